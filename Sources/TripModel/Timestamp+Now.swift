import Foundation

extension Timestamp {
    /// The current time, truncated to milliseconds.
    @Sendable public static func now() -> Timestamp {
        Timestamp(millisecondsSinceEpoch: Int64((Date().timeIntervalSince1970 * 1000).rounded(.down)))
    }

    /// The calendar date of this instant in UTC.
    public var utcDate: LocalDate {
        LocalDate(daysSinceEpoch: Int64.floorDiv(millisecondsSinceEpoch, 86_400_000))
    }
}
