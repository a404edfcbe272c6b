import Foundation

extension TourAPIScanner {
    /// Reads the string that starts here and hands its decoded UTF-8 bytes to `body`, which must not
    /// keep them. Most strings have no escapes and are passed straight from the document.
    mutating func withString<T>(_ body: (UnsafeBufferPointer<UInt8>) -> T) throws -> T {
        index += 1  // the opening quote
        let start = index
        var ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                guard ascii || Self.isValidUTF8(text) else { throw Malformed() }
                return body(text)
            }
            if byte == UInt8(ascii: "\\") { return try withEscapedString(from: start, body) }
            guard byte >= 0x20 else { throw Malformed() }
            if byte >= 0x80 { ascii = false }
            index += 1
        }
        throw Malformed()
    }

    private mutating func withEscapedString<T>(from start: Int, _ body: (UnsafeBufferPointer<UInt8>) -> T) throws -> T {
        var decoded = takeScratch()
        defer { returnScratch(decoded) }
        decoded.append(contentsOf: bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                // Escapes decode to whole UTF-8 sequences, so checking the result checks the raw bytes.
                guard Self.isValidUTF8(decoded) else { throw Malformed() }
                return decoded.withUnsafeBufferPointer(body)
            case UInt8(ascii: "\\"): try escape(into: &decoded)
            case ..<0x20: throw Malformed()
            default: decoded.append(byte)
            }
        }
        throw Malformed()
    }

    private mutating func escape(into decoded: inout [UInt8]) throws {
        guard index < bytes.count else { throw Malformed() }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(byte)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexQuad()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate counts only with a low one right after it, as `\uXXXX`.
                guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else { throw Malformed() }
                index += 2
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw Malformed() }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw Malformed()
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw Malformed() }
            decoded.append(contentsOf: UTF8.encode(unicode).map(Array.init) ?? [])
        default: throw Malformed()
        }
    }

    private mutating func hexQuad() throws -> UInt32 {
        guard bytes.count - index >= 4 else { throw Malformed() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            index += 1
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Malformed()
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private mutating func takeScratch() -> [UInt8] {
        var buffer: [UInt8] = []
        swap(&buffer, &scratchBuffer)
        buffer.removeAll(keepingCapacity: true)
        return buffer
    }

    private mutating func returnScratch(_ buffer: [UInt8]) { scratchBuffer = buffer }

    /// Strict UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF), which Foundation insists on.
    static func isValidUTF8(_ text: some Collection<UInt8>) -> Bool {
        var iterator = text.makeIterator()
        while let lead = iterator.next() {
            if lead < 0x80 { continue }
            let count: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: count = 1
            case 0xE0:
                count = 2
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: count = 2
            case 0xED:
                count = 2
                high = 0x9F
            case 0xF0:
                count = 3
                low = 0x90
            case 0xF1...0xF3: count = 3
            case 0xF4:
                count = 3
                high = 0x8F
            default: return false
            }
            for continuation in 0..<count {
                guard let byte = iterator.next() else { return false }
                let range = continuation == 0 ? low...high : 0x80...0xBF
                guard range.contains(byte) else { return false }
            }
        }
        return true
    }
}
