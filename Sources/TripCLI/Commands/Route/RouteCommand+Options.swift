import TripModel
import TripPlanning

extension RouteCommand {
    /// `trip route`'s options, checked before the database is opened.
    struct Options {
        static let optimize = Flag("optimize", "Preview the shortest order found, with the totals before and after")
        static let apply = Flag("apply", "Optimize and save the new order (implies --optimize)")
        static let start = keptOrAny(
            "start", "first", "first (default): the first stop stays first; any: it may move")
        static let end = keptOrAny(
            "end", "last", "last: the last stop stays last; any (default): any stop may end the route")
        static let roundTrip = Flag("round-trip", "Return to the first stop; the closing leg counts")
        static let day = Option.day("Only reorder the stops of day D, among their own positions")
        static let ignoreDays = Flag(
            "ignore-days", "Reorder all stops as one route, across the days (days may then mix)")
        static let timeLimit = Option<Double>("time-limit", "S", "Longest search in seconds, 0.01…60 (default 1)") {
            text in
            guard let seconds = Double(text) else {
                throw Option<Double>.expectation("time-limit", localized("route.seconds-like"), text)
            }
            guard seconds.isFinite, (0.01...60).contains(seconds) else {
                throw CLIError.usage(localized("route.time-limit-range", ["text": text]))
            }
            return seconds
        }
        static let seed = Option<UInt64>(
            "seed", "N", "Seed of the search (default 1); other seeds may find other orders of equal length",
            expects: "a whole number from 0"
        ) { UInt64($0) }

        static let specs: [OptionSpec] = [
            optimize.spec, apply.spec, start.spec, end.spec, roundTrip.spec, day.spec, ignoreDays.spec,
            timeLimit.spec, seed.spec, Flag.json.spec,
        ]

        /// `--start first|any` and `--end last|any`: true when the stop is kept in place.
        private static func keptOrAny(_ name: String, _ kept: String, _ help: String) -> Option<Bool> {
            Option(name, "\(kept)|any", help) { text in
                switch text {
                case kept: return true
                case "any": return false
                default:
                    throw CLIError.usage(
                        localized("route.kept-or-any", ["name": name, "kept": kept, "text": text]), helpPath: ["route"])
                }
            }
        }

        let tripReference: String?
        let choices: RouteChoices
        let apply: Bool
        /// `--optimize`, or implied by `--apply`.
        let optimize: Bool
        let json: Bool

        init(_ arguments: ParsedArguments) throws {
            tripReference = arguments.positional(0)
            choices = try Self.choices(arguments)
            apply = arguments[Self.apply]
            optimize = apply || arguments[Self.optimize]
            json = arguments[Flag.json]
            let searchOnly = [Self.start.name, Self.end.name, Self.day.name, Self.timeLimit.name, Self.seed.name]
            let given = [
                arguments.has(Self.start), arguments.has(Self.end), arguments.has(Self.day),
                arguments.has(Self.timeLimit), arguments.has(Self.seed),
            ]
            if !optimize,
                let option = zip(searchOnly, given).first(where: { $0.1 })?.0
                    ?? (choices.ignoresDays ? Self.ignoreDays.name : nil)
            {
                throw CLIError.usage(localized("route.needs-optimize", ["option": option]), helpPath: ["route"])
            }
        }

        private static func choices(_ arguments: ParsedArguments) throws -> RouteChoices {
            var choices = RouteChoices()
            choices.keepsStart = try arguments[start] ?? true
            choices.keepsEnd = try arguments[end] ?? false
            choices.roundTrip = arguments[roundTrip]
            choices.day = try arguments[day]
            choices.ignoresDays = arguments[ignoreDays]
            if choices.ignoresDays, choices.day != nil {
                throw CLIError.usage(localized("route.day-or-ignore-days"), helpPath: ["route"])
            }
            if let seconds = try arguments[timeLimit] {
                choices.timeLimit = .milliseconds(Int((seconds * 1000).rounded()))
            }
            if let seed = try arguments[seed] { choices.seed = seed }
            return choices
        }
    }
}
