import Foundation
import TripGeo
import TripModel
import TripStore

/// Where `spots near PLACE` measures from: `lat,lon`, a stop of a trip, or `current`.
enum SpotPlace {
    /// The coordinate PLACE names, with a label for messages.
    /// - Parameters:
    ///   - text: `37.5796,126.977`, `current`, or a stop (position, id prefix or name).
    ///   - trip: the trip a stop is looked up in (default: the current trip).
    static func resolve(
        _ text: String, trip: String?, context: CommandContext, in transaction: Transaction
    ) throws -> (coordinate: Coordinate, label: String) {
        if text.contains(","), text.first.map({ $0.isNumber || $0 == "-" || $0 == "+" }) == true {
            return (try ValueParsing.coordinate(text, what: "PLACE"), text)
        }
        let loaded = try context.loadTrip(text == "current" ? nil : trip, in: transaction)
        let stop: Stop
        if text == "current" {
            stop = try nextStop(of: loaded, today: today(context))
        } else {
            stop = try context.resolveStop(text, in: loaded)
        }
        guard let coordinate = stop.coordinate else {
            throw CLIError.dataError(localized("spots.place.no-coordinate", ["name": stop.name]))
        }
        return (coordinate, "\(stop.position). \(stop.name)")
    }

    /// The current trip's next stop.
    ///
    /// Stops carry no "visited" mark, so "next" is read from the calendar: when the trip has a start
    /// date and today falls on day N of it, the next stop is the first stop (in visiting order) planned
    /// for day N or later, stops without a day counting as today's. Before the trip starts, or when it
    /// has no start date, it is the first stop; after the last planned day, the last stop.
    static func nextStop(of trip: Trip, today: LocalDate) throws -> Stop {
        let stops = trip.stops.sorted { $0.position < $1.position }
        guard let first = stops.first, let last = stops.last else {
            throw CLIError.dataError(localized("spots.place.no-stops", ["name": trip.name]))
        }
        guard let start = trip.startDate, today >= start else { return first }
        let dayNumber = Int(today.daysSinceEpoch - start.daysSinceEpoch) + 1
        return stops.first { ($0.day ?? dayNumber) >= dayNumber } ?? last
    }

    /// Today's date in the user's time zone (the calendar a traveller lives by).
    static func today(_ context: CommandContext) -> LocalDate {
        let now = context.now().millisecondsSinceEpoch / 1000 + Int64(TimeZone.current.secondsFromGMT())
        return LocalDate(daysSinceEpoch: now >= 0 ? now / 86_400 : (now - 86_399) / 86_400)
    }
}
