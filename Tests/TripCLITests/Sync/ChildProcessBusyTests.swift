import Foundation
import Testing

@testable import TripSync

#if canImport(Glibc)
    import Glibc
#endif

/// A program file still open for writing cannot be executed (ETXTBSY). It happens to a wrapper
/// script written just before it is run while another thread forks; the start is retried.
@Suite struct ChildProcessBusyTests {
    @Test func aProgramStillOpenForWritingStartsOnceItIsClosed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("busy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = folder.appendingPathComponent("program").path
        let descriptor = open(program, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        try #require(descriptor >= 0)
        let script = Array("#!/bin/sh\nexit 7\n".utf8)
        #expect(write(descriptor, script, script.count) == script.count)
        // Still open for writing: a start now fails with ETXTBSY until this closes it.
        let closer = Thread {
            usleep(100_000)
            close(descriptor)
        }
        closer.start()
        let empty = folder.appendingPathComponent("empty").path
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        let status = try ChildProcess.run(
            program, ["program"], environment: ["PATH": "/usr/bin:/bin"], input: empty,
            output: folder.appendingPathComponent("out").path, error: folder.appendingPathComponent("err").path)
        #expect(status == 7)
    }
}
