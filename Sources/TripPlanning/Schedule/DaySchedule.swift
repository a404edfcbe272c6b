public import Foundation
public import TripModel

/// A place a timeline passes through: a stop of the trip or a lodging.
public enum SchedulePlace: Hashable, Sendable {
    case stop(Stop)
    case lodging(Lodging)

    public var name: String {
        switch self {
        case .stop(let stop): stop.name
        case .lodging(let lodging): lodging.name
        }
    }
}

/// One visit on a day's timeline. Times are minutes since the day's midnight and may pass 24:00.
public struct ScheduledVisit: Hashable, Sendable {
    public var stop: Stop
    /// The leg that brought us here; nil for the first stop of a day without a lodging.
    public var leg: LegEstimate?
    public var arrival: Int
    /// Minutes spent waiting for the place to open or for a fixed arrival time.
    public var wait: Int
    public var stay: Int
    public var departure: Int
    public var warnings: [ScheduleWarning]
}

/// One day as a timeline from its lodging back to a lodging.
public struct DaySchedule: Hashable, Sendable {
    public var day: Int
    /// The calendar date, when the trip has a start date.
    public var date: LocalDate?
    public var start: Int
    /// The day's latest end, if set.
    public var latestEnd: Int?
    /// Where the day starts and ends; nil when the day has no lodging (it starts at its first stop).
    public var startLodging: Lodging?
    public var endLodging: Lodging?
    public var visits: [ScheduledVisit]
    /// The leg back to the end lodging, leaving at the last departure.
    public var returnLeg: LegEstimate?
    /// When the day is over: back at the lodging, or leaving the last stop.
    public var end: Int
    /// Warnings about the day as a whole (it runs late, weekday hours could not be checked).
    public var warnings: [ScheduleWarning]

    /// Every leg of the day in order, with the minute it leaves.
    public var legs: [(departure: Int, leg: LegEstimate)] {
        var legs: [(Int, LegEstimate)] = []
        var leaving = start
        for visit in visits {
            if let leg = visit.leg { legs.append((leaving, leg)) }
            leaving = visit.departure
        }
        if let returnLeg { legs.append((leaving, returnLeg)) }
        return legs
    }

    /// Total travel minutes of the day.
    public var travelMinutes: Int { legs.reduce(0) { $0 + $1.leg.minutes } }

    /// Road meters walked (legs by ``TravelMode/walk``).
    public var walkingMeters: Double {
        legs.filter { $0.leg.mode == .walk }.reduce(0) { $0 + $1.leg.roadMeters }
    }

    /// Every warning of the day and its visits.
    public var allWarnings: [ScheduleWarning] { visits.flatMap(\.warnings) + warnings }
}

/// A trip's schedule: its days in order and the stops no day holds.
public struct TripSchedule: Hashable, Sendable {
    public var days: [DaySchedule]
    /// Stops without a day in a trip where other stops have one; they are on no timeline.
    public var unscheduled: [Stop]
    /// The time zone the times are in.
    public var timeZone: TimeZone
}
