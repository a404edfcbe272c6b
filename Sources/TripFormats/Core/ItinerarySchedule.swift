public import Foundation
import TripModel

/// When each stop is visited, from the trip's schedule; the formats that show times read it.
///
/// TripFormats does not plan: the caller computes the timeline (TripPlanning) and hands the result
/// here, so an export shows exactly what `trip schedule` shows.
public struct ItinerarySchedule: Sendable {
    /// When one visit begins and ends, in minutes since midnight of its day (past 24:00 on late days).
    public struct Visit: Sendable, Equatable {
        public var day: Int
        public var start: Int
        public var end: Int

        public init(day: Int, start: Int, end: Int) {
            self.day = day
            self.start = start
            self.end = end
        }
    }

    /// The zone the wall-clock times are in.
    public var timeZone: TimeZone
    /// Visits by stop id; stops missing here have no time.
    public var visits: [UUID: Visit]

    public init(timeZone: TimeZone, visits: [UUID: Visit]) {
        self.timeZone = timeZone
        self.visits = visits
    }

    /// `HH:MM–HH:MM` for a stop, or nil.
    public func label(_ id: UUID) -> String? {
        guard let visit = visits[id] else { return nil }
        return TimeOfDay.format(minutes: visit.start) + "–" + TimeOfDay.format(minutes: visit.end)
    }

    /// The instant of `minutes` after midnight of `date` in the schedule's time zone.
    func instant(_ date: LocalDate, minutes: Int) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let day = date.adding(days: minutes / (24 * 60))
        let rest = minutes % (24 * 60)
        return calendar.date(
            from: DateComponents(year: day.year, month: day.month, day: day.day, hour: rest / 60, minute: rest % 60))
    }
}
