import Foundation
import TripFormats
import TripGeo
import TripModel
import TripPlanning

/// `trip export --format gpx|geojson|kml|csv|ics|md|svg|html|pdf|gmaps`: the interchange formats of
/// TripFormats, and the HTML page printed to PDF.
///
/// ExportCommand keeps the trip document (json) and hands every other format here.
enum ExportFormats {
    /// The formats listed in help and in the error for an unknown one.
    static let names = ["json"] + ExportFormat.allCases.map(\.rawValue) + ["pdf"]

    /// Metres between stops for leg and day distances: the WGS84 geodesic, the figure `show`, `stop list` and
    /// `route` print (``TripLegs``), so an exported CSV's legs match what the user saw.
    static let distance: DistanceFunction = Geodesic.distance

    /// Writes the trip in `format` to `-o FILE` or standard output.
    /// - Parameters:
    ///   - formatName: the name the user gave, for the note; `pdf` prints the `html` page.
    /// - Throws: ``CLIError/dataError(_:)`` when the trip cannot be written in it (a calendar needs a start
    ///   date), ``CLIError/unavailable(_:)`` for a PDF without Chromium.
    static func run(
        _ format: ExportFormat, named formatName: String, isPDF: Bool, _ options: ExportCommand.Options,
        _ context: CommandContext
    ) throws {
        let output = options.output
        let chromium = isPDF ? try ChromiumLocator(environment: context.io.environment).locate() : nil
        let trip = try context.database().read { try context.loadTrip(options.tripReference, in: $0) }
        let fares = options.taxi.map {
            PageFares(model: $0, people: trip.companions.count + 1, detour: FareCommand.defaultDetour)
        }
        // The words of a page, Markdown or map follow the command (`--lang`, else the locale).
        let page = PageOptions(language: Language.current, fares: fares)
        var itinerary = Itinerary(trip: trip, distance: distance)
        if trip.hasClock { itinerary.schedule = schedule(of: trip) }
        let text = try TripExporter.export(itinerary, as: format, page: page)
        var data = Data(text.utf8)
        if let chromium { data = try ChromiumPrinter(executable: chromium).printPDF(html: data) }
        try OutputFile.write(data, to: output, force: options.force, context: context)
        if let output, output != "-" {
            context.note(localized("trip.export.wrote-as", ["trip": trip.name, "format": formatName, "path": output]))
        }
    }

    /// The timeline of a trip with times, as `trip schedule` computes it: visits, legs, lodgings, warnings.
    static func schedule(of trip: Trip) -> ItinerarySchedule {
        let schedule = TripScheduler.schedule(trip)
        var visits: [UUID: ItinerarySchedule.Visit] = [:]
        var days: [Int: ItinerarySchedule.Day] = [:]
        for day in schedule.days {
            for visit in day.visits {
                visits[visit.stop.id] = ItinerarySchedule.Visit(
                    day: day.day, start: visit.arrival + visit.wait, end: visit.departure, arrival: visit.arrival,
                    leg: visit.leg.map(exported), warnings: visit.warnings.map(exported))
            }
            days[day.day] = ItinerarySchedule.Day(
                day: day.day, start: day.start, end: day.end, startLodging: day.startLodging,
                endLodging: day.endLodging, returnLeg: day.returnLeg.map(exported), warnings: day.warnings.map(exported)
            )
        }
        return ItinerarySchedule(timeZone: schedule.timeZone, visits: visits, days: days)
    }

    private static func exported(_ leg: LegEstimate) -> ItinerarySchedule.Leg {
        ItinerarySchedule.Leg(mode: leg.mode, minutes: leg.minutes, roadMeters: leg.roadMeters)
    }

    /// The stop's name is dropped: the page shows a visit's warnings on the stop's own row.
    private static func exported(_ warning: ScheduleWarning) -> ItinerarySchedule.Warning {
        switch warning {
        case .closedAtArrival(_, let arrival): .closedAtArrival(arrival: arrival)
        case .closedAllDay(_, let weekday): .closedAllDay(weekday: weekday)
        case .closesDuringStay(_, let closing, let departure): .closesDuringStay(closing: closing, departure: departure)
        case .fixedArrivalMissed(_, let planned, let arrival): .fixedArrivalMissed(planned: planned, arrival: arrival)
        case .dayRunsLate(let end, let latestEnd): .dayRunsLate(end: end, latestEnd: latestEnd)
        case .weekdayUnknown(let stops): .weekdayUnknown(stops: stops)
        }
    }
}
