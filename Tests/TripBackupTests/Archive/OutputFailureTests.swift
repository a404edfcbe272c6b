import Foundation
import Testing
import TripBackup

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct OutputFailureTests {
    @Test func aFullDiskNamesTheOutputNotAnEntry() throws {
        let sample = try SampleDatabase()
        try sample.fill(trips: 40, stops: 20)
        let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(full >= 0)
        defer { close(full) }
        #expect(throws: BackupError.writeFailed(file: "backup.tar.gz", message: "No space left on device")) {
            try BackupCreator(database: sample.database, generator: "test").create(
                writingTo: full, name: "backup.tar.gz", format: .tarGzip)
        }
    }

    @Test func aSymbolicLinkIsNeverReplaced() throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("target")
        _ = FileManager.default.createFile(atPath: target, contents: Data("keep".utf8))
        let link = directory.file("link.tar.gz")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(throws: BackupError.self) { try AtomicFile(path: link, overwrite: true) }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep")
    }
}
