import TripGeo
import TripModel
import TripStore

/// `trip day set [TRIP] D --start 08:30 --end 21:00 --lodging STOP|SPOT|LAT,LON [--lodging-name NAME]`.
enum DaySetCommand {
    static let spec = CommandSpec(
        name: "set", abstract: "Set a day's start, latest end and lodging.",
        discussion: """
            A day runs from its lodging (last night's, if the day before has one) back to its own lodging.
            --lodging takes a stop of the trip (position, id or name), a catalog spot (contentid or id) or
            lat,lon; its coordinate is copied. Without --lodging-name a stop or spot gives its own name.
            'none' clears --start (back to 09:00), --end or --lodging.
            """,
        arguments: [
            StopCommands.tripArgument,
            ArgumentSpec("day", "The day number, 1…\(StopRules.maximumDay)"),
        ],
        options: [Options.start.spec, Options.end.spec, Options.lodging.spec, Options.lodgingName.spec],
        run: run)

    /// `trip day set`'s day and options: only the ones given change; at least one must be given.
    struct Options {
        static let start = Option.clockTime("start", "HH:MM", "When the day leaves the lodging (default 09:00)")
            .clearable
        static let end = Option.clockTime("end", "HH:MM", "The latest the day should be back").clearable
        static let lodging = Option<String>("lodging", "STOP|SPOT|LAT,LON", "Where the night is spent")
        static let lodgingName = Option<String>("lodging-name", "NAME", "The lodging's name")

        let tripReference: String?
        let day: Int
        /// `.some(nil)` clears the start (back to 09:00) or the end.
        let start: TimeOfDay??
        let end: TimeOfDay??
        /// A stop, spot or `lat,lon`, resolved against the trip; `none` clears it.
        let lodging: String?
        let lodgingName: String?

        init(_ arguments: ParsedArguments) throws {
            let (trip, dayText) = StopCommands.tripAndStop(arguments)
            guard let day = Int(dayText), (1...StopRules.maximumDay).contains(day) else {
                throw CLIError.usage(
                    localized("day.set.bad-day", ["maximum": StopRules.maximumDay, "text": dayText]),
                    helpPath: ["day", "set"])
            }
            (tripReference, self.day) = (trip, day)
            start = try arguments[Self.start]
            end = try arguments[Self.end]
            lodging = try arguments[Self.lodging]
            lodgingName = try arguments[Self.lodgingName]?.trimmingCharacters(in: .whitespaces)
            if lodgingName?.isEmpty == true { throw CLIError.usage(localized("day.set.empty-lodging-name")) }
            if lodgingName != nil, lodging == nil || lodging == "none" {
                throw CLIError.usage(localized("day.set.lodging-name-without-lodging"))
            }
            guard start != nil || end != nil || lodging != nil else {
                throw CLIError.usage(localized("day.set.nothing-to-change"), helpPath: ["day", "set"])
            }
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try Options(arguments)
        let (tripReference, day, start, end) = (options.tripReference, options.day, options.start, options.end)
        let (lodgingText, lodgingName) = (options.lodging, options.lodgingName)
        let (trip, record) = try context.database().write { transaction in
            var trip = try context.loadTrip(tripReference, in: transaction)
            var record = trip.day(day)
            if let start { record.start = start }
            if let end { record.end = end }
            if let lodgingText {
                record.lodging =
                    lodgingText == "none"
                    ? nil : try lodging(lodgingText, name: lodgingName, in: trip, spots: transaction.spots)
            }
            trip.setDay(record)
            trip.updatedAt = transaction.now
            try transaction.trips.save(trip)
            return (trip, record)
        }
        context.print(summary(of: record, day: day, trip: trip.name))
    }

    /// What the day is now, one whole sentence for each combination of an end and a lodging.
    private static func summary(of record: TripDay, day: Int, trip: String) -> String {
        var arguments: [String: any CustomStringConvertible] = [
            "day": day, "trip": trip, "start": record.effectiveStart,
        ]
        switch (record.end, record.lodging) {
        case (nil, nil):
            return localized("day.set.summary", arguments)
        case (let end?, nil):
            arguments["end"] = end
            return localized("day.set.summary-end", arguments)
        case (nil, let lodging?):
            arguments["lodging"] = lodging.name
            return localized("day.set.summary-lodging", arguments)
        case (let end?, let lodging?):
            arguments["end"] = end
            arguments["lodging"] = lodging.name
            return localized("day.set.summary-end-lodging", arguments)
        }
    }

    /// A coordinate when the text is `lat,lon`; else a stop of the trip; else a catalog spot.
    private static func lodging(
        _ text: String, name: String?, in trip: Trip, spots: SpotRepository
    ) throws -> Lodging {
        if text.contains(","), !text.contains(where: \.isLetter) {
            let coordinate = try ValueParsing.coordinate(text, what: "--lodging")
            return Lodging(
                name: name ?? Formatting.coordinate(coordinate.latitude, coordinate.longitude),
                latitude: coordinate.latitude, longitude: coordinate.longitude)
        }
        switch trip.stop(matching: text) {
        case .found(let stop):
            return Lodging(
                name: name ?? stop.name, latitude: stop.latitude, longitude: stop.longitude, stopId: stop.id)
        case .ambiguous(let stops):
            let names = stops.map { "\($0.position). \($0.name)" }.joined(separator: ", ")
            throw CLIError.dataError(
                localized("day.set.lodging-ambiguous", ["text": text, "trip": trip.name, "stops": names]))
        case .notFound:
            let spot = try spots.find(text)
            return Lodging(
                name: name ?? spot.title, latitude: spot.latitude, longitude: spot.longitude,
                spotId: spot.id.lowercasedString)
        }
    }
}
