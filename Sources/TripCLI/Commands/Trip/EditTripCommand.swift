import TripModel

enum EditTripCommand {
    static let spec = CommandSpec(
        name: "edit", abstract: "Change a trip's dates, notes, time zone or travel modes.",
        discussion: """
            Travel times are estimates: straight-line distance × detour ÷ speed, plus a fixed wait per leg.
            Built-in numbers: walk 4.5 km/h ×1.3; bike 15 km/h ×1.3; transit 20 km/h ×1.4 +10 min;
            taxi 25 km/h ×1.3 +5 min; car 30 km/h ×1.3. --mode-speed, --mode-detour and --mode-wait change
            them for this trip; --mode-reset goes back. Without --time-zone the system's time zone is used.
            """,
        arguments: [ArgumentSpec("trip", "Trip name or id (default: the current trip)", optional: true)],
        options: [Options.start.spec, Options.end.spec, Options.notes.spec] + TripClockOptions.specs,
        run: run)

    /// `trip edit`'s options: only the ones given change; at least one must be given.
    struct Options {
        static let start = Option.date("start", "DATE", "First day, YYYY-MM-DD ('none' to clear)").clearable
        static let end = Option.date("end", "DATE", "Last day, YYYY-MM-DD ('none' to clear)").clearable
        static let notes = Option<String>("notes", "TEXT", "Free notes")

        let tripReference: String?
        /// `.some(nil)` clears the date.
        let start: LocalDate??
        let end: LocalDate??
        let notes: String?
        let clock: TripClockOptions

        init(_ arguments: ParsedArguments) throws {
            tripReference = arguments.positional(0)
            start = try arguments[Self.start]
            end = try arguments[Self.end]
            notes = try arguments[Self.notes]
            clock = try TripClockOptions(arguments)
            guard start != nil || end != nil || notes != nil || !clock.isEmpty else {
                throw CLIError.usage(localized("trip.edit.nothing-to-change"), helpPath: ["edit"])
            }
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try Options(arguments)
        let (start, end, notes, clock) = (options.start, options.end, options.notes, options.clock)
        let (trip, strandedBefore) = try context.database().write { transaction in
            var trip = try context.loadTrip(options.tripReference, in: transaction)
            let strandedBefore = Set(trip.stopsPastLastDay.map(\.id))
            if let start { trip.startDate = start }
            if let end { trip.endDate = end }
            if let notes { trip.notes = notes }
            clock.apply(to: &trip)
            if let first = trip.startDate, let last = trip.endDate, last < first {
                throw CLIError.usage(localized("trip.edit.end-before-start", ["end": last, "start": first]))
            }
            trip.updatedAt = transaction.now
            try transaction.saveEdit(trip)
            return (trip, strandedBefore)
        }
        context.print(localized("trip.edited", ["trip": trip.name]))
        // Shortening a trip is allowed (plans change), but stops left on days past the end would silently
        // fall out of every day view, so they are named.
        let stranded = trip.stopsPastLastDay.filter { !strandedBefore.contains($0.id) }
        if !stranded.isEmpty, let dayCount = trip.dayCount {
            let list = stranded.map {
                localized(
                    "trip.edit.stranded-stop",
                    ["position": $0.position, "stop": MessageText.shortened($0.name), "day": $0.day ?? 0])
            }
            let words: [String: any CustomStringConvertible] = [
                "trip": trip.name, "days": dayCount, "stops": list.joined(separator: ", "),
            ]
            context.note(
                stranded.count == 1
                    ? localized("trip.edit.stranded-one", words) : localized("trip.edit.stranded-many", words))
        }
    }
}
