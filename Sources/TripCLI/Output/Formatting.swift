import Foundation
import TripModel

/// How figures read in tables and messages.
enum Formatting {
    /// `850 m`, `1.2 km`, `12 km`, `1,234 km`.
    static func distance(_ meters: Double) -> String {
        if meters < 1000 { return ShortText.number(Int(meters.rounded()), tenths: nil, unit: " m") }
        let kilometers = meters / 1000
        if kilometers < 100 {
            // Whole numbers instead of String(format:), which took a tenth of `trip route`'s time at
            // 10,000 stops. Only a distance within a rounding error of an odd multiple of 50 m can read
            // 100 m apart from what %.1f prints.
            let tenths = Int((kilometers * 10).rounded(.toNearestOrEven))
            return ShortText.number(tenths / 10, tenths: tenths % 10, unit: " km")
        }
        return grouped(Int(kilometers.rounded())) + " km"
    }

    /// A whole number in decimal, as `String(value)` spells it.
    static func integer(_ value: Int) -> String { ShortText.number(value, tenths: nil, unit: "") }

    /// `12,345`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return (value < 0 ? "-" : "") + result
    }

    static func dates(_ start: LocalDate?, _ end: LocalDate?) -> String {
        switch (start, end) {
        case (let start?, let end?) where start == end: start.description
        case (let start?, let end?): "\(start) → \(end)"
        case (let start?, nil): localized("dates.from", ["date": start])
        case (nil, let end?): localized("dates.until", ["date": end])
        case (nil, nil): ""
        }
    }

    static func coordinate(_ latitude: Double, _ longitude: Double) -> String {
        String(format: "%.6f,%.6f", latitude, longitude)
    }
}

/// Short numbers written digit by digit into a buffer on the stack: a 10,000-stop route prints 20,000
/// of them, and interpolation or `String(Int)` cost several times as much each.
enum ShortText {
    /// `value`, then `.tenths` when given (a digit 0-9), then `unit` (ASCII, at most 4 bytes).
    static func number(_ value: Int, tenths: Int?, unit: StaticString) -> String {
        // 20 digits, a sign, a point and a digit, and the unit fit in 32 bytes; the text is written
        // backwards from the end. Up to 15 bytes, as almost every figure is, the string holds them
        // inline and nothing is allocated.
        var storage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &storage) { bytes in
            var start = bytes.count
            unit.withUTF8Buffer { unit in
                for byte in unit.reversed() {
                    start -= 1
                    bytes[start] = byte
                }
            }
            if let tenths {
                bytes[start - 1] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: tenths)
                bytes[start - 2] = UInt8(ascii: ".")
                start -= 2
            }
            var rest = value.magnitude
            repeat {
                start -= 1
                bytes[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            if value < 0 {
                start -= 1
                bytes[start] = UInt8(ascii: "-")
            }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
        }
    }
}
