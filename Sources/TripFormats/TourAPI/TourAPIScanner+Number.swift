import Foundation

extension TourAPIScanner {
    /// Reads a number and returns the text the old reader got for it from Foundation (its NSNumber's
    /// `stringValue`): `-0` reads as `0`, `1e2` as `100.0`, a long fraction as the Decimal Foundation
    /// keeps it in. TourAPI writes numbers as strings, so only short integers and short fractions
    /// are converted here; the rest go through Foundation itself, one number at a time.
    mutating func number() throws -> String {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        guard index < bytes.count else { throw Malformed() }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            guard try digits() > 0 else { throw Malformed() }
        }
        var digitCount = index - integerStart
        var plain = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let count = try digits()
            guard count > 0 else { throw Malformed() }
            digitCount += count
            plain = false
        }
        let hasExponent = index < bytes.count && bytes[index] | 0x20 == UInt8(ascii: "e")
        if hasExponent {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                index += 1
            }
            guard try digits() > 0 else { throw Malformed() }
            plain = false
        }
        let token = bytes[start..<index]
        if plain, digitCount <= 18 {
            let value = Self.integer(bytes[integerStart..<index])
            return String(token.first == UInt8(ascii: "-") ? -value : value)
        }
        // A fraction of up to 15 digits without an exponent is a Double that prints as written, which
        // Foundation keeps it as; with an exponent Foundation sometimes keeps a Decimal instead, so those
        // go to Foundation. The tests compare both paths on thousands of numbers.
        if !plain, !hasExponent, digitCount <= 15, let double = Double(String(decoding: token, as: UTF8.self)) {
            return double.description
        }
        return try Self.foundationText(token)
    }

    private mutating func digits() throws -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private static func integer(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int64 {
        digits.reduce(0) { $0 * 10 + Int64($1 &- UInt8(ascii: "0")) }
    }

    /// The text Foundation gives a number it parses on its own, or ``Malformed`` where it refuses one
    /// (out of a Double's range).
    private static func foundationText(_ token: Slice<UnsafeBufferPointer<UInt8>>) throws -> String {
        var document = Data("[".utf8)
        document.append(contentsOf: token)
        document.append(UInt8(ascii: "]"))
        guard let list = try? JSONSerialization.jsonObject(with: document) as? [Any],
            let number = list.first as? NSNumber
        else { throw Malformed() }
        return number.stringValue
    }
}
