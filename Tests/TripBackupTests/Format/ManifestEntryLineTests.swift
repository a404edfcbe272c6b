import Foundation
import Testing

@testable import TripBackup

/// The byte reader of manifest entry lines must accept only lines the String reader accepts, with the
/// same entry and comma; it may leave any line to the String reader, but not the ones trip writes.
@Suite struct ManifestEntryLineTests {
    private static let sha = SHA256.hex(of: Data("trip".utf8))
    private static let tripLine = ManifestText.line(
        WrittenEntry(path: "trips/5513e3ea-bba6-4754-82c1-c34c7365c6fa.json", bytes: 1135, sha256: sha))

    private func fast(_ line: [UInt8]) -> (entry: WrittenEntry, comma: Bool)? {
        line.withUnsafeBytes { bytes in
            ManifestEntryLine.scan(bytes).map { parts in
                let path = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[parts.path]), as: UTF8.self)
                let sha = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[parts.sha256]), as: UTF8.self)
                return (WrittenEntry(path: path, bytes: parts.bytes, sha256: sha), parts.comma)
            }
        }
    }

    /// What `ManifestParser` made of an entry line before the byte reader (see `separated`).
    private func slow(_ line: [UInt8]) -> (entry: WrittenEntry, comma: Bool)? {
        let text = String(decoding: line, as: UTF8.self)
        let comma = text.hasSuffix(",")
        return ManifestParser.entry(comma ? text.dropLast() : text[...]).map { ($0, comma) }
    }

    /// Checks the rule on `line`; true when the fast reader took it.
    @discardableResult
    private func agree(_ line: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let read = fast(line) else { return false }
        let reference = slow(line)
        #expect(
            reference?.entry == read.entry && reference?.comma == read.comma,
            "\(String(decoding: line, as: UTF8.self))", sourceLocation: sourceLocation)
        return true
    }

    @Test(arguments: ["backup.json", "companions.json", "spots/000001.json", "trips/a.json", "a/.../b c"])
    func takesTheLinesTripWrites(path: String) throws {
        for bytes: Int64 in [0, 7, 999_999_999_999_999_999] {
            let line = ManifestText.line(WrittenEntry(path: path, bytes: bytes, sha256: Self.sha))
            #expect(agree(Array(line.utf8)) && agree(Array((line + ",").utf8)))
            #expect(try #require(fast(Array(line.utf8))).entry.path == path)
        }
    }

    @Test func leavesEveryOddLineToTheStringReader() {
        let odd = [
            ".", "..", "a/./b", "a/../b", "a//b", "/abs", "a/", "a\\b", "a\"b", "tab\there", "del\u{7f}",
            "é.json", "a\\\u{301}b", String(repeating: "x", count: EntryNamePolicy.maxLength + 1),
        ]
        for path in odd {
            let line = ManifestText.line(WrittenEntry(path: path, bytes: 1, sha256: Self.sha))
            #expect(fast(Array(line.utf8)) == nil, "\(path)")
        }
        let longest = String(repeating: "x", count: EntryNamePolicy.maxLength)
        #expect(agree(Array(ManifestText.line(WrittenEntry(path: longest, bytes: 1, sha256: Self.sha)).utf8)))
        for (bad, good) in [("1135", "01135"), ("1135", "1234567890123456789"), ("1135", "-1"), ("1135", "1.0")] {
            #expect(fast(Array(Self.tripLine.replacingOccurrences(of: bad, with: good).utf8)) == nil)
        }
        #expect(fast(Array(Self.tripLine.replacingOccurrences(of: Self.sha, with: Self.sha.uppercased()).utf8)) == nil)
        #expect(fast(Array((Self.tripLine + ",,").utf8)) == nil)
        #expect(fast(Array((Self.tripLine + " ").utf8)) == nil)
    }

    /// Every one-byte change, deletion and cut of a written line: whatever the fast reader accepts,
    /// the String reader accepts the same way.
    @Test func agreesOnEveryMutation() {
        let line = Array((Self.tripLine + ",").utf8)
        let replacements: [UInt8] =
            [0x00, 0x0a, 0x0d, 0x1f, 0x20, 0x22, 0x2c, 0x2e, 0x2f, 0x30, 0x39, 0x3a, 0x41, 0x5c]
            + [0x61, 0x66, 0x67, 0x7b, 0x7d, 0x7f, 0x80, 0xc3, 0xcc, 0xff]
        var accepted = 0
        for index in line.indices {
            for byte in replacements {
                var changed = line
                changed[index] = byte
                if agree(changed) { accepted += 1 }
            }
            var shorter = line
            shorter.remove(at: index)
            if agree(shorter) { accepted += 1 }
            if agree(Array(line[..<index])) { accepted += 1 }
        }
        // Digits, hex digits and path letters may change and still make a line trip could write.
        #expect(accepted > 200)
    }

    @Test func parserStillRefusesALineJustOverTheLimit() throws {
        func parse(_ line: String) throws {
            var parser = ManifestParser(file: "f")
            try Array((line + "\n").utf8).withUnsafeBytes { try parser.feed($0, onEntry: { _ in }) }
        }
        try parse("{")
        let limit = ManifestParser.maximumLineBytes
        // At the limit the line is read (and refused for what it says); one byte more, for its length.
        #expect(throws: BackupError.self) { try parse(String(repeating: " ", count: limit)) }
        do {
            try parse(String(repeating: " ", count: limit + 1))
            Issue.record("a line over the limit was read")
        } catch let error as BackupError {
            #expect("\(error)".contains("\(limit)"))
        }
        do {
            try parse(String(repeating: " ", count: limit))
        } catch let error as BackupError {
            #expect(!"\(error)".contains("\(limit)"))
        }
    }
}
