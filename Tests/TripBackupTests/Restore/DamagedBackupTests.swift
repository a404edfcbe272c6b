import Foundation
import Testing
import TripBackup

/// libarchive accepts a changed byte in a .tar.gz and a cut zip; the manifest must not.
@Suite struct DamagedBackupTests {
    private func damagedCopies(format: BackupFormat) throws -> (SampleDatabase, [(String, String)]) {
        let source = try SampleDatabase()
        try source.fill(trips: 20, stops: 40)
        let path = try backup(source, format: format, name: "good")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        var copies: [(String, String)] = []
        for (label, fraction) in [("flip 1/3", 3), ("flip 1/2", 2)] {
            var flipped = bytes
            flipped[bytes.count / fraction] ^= 0x01
            copies.append((label, flipped.base64EncodedString()))
        }
        for cut in [bytes.count / 4, bytes.count / 2, bytes.count * 2 / 3, bytes.count - 30, bytes.count - 1] {
            copies.append(("cut at \(cut) of \(bytes.count)", bytes.prefix(cut).base64EncodedString()))
        }
        return (source, copies)
    }

    @Test(arguments: BackupFormat.writable)
    func damageIsRefusedAndTheDatabaseIsUntouched(format: BackupFormat) throws {
        let (_, copies) = try damagedCopies(format: format)
        let target = try SampleDatabase()
        try target.fill(trips: 3, stops: 2, seed: 7)
        let before = try target.dump()
        for (label, base64) in copies {
            let path = target.directory.file("damaged")
            try Data(base64Encoded: base64)?.write(to: URL(fileURLWithPath: path))
            #expect(throws: BackupError.self, "\(format.rawValue) \(label)") {
                try Restorer(database: target.database).restore(path: path, mode: .replace)
            }
            #expect(throws: BackupError.self, "\(format.rawValue) \(label)") { try BackupVerifier.verify(path: path) }
            #expect(try target.dump() == before, "\(format.rawValue) \(label)")
        }
    }

    @Test func aTamperedEntryIsNamed() throws {
        let sample = try SampleDatabase()
        try sample.fill(trips: 2, stops: 1)
        let good = try backup(sample, format: .tarGzip, name: "good")
        var entries = try ArchiveReader(path: good).readAll().map { ($0.path, $0.data) }
        let index = try #require(entries.firstIndex { $0.0.hasPrefix("trips/") })
        var text = String(decoding: entries[index].1, as: UTF8.self)
        text = text.replacingOccurrences(of: "notes 0", with: "notes X")
        entries[index].1 = Data(text.utf8)
        let path = sample.directory.file("tampered")
        _ = try writeArchive(entries, format: .tarGzip, at: path)
        #expect(
            throws: BackupError.integrity(
                file: path, entry: entries[index].0, reason: "SHA-256 differs from the manifest")
        ) {
            try BackupVerifier.verify(path: path)
        }
    }
}
