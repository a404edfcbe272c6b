import TripModel
import TripPlanning

enum StopListCommand {
    static let spec = CommandSpec(
        name: "list", abstract: "List a trip's stops in visiting order.",
        arguments: [StopCommands.tripArgument],
        options: [Options.day.spec, Flag.json.spec],
        run: run)

    /// `trip stop list`'s options.
    struct Options {
        static let day = Option.day("Only the stops of this day")

        let tripReference: String?
        let day: Int?
        let json: Bool

        init(_ arguments: ParsedArguments) throws {
            tripReference = arguments.positional(0)
            day = try arguments[Self.day]
            json = arguments[Flag.json]
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try Options(arguments)
        let day = options.day
        let trip = try context.database().read { try context.loadTrip(options.tripReference, in: $0) }
        let legs = TripLegs(stops: trip.stops).legs
        let stops = trip.stops.filter { day == nil || $0.day == day }
        if options.json { return try context.printJSON(stops) }
        if stops.isEmpty {
            context.note(
                day.map { localized("stop.list.none-on-day", ["trip": trip.name, "day": $0]) }
                    ?? localized("stop.list.none", ["trip": trip.name]))
            return
        }
        var table = Table([
            .init("#", .right), .init(localized("stop.list.header.day"), .right),
            .init(localized("stop.list.header.name"), flexible: true), .init(localized("stop.list.header.coordinate")),
            .init(localized("stop.list.header.leg"), .right), .init("ID"),
        ])
        for stop in stops {
            let leg = stop.position > 1 ? Formatting.distance(legs[stop.position - 2]) : ""
            table.append([
                String(stop.position), stop.day.map(String.init) ?? "-", stop.name + (stop.locked ? " 🔒" : ""),
                Formatting.coordinate(stop.latitude, stop.longitude), leg,
                stop.id.shortID,
            ])
        }
        context.printTable(table)
    }
}
