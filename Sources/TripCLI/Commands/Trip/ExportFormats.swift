import Foundation
import TripFormats
import TripGeo
import TripModel
import TripPlanning

/// `trip export --format gpx|geojson|kml|csv|ics|md|svg|gmaps`: the interchange formats of TripFormats.
///
/// ExportCommand keeps the trip document (json) and hands every other format here.
enum ExportFormats {
    /// The formats listed in help and in the error for an unknown one.
    static let names = ["json"] + ExportFormat.allCases.map(\.rawValue)

    /// Metres between stops for leg and day distances: the WGS84 geodesic, the figure `show`, `stop list` and
    /// `route` print (``Distances``), so an exported CSV's legs match what the user saw.
    static let distance: DistanceFunction = Geodesic.distance

    /// Writes the trip in `formatName` to `-o FILE` or standard output.
    /// - Throws: ``CLIError/usage(_:helpPath:)`` for an unknown format, ``CLIError/dataError(_:)`` when the
    ///   trip cannot be written in it (a calendar needs a start date).
    static func run(_ formatName: String, _ arguments: ParsedArguments, _ context: CommandContext) throws {
        guard let format = ExportFormat(rawValue: formatName) else {
            throw CLIError.usage(
                "unknown --format '\(formatName)'; use one of \(names.joined(separator: ", "))", helpPath: ["export"])
        }
        let trip = try context.database().read { try context.loadTrip(arguments.positional(0), in: $0) }
        let text: String
        do {
            var itinerary = Itinerary(trip: trip, distance: distance)
            if trip.hasClock { itinerary.schedule = schedule(of: trip) }
            text = try TripExporter.export(itinerary, as: format)
        } catch let error as FormatError {
            throw CLIError.dataError(error.description)
        }
        try OutputFile.write(
            Data(text.utf8), to: arguments.value("output"), force: arguments.flag("force"), context: context)
        if let path = arguments.value("output") {
            context.note("Wrote '\(trip.name)' as \(format.rawValue) to \(path)")
        }
    }

    /// The visit times of a trip with times, as `trip schedule` computes them.
    static func schedule(of trip: Trip) -> ItinerarySchedule {
        let schedule = TripScheduler.schedule(trip)
        var visits: [UUID: ItinerarySchedule.Visit] = [:]
        for day in schedule.days {
            for visit in day.visits {
                visits[visit.stop.id] = ItinerarySchedule.Visit(
                    day: day.day, start: visit.arrival + visit.wait, end: visit.departure)
            }
        }
        return ItinerarySchedule(timeZone: schedule.timeZone, visits: visits)
    }
}
