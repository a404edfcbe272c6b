import Foundation
import TripModel
import TripPlanning

/// The `--json` shape of `trip schedule`: times as `HH:MM` (past midnight they count on: `25:10`),
/// durations in minutes, distances in meters, money in minor units of `currency`.
extension ScheduleReport {
    struct Document: Encodable {
        var trip: String
        var timeZone: String
        var currency: String
        var days: [Day]
        var unscheduled: [String]
    }

    struct Day: Encodable {
        var day: Int
        var date: String?
        var start: String
        var end: String
        var latestEnd: String?
        var startLodging: String?
        var endLodging: String?
        var visits: [Visit]
        var returnLeg: Leg?
        var travelMinutes: Int
        var walkingMeters: Double
        var taxiFare: Int64
        var warnings: [Warning]
    }

    struct Visit: Encodable {
        var stopId: String
        var position: Int
        var name: String
        var leg: Leg?
        var arrival: String
        var waitMinutes: Int
        var stayMinutes: Int
        var departure: String
    }

    struct Leg: Encodable {
        var mode: String
        var departure: String
        var straightMeters: Double
        var roadMeters: Double
        var minutes: Int
        var fare: Int64
    }

    struct Warning: Encodable {
        var kind: String
        var message: String
    }

    var document: Document {
        Document(
            trip: trip.name, timeZone: schedule.timeZone.identifier, currency: model.currency,
            days: schedule.days.map(day), unscheduled: schedule.unscheduled.map(\.id.lowercasedString))
    }

    private func day(_ day: DaySchedule) -> Day {
        var leaving = day.start
        var visits: [Visit] = []
        for visit in day.visits {
            visits.append(
                Visit(
                    stopId: visit.stop.id.lowercasedString, position: visit.stop.position, name: visit.stop.name,
                    leg: visit.leg.map { leg($0, departure: leaving) }, arrival: time(visit.arrival),
                    waitMinutes: visit.wait, stayMinutes: visit.stay, departure: time(visit.departure)))
            leaving = visit.departure
        }
        return Day(
            day: day.day, date: day.date?.description, start: time(day.start), end: time(day.end),
            latestEnd: day.latestEnd.map(time), startLodging: day.startLodging?.name, endLodging: day.endLodging?.name,
            visits: visits, returnLeg: day.returnLeg.map { leg($0, departure: leaving) },
            travelMinutes: day.travelMinutes, walkingMeters: Meters.round(day.walkingMeters), taxiFare: taxiFare(day),
            warnings: day.allWarnings.map(warning))
    }

    /// Scripts read the JSON, so its warnings stay in English whatever the language of the command.
    private func warning(_ warning: ScheduleWarning) -> Warning {
        Language.$current.withValue(.english) { Warning(kind: warning.kind, message: warning.message) }
    }

    private func leg(_ leg: LegEstimate, departure: Int) -> Leg {
        Leg(
            mode: leg.mode.rawValue, departure: time(departure), straightMeters: Meters.round(leg.straightMeters),
            roadMeters: Meters.round(leg.roadMeters), minutes: leg.minutes, fare: fare(leg, departure: departure))
    }
}

/// Distances in JSON to the meter: the estimates are not finer than that.
enum Meters {
    static func round(_ meters: Double) -> Double { meters.rounded() }
}
