/// A calendar date without a time zone, written `YYYY-MM-DD` (proleptic Gregorian calendar).
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Creates a date, or returns nil when the day does not exist (2026-02-30) or the year is outside 1…9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...LocalDate.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `YYYY-MM-DD`.
    public init?(_ text: String) {
        var text = text
        guard let date = text.withUTF8({ $0.count == 10 ? LocalDate(datePrefixOf: $0) : nil }) else { return nil }
        self = date
    }

    /// The date in the first ten bytes of `chars` (`YYYY-MM-DD`), whatever follows: a timestamp reads
    /// its date in place instead of copying it into a string of its own.
    init?(datePrefixOf chars: UnsafeBufferPointer<UInt8>) {
        guard chars.count >= 10, chars[4] == UInt8(ascii: "-"), chars[7] == UInt8(ascii: "-"),
            let year = Timestamp.number(chars, 0, 4), let month = Timestamp.number(chars, 5, 2),
            let day = Timestamp.number(chars, 8, 2)
        else { return nil }
        self.init(year: Int(year), month: Int(month), day: Int(day))
    }

    /// Parses the compact `YYYYMMDD` form TourAPI uses.
    public init?(compact text: String) {
        var text = text
        let fields = text.withUTF8 { chars -> (Int64, Int64, Int64)? in
            guard chars.count == 8, let year = Timestamp.number(chars, 0, 4),
                let month = Timestamp.number(chars, 4, 2), let day = Timestamp.number(chars, 6, 2)
            else { return nil }
            return (year, month, day)
        }
        guard let (year, month, day) = fields else { return nil }
        self.init(year: Int(year), month: Int(month), day: Int(day))
    }

    /// The date `daysSinceEpoch` days after 1970-01-01 (negative before it).
    public init(daysSinceEpoch: Int64) {
        // Howard Hinnant's civil-from-days: exact for the whole proleptic Gregorian range.
        let z = daysSinceEpoch + 719_468
        let era = Int64.floorDiv(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        self.year = Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0))
        self.month = Int(month)
        self.day = Int(day)
    }

    /// Days since 1970-01-01.
    public var daysSinceEpoch: Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = Int64.floorDiv(y, 400)
        let yearOfEra = y - era * 400
        let m = Int64(month)
        let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `count` days later (earlier when negative).
    public func adding(days count: Int) -> LocalDate {
        LocalDate(daysSinceEpoch: daysSinceEpoch + Int64(count))
    }

    public var description: String {
        let y = String(year)
        let m = String(month)
        let d = String(day)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + (m.count < 2 ? "0" : "") + m + "-"
            + (d.count < 2 ? "0" : "") + d
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

extension LocalDate: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = LocalDate(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: localized("document.date-malformed", ["text": text]))
        }
        self = value
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
