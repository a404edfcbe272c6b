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
        /// When the visit itself begins: after any waiting.
        public var start: Int
        public var end: Int
        /// When the stop is reached; earlier than ``start`` by the waiting for opening or a fixed time.
        public var arrival: Int
        /// The leg that brings us here; nil for a day's first stop without a lodging.
        public var leg: Leg?
        public var warnings: [Warning]

        /// - Parameters:
        ///   - arrival: When the stop is reached; defaults to `start` (no waiting).
        public init(day: Int, start: Int, end: Int, arrival: Int? = nil, leg: Leg? = nil, warnings: [Warning] = []) {
            self.day = day
            self.start = start
            self.end = end
            self.arrival = arrival ?? start
            self.leg = leg
            self.warnings = warnings
        }

        /// Minutes between arriving and the visit's start.
        public var wait: Int { start - arrival }
        /// Minutes spent at the stop.
        public var stay: Int { end - start }
    }

    /// The zone the wall-clock times are in.
    public var timeZone: TimeZone
    /// Visits by stop id; stops missing here have no time.
    public var visits: [UUID: Visit]
    /// Each scheduled day's frame (lodging, start, return, warnings) by day number.
    public var days: [Int: Day]

    public init(timeZone: TimeZone, visits: [UUID: Visit], days: [Int: Day] = [:]) {
        self.timeZone = timeZone
        self.visits = visits
        self.days = days
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
