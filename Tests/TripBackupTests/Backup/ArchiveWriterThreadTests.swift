import Foundation
import Testing

@testable import TripBackup

#if canImport(Glibc)
    import Glibc
#endif

/// The create pipeline's second thread: its errors reach the caller, and the caller can abandon it
/// at any point without a hang.
@Suite struct ArchiveWriterThreadTests {
    /// Incompressible bytes, so the compressor has to flush to the file while entries are added.
    private func noise(_ count: Int) -> Data {
        var generator = SystemRandomNumberGenerator()
        return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }

    @Test func aWriteErrorOnTheArchiveThreadReachesTheCaller() throws {
        // /dev/full fails every write with ENOSPC.
        let descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let thread = ArchiveWriterThread(
            writer: try ArchiveWriter(descriptor: descriptor, file: "full", format: .tarGzip),
            manifest: try ManifestWriter(), generator: "test")
        let failed: Bool
        do {
            let data = noise(64 * 1024)
            for index in 0..<200 { try thread.add(path: "e\(index).json", data: data, modified: 0) }
            _ = try thread.finish(counts: [:], modified: 0)
            failed = false
        } catch is BackupError {
            failed = true
        }
        #expect(failed)
    }

    @Test func abandoningMidwayReturns() throws {
        let directory = try TemporaryDirectory()
        do {
            let output = try AtomicFile(path: directory.file("abandoned.tar.gz"), overwrite: false)
            let thread = ArchiveWriterThread(
                writer: try ArchiveWriter(descriptor: output.descriptor, file: "abandoned", format: .tarGzip),
                manifest: try ManifestWriter(), generator: "test")
            let data = noise(1024)
            for index in 0..<500 { try thread.add(path: "e\(index).json", data: data, modified: 0) }
            thread.stop()
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
