import Foundation
import Testing
import TripBackup

@Suite struct ArchiveRoundTripTests {
    /// Sizes around the reader's edges: empty, one byte, beyond its 64 KiB pieces, and beyond the
    /// 1 MiB it reads straight into place (the rest comes in pieces), with bytes that show any
    /// piece out of place.
    let entries: [(String, Data)] = [
        ("a.json", Data("{\"이름\": \"경복궁\"}\n".utf8)),
        ("c.json", Data([0x7b])),
        ("d.json", Self.pattern(65_537)),
        ("e.json", Self.pattern((1 << 20) + 70_001)),
        ("trips/b.json", Data(repeating: 0x41, count: 200_000)),
        ("z.json", Data()),
    ]

    static func pattern(_ count: Int) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) })
    }

    @Test(arguments: BackupFormat.writable)
    func readsBackWhatWasWritten(format: BackupFormat) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("backup")
        _ = try writeArchive(entries, format: format, at: path)
        let reader = try ArchiveReader(path: path)
        #expect(reader.format == format)
        let read = try reader.readAll()
        #expect(read.map(\.path) == entries.map(\.0))
        #expect(read.map(\.data) == entries.map(\.1))
        #expect(read.map(\.sha256) == entries.map { SHA256.hex(of: $0.1) })
    }

    @Test(arguments: BackupFormat.writable)
    func sameEntriesGiveSameBytes(format: BackupFormat) throws {
        let directory = try TemporaryDirectory()
        let first = try writeArchive(entries, format: format, at: directory.file("one"))
        let second = try writeArchive(entries, format: format, at: directory.file("two"))
        #expect(first == second)
    }

    @Test func outputIsPrivateAndNeverClobbered() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("backup.tar.gz")
        _ = try writeArchive(entries, format: .tarGzip, at: path)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(throws: BackupError.outputExists(file: path)) { try AtomicFile(path: path, overwrite: false) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["backup.tar.gz"])
    }

    @Test func abandonedOutputLeavesNothing() throws {
        let directory = try TemporaryDirectory()
        do {
            let output = try AtomicFile(path: directory.file("never"), overwrite: false)
            _ = try ArchiveWriter(descriptor: output.descriptor, file: "never", format: .tarXz)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func encryptedZipNeedsTheRightPassphrase() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("secret.zip")
        _ = try writeArchive(entries, format: .zip, at: path, passphrase: "correct horse")
        let read = try ArchiveReader(path: path, passphrase: "correct horse").readAll()
        #expect(read.map(\.data) == entries.map(\.1))
        #expect(throws: BackupError.wrongPassphrase(file: path)) {
            try ArchiveReader(path: path, passphrase: "wrong").readAll()
        }
        #expect(throws: BackupError.passphraseRequired(file: path)) { try ArchiveReader(path: path).readAll() }
    }

    @Test func onlyZipCanBeEncrypted() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: BackupError.self) {
            _ = try writeArchive(entries, format: .tarGzip, at: directory.file("x"), passphrase: "p")
        }
    }

    @Test func readsFromMemoryLikeFromAFile() throws {
        let directory = try TemporaryDirectory()
        let bytes = try writeArchive(entries, format: .tarZstd, at: directory.file("m"))
        let read = try ArchiveReader(bytes: Array(bytes), name: "memory").readAll()
        #expect(read.map(\.data) == entries.map(\.1))
    }

    @Test func bareJSONIsOneEntry() throws {
        let json = Data("[{\"tripName\":\"x\"}]".utf8)
        let read = try ArchiveReader(bytes: Array(json), name: "encodedData.json").readAll()
        #expect(read.map(\.path) == [ArchiveReader.bareJSONEntryName])
        #expect(read.first?.data == json)
    }
}
