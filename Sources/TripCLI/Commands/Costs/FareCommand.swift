import Foundation
import TripGeo
import TripModel
import TripPlanning

enum FareCommand {
    static let spec = CommandSpec(
        name: "fare", abstract: "Estimate taxi fares for a leg, a day or the whole route, and each person's share.",
        discussion: """
            Each leg is priced as its own ride. Road distance is the straight-line distance times the
            detour factor. Distance steps count only when complete (Seoul mid-size: 100 KRW per full 131 m
            after 1.6 km). A night surcharge multiplies the whole fare, chosen by the departure time, and the
            result rounds to the model's unit (nearest 100 KRW in Seoul); shares round up to that unit.
            Charges for slow traffic are not included. Without --at, a trip with times (see 'trip schedule')
            prices each leg at its scheduled departure, so the night surcharge applies leg by leg; a trip
            without times is priced at the day rate.
            Without --taxi or --model the tariff is that of the city holding most of the priced legs' stops
            (Seoul, Incheon, Daejeon, Daegu, Gwangju, Busan or Jeju), placed by the spot's TourAPI area or else
            by coordinates; with none of them it is Seoul's. A note on standard error says which was used.
            """,
        arguments: [ArgumentSpec("trip", "Trip name or id (default: the current trip)", optional: true)],
        options: FareOptions.specs,
        run: run)

    static let defaultDetour = 1.3

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try FareOptions(arguments, io: context.io)
        let (trip, areas) = try context.database().read { transaction in
            let trip = try context.loadTrip(options.tripReference, in: transaction)
            return (trip, try FareTariff.spotAreas(of: trip, in: transaction))
        }
        let tariff = try FareTariff.choose(options, trip: trip, spotAreas: areas)
        let scheduled = options.departure == nil && trip.hasClock
        let estimate = try FareEstimate(
            stops: trip.stops, selection: options.selection, model: tariff.model,
            departure: options.departure ?? daytime, departures: scheduled ? scheduledDepartures(trip) : [:],
            people: options.people ?? trip.companions.count + 1, detour: options.detour,
            distance: DistanceMethod.measure)
        let report = FareReport(
            trip: trip, estimate: estimate, model: tariff.model, atGiven: options.departure != nil,
            scheduled: scheduled, tariff: tariff)
        if let note = tariff.note { context.note(localized("costs.note", ["note": note])) }
        if options.json { return try context.printJSON(report.document) }
        report.write(to: context)
    }

    /// When each leg leaves by the trip's schedule, by leg index (the index of its first stop): the
    /// departure of the stop it leaves, on that stop's own day (a time past midnight wraps around).
    static func scheduledDepartures(_ trip: Trip) -> [Int: TimeOfDay] {
        var leaving: [UUID: Int] = [:]
        for day in TripScheduler.schedule(trip).days {
            for visit in day.visits { leaving[visit.stop.id] = visit.departure }
        }
        var departures: [Int: TimeOfDay] = [:]
        for (index, stop) in trip.stops.enumerated() {
            guard let minutes = leaving[stop.id] else { continue }
            departures[index] = TimeOfDay(minutes: minutes % TimeOfDay.minutesPerDay)
        }
        return departures
    }

    /// The departure assumed without `--at`: noon, inside every day tariff.
    static let daytime = TimeOfDay.noon

    /// Straight-line distances on the WGS84 ellipsoid, the same figure `trip show` and `trip route` print.
    enum DistanceMethod {
        static let name = "geodesic (WGS84)"
        static func measure(_ a: Coordinate, _ b: Coordinate) -> Double { Geodesic.distance(a, b) }
    }
}
