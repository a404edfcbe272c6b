import Foundation
import Testing

@testable import TripCLI

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct StandardInputSpoolTests {
    /// A context whose standard input is a pipe holding `bytes`.
    func context(reading bytes: [UInt8]) throws -> (CommandContext, Int32) {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        #expect(bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == bytes.count)
        close(ends[1])
        let io = TerminalIO(
            standardOutput: BufferSink(), standardError: BufferSink(), standardInputDescriptor: ends[0])
        return (CommandContext(io: io), ends[0])
    }

    @Test func theSpoolIsPrivateUnlinkedAndWhole() throws {
        // Under the 64 KiB a pipe buffers, so writing it all before reading cannot block.
        let bytes = (0..<60_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let (context, input) = try context(reading: bytes)
        defer { close(input) }
        let spool = try StandardInputSpool(context, limit: 1 << 20)
        #expect(try Data(contentsOf: URL(fileURLWithPath: spool.path)) == Data(bytes))
        let target = try FileManager.default.destinationOfSymbolicLink(atPath: spool.path)
        #expect(target.hasSuffix(" (deleted)"))
        var info = stat()
        #expect(stat(spool.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    @Test func moreThanTheBoundIsRefused() throws {
        let (context, input) = try context(reading: Array(repeating: 1, count: 2048))
        defer { close(input) }
        do {
            _ = try StandardInputSpool(context, limit: 1024)
            Issue.record("2,048 bytes were spooled under a 1,024-byte bound")
        } catch let error as CLIError {
            #expect(error.description == "standard input: refused, larger than 1024 bytes")
            #expect(error.exitCode == 65)
        }
    }
}
