import TripModel
import TripPlanning

enum ShowCommand {
    static let spec = CommandSpec(
        name: "show", abstract: "Show a trip: its stops in order with each leg's distance and the total.",
        arguments: [ArgumentSpec("trip", "Trip name or id (default: the current trip)", optional: true)],
        options: [Flag.json.spec],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let json = arguments[Flag.json]
        let trip = try context.database().read { try context.loadTrip(arguments.positional(0), in: $0) }
        let legs = TripLegs(stops: trip.stops)
        if json { return try context.printJSON(TripWithLegs(trip: trip, legs: legs)) }
        context.print(header(trip))
        if trip.stops.isEmpty {
            context.note(localized("trip.show.no-stops", ["trip": trip.name]))
        } else {
            let hasDays = trip.stops.contains { $0.day != nil }
            context.printTable(hasDays ? dayTable(trip, legs: legs) : stopTable(trip, legs: legs.legs))
            context.print(
                localized("trip.show.total", ["distance": Formatting.distance(legs.total), "count": trip.stops.count]))
        }
        if !trip.companions.isEmpty {
            context.print(
                localized("trip.show.companions", ["names": trip.companions.map(\.name).joined(separator: ", ")]))
        }
        if !trip.notes.isEmpty { context.print(localized("trip.show.notes", ["notes": trip.notes])) }
    }

    static func header(_ trip: Trip) -> String {
        let dates = Formatting.dates(trip.startDate, trip.endDate)
        let arguments: [String: any CustomStringConvertible] = [
            "trip": trip.name, "status": ListCommand.statusWord(trip.status), "dates": dates, "id": trip.id.shortID,
        ]
        return dates.isEmpty ? localized("trip.show.header", arguments) : localized("trip.show.header-dated", arguments)
    }

    static func stopTable(_ trip: Trip, legs: [Double]) -> Table {
        let hasDays = trip.stops.contains { $0.day != nil }
        var columns: [Table.Column] = [.init("#", .right)]
        if hasDays { columns.append(.init(localized("trip.show.column.day"), .right)) }
        columns += [
            .init(localized("trip.show.column.name"), flexible: true), .init(localized("trip.show.column.leg"), .right),
            .init(localized("trip.show.column.address"), flexible: true),
        ]
        var table = Table(columns)
        for (index, stop) in trip.stops.enumerated() {
            var row = [String(stop.position)]
            if hasDays { row.append(stop.day.map(String.init) ?? "-") }
            let name = stop.name + (stop.locked ? " 🔒" : "")
            row += [name, index == 0 ? "" : Formatting.distance(legs[index - 1]), stop.address]
            table.append(row)
        }
        return table
    }
}

/// A trip document with the computed legs and total, as `trip show --json` prints it.
struct TripWithLegs: Encodable {
    let trip: Trip
    let legs: TripLegs

    struct Leg: Encodable {
        let from: Int
        let to: Int
        let meters: Double
    }

    /// One day's subtotal; metres rounded to 0.1 like the legs.
    struct Day: Encodable {
        let day: Int
        let stops: Int
        let meters: Double

        init(_ subtotal: TripLegs.DaySubtotal) {
            day = subtotal.day
            stops = subtotal.stops
            meters = (subtotal.meters * 10).rounded() / 10
        }
    }

    enum Keys: String, CodingKey { case legs, totalMeters, days }

    func encode(to encoder: Encoder) throws {
        try trip.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        let rounded = legs.legs.map { ($0 * 10).rounded() / 10 }
        try container.encode(
            rounded.enumerated().map { Leg(from: $0.offset + 1, to: $0.offset + 2, meters: $0.element) }, forKey: .legs)
        try container.encode((legs.total * 10).rounded() / 10, forKey: .totalMeters)
        try container.encode(legs.days.map(Day.init), forKey: .days)
    }
}
