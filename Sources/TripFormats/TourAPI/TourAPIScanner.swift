import Foundation

/// The byte level of ``TourAPIReader``: reads a UTF-8 JSON document once, without building Foundation
/// objects, and accepts exactly what `JSONSerialization` (which the reader used before) accepts:
/// RFC 8259 plus one trailing comma before `]` or `}`, nesting up to 512 levels, strict UTF-8, `\u`
/// escapes only in valid surrogate pairs. Anything else throws ``Malformed``; the reader then words
/// the problem as it always did, so the scanner needs no messages of its own.
struct TourAPIScanner {
    /// The document is not JSON as the old reader understood it.
    struct Malformed: Error {}

    /// Containers nested deeper than this are refused, as Foundation refuses them.
    static let maximumDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Holds a string's bytes while its escapes are decoded, kept for the next string.
    var scratchBuffer: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    // MARK: Structure

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The next byte after white space, not consumed.
    mutating func peek() throws -> UInt8 {
        skipSpace()
        guard index < bytes.count else { throw Malformed() }
        return bytes[index]
    }

    /// Enters the container that starts here, returning false when it is empty (and already closed).
    mutating func open(_ opening: UInt8, depth: Int) throws -> Bool {
        guard depth <= Self.maximumDepth, try peek() == opening else { throw Malformed() }
        index += 1
        if try peek() == opening + 2 {  // `]` and `}` follow `[` and `{` by two
            index += 1
            return false
        }
        return true
    }

    /// After an element or member: true when another follows, false once the container is closed.
    /// A comma right before the closing bracket is allowed, as Foundation allows it.
    mutating func next(closing: UInt8) throws -> Bool {
        let byte = try peek()
        index += 1
        if byte == closing { return false }
        guard byte == UInt8(ascii: ",") else { throw Malformed() }
        if try peek() == closing {
            index += 1
            return false
        }
        return true
    }

    /// A member's key and the colon after it; the key's bytes are handed to `classify` while valid.
    mutating func key<T>(_ classify: (UnsafeBufferPointer<UInt8>) -> T) throws -> T {
        guard try peek() == UInt8(ascii: "\"") else { throw Malformed() }
        let result = try withString(classify)
        guard try peek() == UInt8(ascii: ":") else { throw Malformed() }
        index += 1
        return result
    }

    /// Reads any value, keeping strings and numbers as text and only checking containers.
    mutating func value(depth: Int) throws -> TourAPIValue {
        switch try peek() {
        case UInt8(ascii: "\""): return .string(try withString { String(decoding: $0, as: UTF8.self) })
        case UInt8(ascii: "{"):
            try skipContainer(depth: depth)
            return .object
        case UInt8(ascii: "["):
            try skipContainer(depth: depth)
            return .array
        case UInt8(ascii: "t"):
            try word("true")
            return .number("1")
        case UInt8(ascii: "f"):
            try word("false")
            return .number("0")
        case UInt8(ascii: "n"):
            try word("null")
            return .null
        default: return .number(try number())
        }
    }

    /// Checks a value and drops it.
    mutating func skip(depth: Int) throws {
        switch try peek() {
        case UInt8(ascii: "\""): try withString { _ in () }
        case UInt8(ascii: "{"), UInt8(ascii: "["): try skipContainer(depth: depth)
        case UInt8(ascii: "t"): try word("true")
        case UInt8(ascii: "f"): try word("false")
        case UInt8(ascii: "n"): try word("null")
        default: _ = try number()
        }
    }

    /// A container at `depth` (the document itself is 1), checked and dropped. Iterative elsewhere
    /// would be safer, but the depth is bounded at 512 frames of a few words each.
    private mutating func skipContainer(depth: Int) throws {
        let opening = try peek()
        guard try open(opening, depth: depth) else { return }
        let closing = opening + 2
        repeat {
            if opening == UInt8(ascii: "{") { _ = try key { _ in () } }
            try skip(depth: depth + 1)
        } while try next(closing: closing)
    }

    private mutating func word(_ text: StaticString) throws {
        let count = text.utf8CodeUnitCount
        guard bytes.count - index >= count else { throw Malformed() }
        for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { throw Malformed() }
        index += count
    }
}
