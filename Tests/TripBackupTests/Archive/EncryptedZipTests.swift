import Foundation
import Testing
import TripBackup

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct EncryptedZipTests {
    let entries: [(String, Data)] = [
        ("backup.json", Data("{\"format\": \"trip-backup\", \"version\": 1}\n".utf8)),
        ("trips/a.json", Data(String(repeating: "{\"name\": \"경복궁\"}\n", count: 400).utf8)),
        ("manifest.json", Data("{\"entries\": []}\n".utf8)),
    ]

    @Test func entriesAreAE2WithoutPlaintextCRCAndWithOneFixedTime() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("secret.zip")
        let bytes = try writeArchive(entries, format: .zip, at: path, passphrase: "correct horse")
        let layout = ZipLayout(Array(bytes))
        #expect(layout.entries.map(\.name) == entries.map(\.0))
        for entry in layout.entries {
            #expect(entry.method == 99, "\(entry.name) is WinZip AES")
            #expect(entry.localVendor == 2 && entry.centralVendor == 2, "\(entry.name) is AE-2")
            #expect(entry.localCRC == 0 && entry.centralCRC == 0 && entry.descriptorCRC == 0, "\(entry.name)")
            // 1980-01-01 00:00:00: date (year 0, month 1, day 1) and time 0; the same in the UT block.
            #expect(entry.dosDate == 0x0021 && entry.dosTime == 0, "\(entry.name)")
            #expect(entry.extendedTime == UInt32(ArchiveWriter.encryptedEntryTime), "\(entry.name)")
        }
        let read = try ArchiveReader(path: path, passphrase: "correct horse").readAll()
        #expect(read.map(\.data) == entries.map(\.1))
    }

    @Test func aFlippedCiphertextByteIsDamageNotAWrongPassphrase() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("secret.zip")
        var bytes = Array(try writeArchive(entries, format: .zip, at: path, passphrase: "correct horse"))
        let trip = try #require(ZipLayout(bytes).entries.first { $0.name == "trips/a.json" })
        // Past the 16-byte salt and the 2-byte password verifier: encrypted data.
        bytes[trip.data.lowerBound + 18 + 5] ^= 0x01
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(throws: BackupError.self) { try ArchiveReader(path: path, passphrase: "correct horse").readAll() }
        do {
            _ = try ArchiveReader(path: path, passphrase: "correct horse").readAll()
        } catch let BackupError.integrity(file, entry, reason) {
            #expect(file == path && entry == "trips/a.json")
            #expect(reason.hasPrefix("the encrypted data is damaged ("))
            #expect(reason.hasSuffix("); the passphrase is right, so restore another copy"))
        }
        #expect(throws: BackupError.wrongPassphrase(file: path)) {
            try ArchiveReader(path: path, passphrase: "wrong").readAll()
        }
    }

    @Test func aDamagedVerifierAfterTheFirstEntryOpenedIsDamageToo() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("secret.zip")
        var bytes = Array(try writeArchive(entries, format: .zip, at: path, passphrase: "pw"))
        let trip = try #require(ZipLayout(bytes).entries.first { $0.name == "trips/a.json" })
        bytes[trip.data.lowerBound + 16] ^= 0xff
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(throws: BackupError.self) { try ArchiveReader(path: path, passphrase: "pw").readAll() }
        do {
            _ = try ArchiveReader(path: path, passphrase: "pw").readAll()
        } catch let BackupError.integrity(_, entry, _) {
            #expect(entry == "trips/a.json")
        }
    }
}

@Suite struct EncryptedZipOutputTests {
    @Test func aFullDiskIsReportedWithItsCause() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let writer = try ArchiveWriter(descriptor: descriptor, file: "/dev/full", format: .zip, passphrase: "pw")
        do {
            try writer.add(path: "trips/a.json", data: Data(repeating: 0x41, count: 300_000), modified: 0)
            try writer.finish()
            Issue.record("writing to /dev/full succeeded")
        } catch let error as BackupError {
            // Named by the output and its cause, whichever way the error is worded.
            #expect(error.description.contains("/dev/full"))
            #expect(error.description.contains("Write error") || error.description.contains("No space left"))
        }
    }
}
