/// A day of the week, in ISO order (Monday first), with OpenStreetMap's two-letter names.
public enum Weekday: Int, CaseIterable, Hashable, Sendable, Comparable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    /// `Mo`, `Tu`, … as opening_hours writes them.
    public var abbreviation: String {
        ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"][rawValue - 1]
    }

    /// The weekday named by an opening_hours abbreviation, or nil.
    public init?(abbreviation: some StringProtocol) {
        guard let index = Weekday.allCases.firstIndex(where: { $0.abbreviation == abbreviation }) else { return nil }
        self = Weekday.allCases[index]
    }

    /// The weekday of a date (1970-01-01 was a Thursday).
    public init(_ date: LocalDate) {
        let offset = Int((date.daysSinceEpoch % 7 + 7) % 7)
        self = Weekday(rawValue: (offset + 3) % 7 + 1) ?? .monday
    }

    /// The days from `self` to `last`, wrapping past Sunday (`Fr-Mo` is Friday to Monday).
    func through(_ last: Weekday) -> [Weekday] {
        var days = [self]
        var day = self
        while day != last {
            day = Weekday(rawValue: day.rawValue % 7 + 1) ?? .monday
            days.append(day)
        }
        return days
    }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}
