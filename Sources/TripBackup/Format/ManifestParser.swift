import Foundation

/// Reads `manifest.json` piece by piece as it streams out of the archive, in its canonical layout
/// (`ManifestText`), handing each listed entry over as soon as its line is complete.
///
/// Memory is one line, whatever the number of entries. Anything off the canonical layout (a
/// reformatted, edited or truncated manifest) is refused with the line number.
struct ManifestParser {
    private enum State {
        case start, countsOpen, counts, entriesOpen, entries, format, generator, version, close, done
    }

    static let maximumLineBytes = 4096

    let file: String
    private var state = State.start
    private var partial: [UInt8] = []
    private var lineNumber = 0
    private var previousHadComma = false
    private var counts: [String: Int] = [:]
    private var generator = ""
    private var entryCount = 0

    init(file: String) {
        self.file = file
    }

    /// Feeds the next bytes; calls `onEntry` for every entry line completed by them.
    mutating func feed(_ bytes: UnsafeRawBufferPointer, onEntry: (WrittenEntry) throws -> Void) throws {
        try feed(bytes) { (listed: ListedEntry) in try onEntry(listed.entry) }
    }

    /// Feeds the next bytes; calls `onListed` for every entry line completed by them, a line in
    /// trip's own layout as the bytes it was read as (see ``ListedEntry``).
    mutating func feed(_ bytes: UnsafeRawBufferPointer, onListed: (ListedEntry) throws -> Void) throws {
        guard let base = bytes.baseAddress else { return }
        var start = 0
        while start < bytes.count {
            let found = memchr(base + start, 0x0a, bytes.count - start)
            let newline = found.map { base.distance(to: UnsafeRawPointer($0)) }
            let piece = UnsafeRawBufferPointer(rebasing: bytes[start..<(newline ?? bytes.count)])
            // The line is refused as soon as it grows past the limit, as it was byte by byte.
            guard partial.count + piece.count <= Self.maximumLineBytes else {
                throw refuse(localized("backup.manifest-line-long", ["maximum": Self.maximumLineBytes]))
            }
            guard let newline else {
                partial.append(contentsOf: piece)
                return
            }
            if partial.isEmpty {
                // The whole line is in these bytes: read where it lies, not copied first.
                try completeLine(piece, onListed: onListed)
            } else {
                var line: [UInt8] = []
                swap(&line, &partial)
                line.append(contentsOf: piece)
                try line.withUnsafeBytes { try completeLine($0, onListed: onListed) }
                line.removeAll(keepingCapacity: true)
                swap(&line, &partial)
            }
            start = newline + 1
        }
    }

    /// Handles one whole line: an entry line trip writes the fast way, any other the old way.
    private mutating func completeLine(_ line: UnsafeRawBufferPointer, onListed: (ListedEntry) throws -> Void)
        throws
    {
        if state == .entries, previousHadComma, let parts = ManifestEntryLine.scan(line) {
            // What `handle` does with the same line, without making a String of it.
            lineNumber += 1
            previousHadComma = parts.comma
            entryCount += 1
            try onListed(
                .plain(
                    path: UnsafeRawBufferPointer(rebasing: line[parts.path]), bytes: parts.bytes,
                    sha256: UnsafeRawBufferPointer(rebasing: line[parts.sha256])))
        } else {
            try handle(line: String(decoding: line, as: UTF8.self)) { try onListed(.written($0)) }
        }
    }

    /// Ends the input.
    /// - Returns: the manifest's summary.
    mutating func finish() throws -> Manifest {
        guard partial.isEmpty, state == .done else { throw refuse(localized("backup.manifest-ends-early")) }
        return Manifest(generator: generator, counts: counts, entryCount: entryCount)
    }

    private mutating func handle(line: String, onEntry: (WrittenEntry) throws -> Void) throws {
        lineNumber += 1
        switch state {
        case .start: try expect(line, "{", next: .countsOpen)
        case .countsOpen: try expect(line, ManifestText.countsOpen, next: .counts)
        case .counts:
            if line == ManifestText.countsClose { return try closeList(next: .entriesOpen, allowEmpty: true) }
            let (body, comma) = try separated(line)
            guard let (key, value) = Self.count(body) else { throw refuse(localized("backup.manifest-count")) }
            guard counts.updateValue(value, forKey: key) == nil else {
                throw refuse(localized("backup.manifest-count-twice", ["key": key]))
            }
            previousHadComma = comma
        case .entriesOpen: try expect(line, ManifestText.entriesOpen, next: .entries)
        case .entries:
            if line == ManifestText.entriesClose { return try closeList(next: .format, allowEmpty: false) }
            let (body, comma) = try separated(line)
            guard let entry = Self.entry(body) else { throw refuse(localized("backup.manifest-entry")) }
            previousHadComma = comma
            entryCount += 1
            try onEntry(entry)
        case .format:
            guard try value(line, key: "format", last: false) == Manifest.formatName else {
                throw BackupError.invalidData(
                    file: file, entry: Manifest.entryName, field: "format",
                    reason: localized("backup.format-expected", ["expected": Manifest.formatName]))
            }
            state = .generator
        case .generator:
            generator = try value(line, key: "generator", last: false)
            state = .version
        case .version: try version(line)
        case .close: try expect(line, "}", next: .done)
        case .done: throw refuse(localized("backup.manifest-trailing"))
        }
    }

    private mutating func expect(_ line: String, _ wanted: String, next: State) throws {
        guard line == wanted else {
            throw refuse(
                localized("backup.manifest-expected-line", ["line": wanted.trimmingCharacters(in: .whitespaces)]))
        }
        state = next
        previousHadComma = true
    }

    /// Lines in a list are separated by commas: every one but the last ends with one.
    private func separated(_ line: String) throws -> (Substring, Bool) {
        guard previousHadComma else { throw refuse(localized("backup.manifest-comma-missing")) }
        return line.hasSuffix(",") ? (line.dropLast(), true) : (line[...], false)
    }

    private mutating func closeList(next: State, allowEmpty: Bool) throws {
        let empty = state == .counts ? counts.isEmpty : entryCount == 0
        guard !previousHadComma || (empty && allowEmpty) else { throw refuse(localized("backup.manifest-list-end")) }
        state = next
    }

    private mutating func version(_ line: String) throws {
        let prefix = "  \"version\" : "
        guard line.hasPrefix(prefix), let version = Int(line.dropFirst(prefix.count)) else {
            throw refuse(localized("backup.manifest-version"))
        }
        guard version == Manifest.currentVersion else {
            throw BackupError.unsupportedVersion(file: file, version: version, supported: Manifest.currentVersion)
        }
        state = .close
    }

    private func value(_ line: String, key: String, last: Bool) throws -> String {
        let prefix = "  \"\(key)\" : "
        guard line.hasPrefix(prefix), last || line.hasSuffix(",") else {
            throw refuse(localized("backup.manifest-string-key", ["key": key]))
        }
        let literal = line.dropFirst(prefix.count).dropLast(last ? 0 : 1)
        guard let text = try? JSONDecoder().decode(String.self, from: Data(literal.utf8)) else {
            throw refuse(localized("backup.manifest-not-string", ["key": key]))
        }
        return text
    }

    private func refuse(_ reason: String) -> BackupError {
        .invalidData(
            file: file, entry: Manifest.entryName, field: localized("backup.manifest-line", ["number": lineNumber]),
            reason: localized("backup.manifest-refused", ["reason": reason]))
    }

    /// `    "trips" : 3` → ("trips", 3).
    static func count(_ body: Substring) -> (String, Int)? {
        guard body.hasPrefix("    \"") else { return nil }
        let rest = body.dropFirst(5)
        guard let close = rest.firstRange(of: "\" : ") else { return nil }
        let key = String(rest[..<close.lowerBound])
        guard !key.isEmpty, key.allSatisfy({ $0.isASCII && ($0.isLowercase || $0 == "-") }),
            let value = naturalNumber(rest[close.upperBound...])
        else { return nil }
        return (key, Int(value))
    }

    /// `    { "bytes" : 78, "path" : "backup.json", "sha256" : "…" }` → the entry.
    static func entry(_ body: Substring) -> WrittenEntry? {
        guard body.hasPrefix(ManifestText.entryPrefix), body.hasSuffix(ManifestText.entrySuffix) else { return nil }
        let inner = body.dropFirst(ManifestText.entryPrefix.count).dropLast(ManifestText.entrySuffix.count)
        guard let pathStart = inner.firstRange(of: ManifestText.pathInfix),
            let shaStart = inner.firstRange(of: ManifestText.shaInfix),
            pathStart.upperBound <= shaStart.lowerBound,
            let bytes = naturalNumber(inner[..<pathStart.lowerBound])
        else { return nil }
        let path = String(inner[pathStart.upperBound..<shaStart.lowerBound])
        let sha = String(inner[shaStart.upperBound...])
        guard !path.contains("\""), !path.contains("\\"), EntryNamePolicy.problem(with: path) == nil,
            sha.utf8.count == 64, sha.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else { return nil }
        return WrittenEntry(path: path, bytes: bytes, sha256: sha)
    }

    /// Digits only, no sign, no leading zero, at most 18 digits (no overflow).
    static func naturalNumber(_ text: Substring) -> Int64? {
        guard !text.isEmpty, text.count <= 18, text.allSatisfy({ $0.isASCII && $0.isNumber }),
            text == "0" || !text.hasPrefix("0")
        else { return nil }
        return Int64(text)
    }
}
