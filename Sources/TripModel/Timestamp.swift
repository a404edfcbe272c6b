/// An instant in UTC with millisecond precision, written as ISO-8601 (`2026-11-30T13:06:50.123Z`).
///
/// Milliseconds since the Unix epoch are stored exactly, so a timestamp survives any number of
/// round trips through JSON and SQLite unchanged: merges compare `updatedAt` values exactly.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let millisecondsSinceEpoch: Int64

    public init(millisecondsSinceEpoch: Int64) {
        self.millisecondsSinceEpoch = millisecondsSinceEpoch
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.millisecondsSinceEpoch < rhs.millisecondsSinceEpoch
    }

    /// The ISO-8601 form, always 24 characters for years 0…9999.
    public var description: String {
        let millis = Int64.floorMod(millisecondsSinceEpoch, 1000)
        let seconds = Int64.floorDiv(millisecondsSinceEpoch, 1000)
        let days = Int64.floorDiv(seconds, 86_400)
        let secondOfDay = Int64.floorMod(seconds, 86_400)
        let date = LocalDate(daysSinceEpoch: days)
        if (0...9_999).contains(date.year) {
            return Self.digits(date, secondOfDay: secondOfDay, millis: millis)
        }
        return date.description + "T" + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":"
            + pad(secondOfDay % 60, 2) + "." + pad(millis, 3) + "Z"
    }

    /// The ISO-8601 form of a time in years 0…9999, written byte by byte: a bulk import writes three
    /// timestamps per spot and a restore two per stop, and joining eleven small strings for each showed
    /// in both profiles.
    private static func digits(_ date: LocalDate, secondOfDay: Int64, millis: Int64) -> String {
        String(unsafeUninitializedCapacity: 24) { buffer in
            var index = 0
            func put(_ value: Int64, _ width: Int) {
                var rest = value
                for offset in stride(from: width - 1, through: 0, by: -1) {
                    buffer[index + offset] = UInt8(truncatingIfNeeded: 48 + rest % 10)
                    rest /= 10
                }
                index += width
            }
            func mark(_ byte: Unicode.Scalar) {
                buffer[index] = UInt8(byte.value)
                index += 1
            }
            put(Int64(date.year), 4)
            mark("-")
            put(Int64(date.month), 2)
            mark("-")
            put(Int64(date.day), 2)
            mark("T")
            put(secondOfDay / 3600, 2)
            mark(":")
            put(secondOfDay / 60 % 60, 2)
            mark(":")
            put(secondOfDay % 60, 2)
            mark(".")
            put(millis, 3)
            mark("Z")
            return index
        }
    }

    /// The first instant every reader accepts: 0001-01-01T00:00:00.000Z.
    public static let earliest = Timestamp(millisecondsSinceEpoch: -62_135_596_800_000)
    /// The last instant every reader accepts: 9999-12-31T23:59:59.999Z.
    public static let latest = Timestamp(millisecondsSinceEpoch: 253_402_300_799_999)

    /// Whether the instant falls in years 1…9999 UTC, the range the ISO-8601 form can be read back
    /// from. A value outside it could be stored but never read again, so every input refuses it.
    public var isInRange: Bool {
        (Timestamp.earliest...Timestamp.latest).contains(self)
    }

    /// Parses `YYYY-MM-DDTHH:MM:SS[.fff…]Z` or with a `±HH:MM` offset. Returns nil for anything else,
    /// including an offset beyond ±23:59 and an instant outside years 1…9999 UTC.
    public init?(iso8601 text: String) {
        guard case .success(let value) = Timestamp.parse(text) else { return nil }
        self = value
    }

    /// ``init(iso8601:)`` over UTF-8 bytes read in place, such as a database column's text: loading
    /// 10,000 stops parses 10,000 timestamps, and a string of each cost two allocations.
    public init?(iso8601UTF8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let (local, offset) = Timestamp.fields(bytes), let value = Timestamp.value(local, offset) else {
            return nil
        }
        self = value
    }

    /// Why `text` is not an acceptable timestamp, as the end of a sentence, or nil when it is one.
    public static func problem(iso8601 text: String) -> String? {
        switch parse(text) {
        case .success: nil
        case .failure(let problem): problem.description
        }
    }

    /// What can be wrong with a timestamp's text.
    enum ParseProblem: Error, CustomStringConvertible {
        case malformed(String)
        case offset(String)
        case outOfRange(String)

        var description: String {
            switch self {
            case .malformed(let text):
                localized("document.timestamp-malformed", ["text": text])
            case .offset(let text):
                localized("document.timestamp-offset", ["text": text])
            case .outOfRange(let text):
                localized("document.timestamp-range", ["text": text])
            }
        }
    }

    static func parse(_ text: String) -> Result<Timestamp, ParseProblem> {
        var text = text
        guard let (local, offset) = text.withUTF8({ fields($0) }) else { return .failure(.malformed(text)) }
        guard abs(offset.hours) < 24, abs(offset.minutes) < 60 else { return .failure(.offset(text)) }
        return value(local, offset).map { .success($0) } ?? .failure(.outOfRange(text))
    }

    /// The instant of wall-clock milliseconds `local` at `offset`, or nil when the offset is out of
    /// bounds or the instant outside years 1…9999.
    private static func value(_ local: Int64, _ offset: (hours: Int64, minutes: Int64)) -> Timestamp? {
        guard abs(offset.hours) < 24, abs(offset.minutes) < 60 else { return nil }
        let value = Timestamp(millisecondsSinceEpoch: local - offset.hours * 3_600_000 - offset.minutes * 60_000)
        return value.isInRange ? value : nil
    }

    /// The wall-clock milliseconds (as if the text were UTC) and the offset, both parts carrying its sign.
    private static func fields(_ chars: UnsafeBufferPointer<UInt8>) -> (Int64, (hours: Int64, minutes: Int64))? {
        guard chars.count >= 20, let date = LocalDate(datePrefixOf: chars),
            chars[10] == UInt8(ascii: "T") || chars[10] == UInt8(ascii: " "),
            let hour = Timestamp.number(chars, 11, 2), chars[13] == UInt8(ascii: ":"),
            let minute = Timestamp.number(chars, 14, 2), chars[16] == UInt8(ascii: ":"),
            let second = Timestamp.number(chars, 17, 2), hour < 24, minute < 60, second < 61
        else { return nil }
        var index = 19
        var millis: Int64 = 0
        if index < chars.count, chars[index] == UInt8(ascii: ".") {
            index += 1
            var digits = 0
            while index < chars.count, let digit = Timestamp.digit(chars[index]) {
                if digits < 3 { millis = millis * 10 + digit }
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            for _ in digits..<max(digits, 3) { millis *= 10 }
        }
        guard let offset = Timestamp.offset(chars, index) else { return nil }
        let seconds = date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second
        return (seconds * 1000 + millis, offset)
    }

    private static func offset(_ chars: UnsafeBufferPointer<UInt8>, _ index: Int) -> (hours: Int64, minutes: Int64)? {
        guard index < chars.count else { return nil }
        if chars[index] == UInt8(ascii: "Z"), index == chars.count - 1 { return (0, 0) }
        guard chars.count == index + 6, chars[index] == UInt8(ascii: "+") || chars[index] == UInt8(ascii: "-"),
            let hours = number(chars, index + 1, 2), chars[index + 3] == UInt8(ascii: ":"),
            let minutes = number(chars, index + 4, 2)
        else { return nil }
        let sign: Int64 = chars[index] == UInt8(ascii: "-") ? -1 : 1
        return (sign * hours, sign * minutes)
    }

    static func digit(_ char: UInt8) -> Int64? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(char) ? Int64(char - UInt8(ascii: "0")) : nil
    }

    static func number(_ chars: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int64? {
        guard start + count <= chars.count else { return nil }
        var value: Int64 = 0
        for index in start..<start + count {
            guard let digit = digit(chars[index]) else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    private func pad(_ value: Int64, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}

extension Timestamp: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        switch Timestamp.parse(text) {
        case .success(let value): self = value
        case .failure(let problem):
            throw DecodingError.dataCorruptedError(in: container, debugDescription: problem.description)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension Int64 {
    static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        let quotient = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
    }

    static func floorMod(_ a: Int64, _ b: Int64) -> Int64 {
        a - floorDiv(a, b) * b
    }
}
