import Foundation
import TripGeo

/// The invariants of a trip's clock: its time zone, travel modes and day records.
extension TripRules {
    static func scheduleViolation(_ trip: Trip) -> Violation? {
        if let name = trip.timeZone, TimeZone(identifier: name) == nil {
            return Violation(field: "timeZone", index: nil, message: ModelError.unknownTimeZone(name).description)
        }
        for mode in TravelMode.allCases {
            if let problem = trip.travelModes[mode]?.problem {
                return Violation(
                    field: "travelModes", index: nil,
                    message: localized("schedule.travel-mode", ["mode": mode.rawValue, "problem": problem]))
            }
        }
        var previous = 0
        for (index, day) in trip.days.enumerated() {
            guard (1...StopRules.maximumDay).contains(day.day) else {
                return Violation(
                    field: "dayPlans", index: index,
                    message: localized("schedule.day-range", ["day": day.day, "limit": StopRules.maximumDay]))
            }
            guard day.day > previous else {
                return Violation(field: "dayPlans", index: index, message: localized("schedule.days-in-order"))
            }
            previous = day.day
            if let lodging = day.lodging, let problem = lodgingProblem(lodging) {
                return Violation(field: "dayPlans", index: index, message: problem)
            }
        }
        return nil
    }

    static func lodgingProblem(_ lodging: Lodging) -> String? {
        if lodging.name.isBlank {
            return localized("schedule.lodging-needs-name")
        }
        if let problem = TextRules.nameProblem(
            lodging.name, what: localized("subject.the-lodging-name"), limit: InputLimits.stopName)
        {
            return problem
        }
        if Coordinate(latitude: lodging.latitude, longitude: lodging.longitude) == nil {
            return localized(
                "schedule.lodging-coordinate",
                ["name": lodging.name, "latitude": lodging.latitude, "longitude": lodging.longitude])
        }
        return nil
    }
}
