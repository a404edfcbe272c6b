import Foundation
import Testing

@testable import TripBackup

@Suite struct ManifestTests {
    private let entries = [
        WrittenEntry(path: "backup.json", bytes: 2, sha256: SHA256.hex(of: Data("{}".utf8))),
        WrittenEntry(path: "trips/5513e3ea-bba6-4754-82c1-c34c7365c6fa.json", bytes: 0, sha256: SHA256.hex(of: Data())),
    ]

    private func manifestText(generator: String = "trip \"test\"") throws -> String {
        let directory = try TemporaryDirectory()
        let path = directory.file("m.tar.gz")
        let output = try AtomicFile(path: path, overwrite: false)
        let writer = try ArchiveWriter(descriptor: output.descriptor, file: path, format: .tarGzip)
        let manifest = try ManifestWriter()
        for entry in entries { try manifest.append(entry) }
        try manifest.write(to: writer, generator: generator, counts: ["trips": 1, "stops": 0], modified: 0)
        try writer.finish()
        try output.commit()
        let read = try ArchiveReader(path: path).readAll()
        return String(decoding: try #require(read.first).data, as: UTF8.self)
    }

    private func parse(_ text: String, onEntry: (WrittenEntry) throws -> Void = { _ in }) throws -> Manifest {
        var parser = ManifestParser(file: "f")
        try Array(text.utf8).withUnsafeBytes { try parser.feed($0, onEntry: onEntry) }
        return try parser.finish()
    }

    @Test func writtenTextIsPrettySortedJSONAndParsesBack() throws {
        let text = try manifestText()
        #expect(text.hasPrefix("{\n  \"counts\" : {\n    \"stops\" : 0,\n    \"trips\" : 1\n  },\n  \"entries\" : [\n"))
        struct Plain: Decodable {
            var entries: [WrittenEntry]
            var generator: String
            var version: Int
        }
        let plain = try JSONDecoder().decode(Plain.self, from: Data(text.utf8))
        #expect(plain.entries == entries && plain.generator == "trip \"test\"" && plain.version == 1)
        var listed: [WrittenEntry] = []
        let manifest = try parse(text) { listed.append($0) }
        #expect(listed == entries)
        #expect(manifest == Manifest(generator: "trip \"test\"", counts: ["trips": 1, "stops": 0], entryCount: 2))
    }

    @Test func parsesInAnyChunking() throws {
        let text = Array(try manifestText().utf8)
        // Byte by byte, every line is put together first; whole, every line is read where it lies.
        for size in [1, 7, text.count] {
            var parser = ManifestParser(file: "f")
            var listed: [WrittenEntry] = []
            var plain = 0
            for start in stride(from: 0, to: text.count, by: size) {
                try Array(text[start..<min(start + size, text.count)]).withUnsafeBytes {
                    try parser.feed($0) { (entry: ListedEntry) in
                        if case .plain = entry { plain += 1 }
                        listed.append(entry.entry)
                    }
                }
            }
            #expect(try parser.finish().entryCount == 2 && listed == entries && plain == 2)
        }
    }

    @Test func futureVersionIsRefusedByNumber() throws {
        let text = try manifestText().replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 7")
        #expect(throws: BackupError.unsupportedVersion(file: "f", version: 7, supported: 1)) { try parse(text) }
    }

    @Test func anyOtherLayoutIsRefusedNamingTheLine() throws {
        let text = try manifestText()
        let minified =
            String(
                data: try JSONSerialization.data(
                    withJSONObject: try JSONSerialization.jsonObject(with: Data(text.utf8))),
                encoding: .utf8) ?? ""
        #expect(throws: BackupError.self) { try parse(minified + "\n") }
        let noComma = text.replacingOccurrences(of: "\"stops\" : 0,", with: "\"stops\" : 0")
        do {
            _ = try parse(noComma)
            Issue.record("a manifest without its comma was accepted")
        } catch let error as BackupError {
            #expect("\(error)".contains("line 4"))
        }
        #expect(throws: BackupError.self) { try parse(String(text.dropLast(3))) }
        #expect(throws: BackupError.self) { try parse(text + "{}\n") }
        let otherFormat = text.replacingOccurrences(of: "\"trip-backup\"", with: "\"other\"")
        #expect(throws: BackupError.self) { try parse(otherFormat) }
    }

    @Test func headerRefusesFutureVersions() {
        let header = Data(#"{"format":"trip-backup","version":3,"generator":"x"}"#.utf8)
        #expect(throws: BackupError.unsupportedVersion(file: "f", version: 3, supported: 1)) {
            try BackupHeader.check(header, file: "f", entry: "backup.json")
        }
    }

    /// A manifest line compared by its bytes must meet the ledger exactly as its Strings do: the
    /// same entries pass, and every other one fails with the String comparison's error.
    @Test func ledgerComparesBytesAsItComparesStrings() throws {
        var ledger = EntryLedger()
        for entry in entries { ledger.record(path: entry.path, bytes: entry.bytes, sha256: entry.sha256) }
        func outcome(_ listed: [WrittenEntry], plain: Bool) -> String {
            var copy = ledger
            do {
                for entry in listed {
                    if plain {
                        try Array(entry.path.utf8).withUnsafeBytes { path in
                            try Array(entry.sha256.utf8).withUnsafeBytes { sha in
                                try copy.check(listed: .plain(path: path, bytes: entry.bytes, sha256: sha), file: "f")
                            }
                        }
                    } else {
                        try copy.check(listed: entry, file: "f")
                    }
                }
                try copy.finish(file: "f")
                return "ok"
            } catch {
                return "\(error)"
            }
        }
        #expect(outcome(entries, plain: true) == "ok")
        var variants: [[WrittenEntry]] = [[entries[1], entries[0]], [entries[0]], entries + [entries[1]]]
        for index in entries.indices {
            let entry = entries[index]
            var changes = [entry.path.uppercased(), entry.path + "x", String(entry.path.dropLast())]
            let path = Array(entry.path.utf8)
            for position in path.indices {
                for byte in [UInt8(ascii: "0"), UInt8(ascii: "a"), UInt8(ascii: "f"), UInt8(ascii: "-")] {
                    var changed = path
                    changed[position] = byte
                    changes.append(String(decoding: changed, as: UTF8.self))
                }
            }
            var listed = entries
            for change in changes {
                listed[index] = WrittenEntry(path: change, bytes: entry.bytes, sha256: entry.sha256)
                variants.append(listed)
            }
            listed[index] = WrittenEntry(path: entry.path, bytes: entry.bytes + 1, sha256: entry.sha256)
            variants.append(listed)
            for sha in [entry.sha256.uppercased(), String(entry.sha256.reversed()), String(entry.sha256.dropLast())] {
                listed[index] = WrittenEntry(path: entry.path, bytes: entry.bytes, sha256: sha)
                variants.append(listed)
            }
        }
        var refused = 0
        for listed in variants {
            let strings = outcome(listed, plain: false)
            #expect(outcome(listed, plain: true) == strings, "\(listed.map(\.path))")
            if strings != "ok" { refused += 1 }
        }
        // Only the changes that spell the same entry again (a digit for itself) pass.
        #expect(refused > variants.count * 3 / 4)
    }

    @Test func ledgerCatchesEveryDisagreement() throws {
        var ledger = EntryLedger()
        for entry in entries { ledger.record(path: entry.path, bytes: entry.bytes, sha256: entry.sha256) }
        var good = ledger
        for entry in entries { try good.check(listed: entry, file: "f") }
        try good.finish(file: "f")

        var changed = ledger
        try changed.check(listed: entries[0], file: "f")
        var tampered = entries[1]
        tampered.sha256 = String(repeating: "0", count: 64)
        #expect(
            throws: BackupError.integrity(file: "f", entry: tampered.path, reason: "SHA-256 differs from the manifest")
        ) {
            try changed.check(listed: tampered, file: "f")
        }
        // Compared by its bytes now, a hash must still be spelled as we write it, and every digit counts.
        let last = entries[1].sha256.last == "0" ? "1" : "0"
        for spelling in [entries[1].sha256.uppercased(), String(entries[1].sha256.dropLast()) + last] {
            var other = ledger
            try other.check(listed: entries[0], file: "f")
            var listed = entries[1]
            listed.sha256 = spelling
            #expect(
                throws: BackupError.integrity(
                    file: "f", entry: listed.path, reason: "SHA-256 differs from the manifest")
            ) {
                try other.check(listed: listed, file: "f")
            }
        }
        var short = ledger
        try short.check(listed: entries[0], file: "f")
        #expect(throws: BackupError.integrity(file: "f", entry: entries[1].path, reason: "not listed in the manifest"))
        {
            try short.finish(file: "f")
        }
        var reordered = ledger
        #expect(throws: BackupError.self) { try reordered.check(listed: entries[1], file: "f") }
    }
}
