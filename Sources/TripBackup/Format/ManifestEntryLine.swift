import Foundation

/// Reads one entry line of `manifest.json` straight from its bytes, for the lines trip itself writes:
/// every byte ASCII, the path printable without quotes or backslashes.
///
/// `ManifestParser.entry` reads a line as a `String`, searching it with Foundation and checking the
/// path character by character; at one line per trip that was a sixth of `backup verify`, all of it
/// on the consumer thread after the trips were decoded. A fast path only: it returns nil for
/// anything it does not accept outright, and the caller then reads the line the old way, whose
/// refusals and wording stay the reference. In pure ASCII without control characters a `Character`
/// is one byte, so byte comparisons here agree with the `String` ones there, and
/// `ManifestEntryLineTests` holds every line it accepts to the same entry.
enum ManifestEntryLine {
    /// Where the path and the hash lie on `line`, its size and whether a comma ends it, or nil when the
    /// line (without its newline) must be read by `ManifestParser.entry`.
    static func scan(_ line: UnsafeRawBufferPointer) -> (
        path: Range<Int>, bytes: Int64, sha256: Range<Int>, comma: Bool
    )? {
        var end = line.count
        let comma = end > 0 && line[end - 1] == UInt8(ascii: ",")
        if comma { end -= 1 }
        var index = 0
        func take(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard end - index >= count, let base = line.baseAddress, memcmp(base + index, text.utf8Start, count) == 0
            else { return false }
            index += count
            return true
        }
        guard take("    { \"bytes\" : "), let bytes = naturalNumber(line, &index, end: end),
            take(", \"path\" : \"")
        else { return nil }
        let pathStart = index
        while index < end, line[index] != UInt8(ascii: "\"") { index += 1 }
        let path = pathStart..<index
        guard isPlainName(UnsafeRawBufferPointer(rebasing: line[path])), take("\", \"sha256\" : \""), end - index >= 64
        else { return nil }
        let sha = index..<index + 64
        index += 64
        guard line[sha].allSatisfy(isLowercaseHex), take("\" }"), index == end else { return nil }
        return (path, bytes, sha, comma)
    }

    /// Digits with no sign, no leading zero (but a lone 0), at most 18 of them (no overflow).
    private static func naturalNumber(_ line: UnsafeRawBufferPointer, _ index: inout Int, end: Int) -> Int64? {
        let start = index
        var value: Int64 = 0
        while index < end, line[index] >= 0x30, line[index] <= 0x39 {
            value = value * 10 + Int64(line[index] - 0x30)
            index += 1
            guard index - start <= 18 else { return nil }
        }
        let count = index - start
        guard count > 0, count == 1 || line[start] != UInt8(ascii: "0") else { return nil }
        return value
    }

    /// A name `EntryNamePolicy` accepts, made only of printable ASCII other than `"` and `\`: not
    /// empty, at most its maximum length, not absolute, no empty, `.` or `..` component.
    private static func isPlainName(_ name: UnsafeRawBufferPointer) -> Bool {
        guard !name.isEmpty, name.count <= EntryNamePolicy.maxLength, name[0] != UInt8(ascii: "/") else {
            return false
        }
        var componentStart = 0
        for index in 0...name.count {
            if index < name.count {
                let byte = name[index]
                guard byte >= 0x20, byte <= 0x7e, byte != UInt8(ascii: "\\"), byte != UInt8(ascii: "\"") else {
                    return false
                }
                if byte != UInt8(ascii: "/") { continue }
            }
            let length = index - componentStart
            let dots = name[componentStart..<index].allSatisfy { $0 == UInt8(ascii: ".") }
            guard length > 0, !(dots && length <= 2) else { return false }
            componentStart = index + 1
        }
        return true
    }

    /// A lower-case hex digit, as hashes are written; also the ledger's test.
    static func isLowercaseHex(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66)
    }
}
