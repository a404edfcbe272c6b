public import TripModel

// The parts of a timeline beyond visit times: legs, days from lodging to lodging, and what does not
// work out. TripFormats cannot see TripPlanning's types (the arrows point down), so the caller copies
// its schedule into these plain values.
extension ItinerarySchedule {
    /// How a leg is travelled and how long it takes, as the schedule estimated it.
    public struct Leg: Sendable, Equatable {
        public var mode: TravelMode
        public var minutes: Int
        /// The estimated road distance: the straight line × the mode's detour.
        public var roadMeters: Double

        public init(mode: TravelMode, minutes: Int, roadMeters: Double) {
            self.mode = mode
            self.minutes = minutes
            self.roadMeters = roadMeters
        }
    }

    /// One day's frame: it leaves a lodging at `start` and is over at `end`, back at a lodging if it has one.
    public struct Day: Sendable, Equatable {
        public var day: Int
        public var start: Int
        public var end: Int
        public var startLodging: Lodging?
        public var endLodging: Lodging?
        /// The leg from the last stop back to ``endLodging``.
        public var returnLeg: Leg?
        /// Warnings about the day as a whole.
        public var warnings: [Warning]

        public init(
            day: Int, start: Int, end: Int, startLodging: Lodging? = nil, endLodging: Lodging? = nil,
            returnLeg: Leg? = nil, warnings: [Warning] = []
        ) {
            self.day = day
            self.start = start
            self.end = end
            self.startLodging = startLodging
            self.endLodging = endLodging
            self.returnLeg = returnLeg
            self.warnings = warnings
        }
    }

    /// Something in the timeline that does not work out; the page words it in its language.
    public enum Warning: Sendable, Equatable {
        /// Reached at `arrival` with nothing open then or later that day.
        case closedAtArrival(arrival: Int)
        case closedAllDay(weekday: Weekday)
        /// The place closes at `closing`, before the stay ends at `departure`.
        case closesDuringStay(closing: Int, departure: Int)
        /// A fixed arrival time that cannot be met.
        case fixedArrivalMissed(planned: TimeOfDay, arrival: Int)
        /// The day is over at `end`, after its latest end.
        case dayRunsLate(end: Int, latestEnd: TimeOfDay)
        /// Hours that differ by weekday, unchecked because the trip has no start date.
        case weekdayUnknown(stops: [String])
    }
}
