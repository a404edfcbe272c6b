import Foundation
import Testing
import TripBackup

@Suite struct ManifestTests {
    private let entry = ArchiveEntry(path: "trips/a.json", data: Data("{}".utf8), sha256: SHA256.hex(of: Data("{}".utf8)))

    @Test func roundTripsAndIsStable() throws {
        let manifest = Manifest(
            generator: "trip test", counts: ["trips": 1],
            entries: [WrittenEntry(path: "trips/a.json", bytes: 2, sha256: entry.sha256)])
        let data = try manifest.encoded()
        #expect(try Manifest.decode(data, file: "f") == manifest)
        #expect(try manifest.encoded() == data)
        #expect(String(decoding: data, as: UTF8.self).contains("\n  \"counts\""))
    }

    @Test func futureVersionIsRefusedByNumber() {
        let data = Data(#"{"format":"trip-backup","version":7,"whatever":[]}"#.utf8)
        #expect(throws: BackupError.unsupportedVersion(file: "f", version: 7, supported: 1)) {
            try Manifest.decode(data, file: "f")
        }
    }

    @Test func otherFormatsAreRefused() {
        #expect(throws: BackupError.self) { try Manifest.decode(Data(#"{"format":"x","version":1}"#.utf8), file: "f") }
        #expect(throws: BackupError.self) { try Manifest.decode(Data("[]".utf8), file: "f") }
    }

    @Test func ledgerCatchesEveryDisagreement() throws {
        var ledger = EntryLedger()
        ledger.record(entry)
        let good = Manifest(generator: "g", counts: [:], entries: [WrittenEntry(path: entry.path, bytes: 2, sha256: entry.sha256)])
        try ledger.verify(against: good, file: "f")
        var changed = good
        changed.entries[0].sha256 = String(repeating: "0", count: 64)
        #expect(throws: BackupError.integrity(file: "f", entry: entry.path, reason: "SHA-256 differs from the manifest")) {
            try ledger.verify(against: changed, file: "f")
        }
        var missing = good
        missing.entries.append(WrittenEntry(path: "trips/b.json", bytes: 1, sha256: ""))
        #expect(throws: BackupError.self) { try ledger.verify(against: missing, file: "f") }
        let unlisted = Manifest(generator: "g", counts: [:], entries: [])
        #expect(throws: BackupError.integrity(file: "f", entry: entry.path, reason: "not listed in the manifest")) {
            try ledger.verify(against: unlisted, file: "f")
        }
    }
}
