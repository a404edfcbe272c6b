import Foundation
import Testing
import TripBackup

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct HostileArchiveTests {
    static let formats: [BackupFormat] = [.tarGzip, .zip]

    private func read(_ entries: [RawEntry], format: BackupFormat, limits: ArchiveLimits = .standard) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("hostile")
        try RawArchive.write(entries, to: path, format: format)
        _ = try ArchiveReader(path: path, limits: limits).readAll()
    }

    private func expectRefusal(_ entries: [RawEntry], format: BackupFormat, mentioning text: String) {
        do {
            try read(entries, format: format)
            Issue.record("a hostile archive was accepted")
        } catch let error as BackupError {
            #expect("\(error)".contains(text), "\(error)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test(arguments: formats)
    func traversalIsRefused(format: BackupFormat) {
        expectRefusal([RawEntry(name: "../../etc/passwd", data: Data("x".utf8))], format: format, mentioning: "'..'")
        expectRefusal([RawEntry(name: "trips/../../x", data: Data("x".utf8))], format: format, mentioning: "'..'")
    }

    @Test(arguments: formats)
    func absolutePathIsRefused(format: BackupFormat) {
        expectRefusal([RawEntry(name: "/etc/passwd", data: Data("x".utf8))], format: format, mentioning: "absolute")
    }

    @Test(arguments: formats)
    func symlinkIsRefused(format: BackupFormat) {
        expectRefusal(
            [RawEntry(name: "manifest.json", type: S_IFLNK, linkTarget: "/etc/passwd")], format: format,
            mentioning: "links")
    }

    @Test func hardlinkIsRefused() {
        expectRefusal(
            [RawEntry(name: "a.json", data: Data("x".utf8)), RawEntry(name: "b.json", hardlinkTarget: "a.json")],
            format: .tarGzip, mentioning: "links")
    }

    @Test func deviceAndDirectoryAreRefused() {
        expectRefusal([RawEntry(name: "null", type: S_IFCHR)], format: .tarGzip, mentioning: "device")
        expectRefusal([RawEntry(name: "trips", type: S_IFDIR)], format: .tarGzip, mentioning: "directories")
        expectRefusal([RawEntry(name: "fifo", type: S_IFIFO)], format: .tarGzip, mentioning: "FIFO")
    }

    @Test(arguments: formats)
    func duplicateIsRefused(format: BackupFormat) {
        let entry = RawEntry(name: "manifest.json", data: Data("{}".utf8))
        expectRefusal([entry, entry], format: format, mentioning: "more than once")
    }

    @Test func tooManyEntriesAreRefused() throws {
        let entries = (0..<5).map { RawEntry(name: "e\($0)", data: Data("x".utf8)) }
        let limits = ArchiveLimits(maxEntries: 4, maxEntryBytes: 1 << 20, maxTotalBytes: 1 << 20)
        #expect(throws: BackupError.self) { try read(entries, format: .tarGzip, limits: limits) }
    }

    /// 512 MiB of zeros compress to almost nothing; the declared size alone refuses it, instantly.
    @Test func bombIsRefusedFast() throws {
        let clock = ContinuousClock()
        let directory = try TemporaryDirectory()
        let path = directory.file("bomb.tar.zst")
        try RawArchive.write([RawEntry(name: "trips/bomb.json", zeroBytes: 512 << 20)], to: path, format: .tarZstd)
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        #expect(size < 100_000)
        let elapsed = clock.measure {
            #expect(
                throws: BackupError.limitExceeded(
                    file: path, entry: "trips/bomb.json", limit: "the entry is larger than \(256 << 20) bytes")
            ) {
                _ = try ArchiveReader(path: path).readAll()
            }
        }
        #expect(elapsed < .seconds(2))
    }

    /// Many entries each under the entry limit: the expansion ratio stops it.
    @Test func ratioStopsManySmallBombs() throws {
        let entries = (0..<20).map { RawEntry(name: "e\($0)", zeroBytes: 4 << 20) }
        let limits = ArchiveLimits(
            maxEntries: 100, maxEntryBytes: 8 << 20, maxTotalBytes: 1 << 30, maxExpansionRatio: 100,
            ratioGraceBytes: 1 << 20)
        do {
            try read(entries, format: .tarXz, limits: limits)
            Issue.record("bomb accepted")
        } catch let error as BackupError {
            #expect("\(error)".contains("decompression bomb"))
        }
    }

    @Test func totalLimitIsEnforced() throws {
        let entries = (0..<4).map { RawEntry(name: "e\($0)", data: Data(repeating: 7, count: 300_000)) }
        let limits = ArchiveLimits(maxEntries: 100, maxEntryBytes: 1 << 20, maxTotalBytes: 1 << 20)
        #expect(throws: BackupError.self) { try read(entries, format: .zip, limits: limits) }
    }

    @Test func garbageIsNotAnArchive() throws {
        #expect(throws: BackupError.unrecognizedFormat(file: "noise")) {
            _ = try ArchiveReader(bytes: Array("not an archive".utf8), name: "noise")
        }
    }
}
