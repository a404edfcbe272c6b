import Foundation
import TripGeo
import TripModel

extension PlanDaysCommand {
    /// `trip plan days`'s words and options, checked before the database is opened.
    struct Options {
        static let base = Option<String>(
            "base", "STOP|LAT,LON", "Start and end every day here: a stop of the trip or a coordinate")
        static let bases = Option<String>(
            "bases", "B1,B2,…", "One base per day (stops or lat,lon pairs), for hotel changes")
        static let balance = Option<DayBalance>(
            "balance", "stops|distance", "Balance days by stop count (default) or by length",
            expects: "stops or distance", DayBalance.init(rawValue:))
        static let seed = Option<UInt64>(
            "seed", "N", "Seed of the search (default 1)", expects: "a whole number from 0"
        ) { UInt64($0) }
        /// As `trip route`'s, 0.01…60 seconds; 10 by default, the plain planner's safety net.
        static let timeLimit = Option<Duration>("time-limit", "S", "Longest search in seconds, 0.01…60 (default 10)") {
            text in
            guard let seconds = Double(text) else {
                throw Option<Duration>.expectation("time-limit", localized("route.seconds-like"), text)
            }
            guard seconds.isFinite, (0.01...60).contains(seconds) else {
                throw CLIError.usage(localized("route.time-limit-range", ["text": text]), helpPath: ["plan", "days"])
            }
            return .milliseconds(Int((seconds * 1000).rounded()))
        }
        static let apply = Flag("apply", "Save the plan: each stop's day and the visiting order")

        static let specs: [OptionSpec] = [
            base.spec, bases.spec, balance.spec, seed.spec, timeLimit.spec, apply.spec, Flag.json.spec,
        ]

        let dayCount: Int
        let tripReference: String?
        /// `--base` or `--bases` as typed; parsed once the trip is loaded, since they may name its stops.
        let baseText: String?
        let basesText: String?
        let balance: DayBalance
        let seed: UInt64
        let timeLimit: Duration
        let apply: Bool
        let json: Bool

        init(_ arguments: ParsedArguments) throws {
            let (dayText, tripReference) = Self.dayCountAndTrip(arguments)
            guard let dayCount = Int(dayText), (1...StopRules.maximumDay).contains(dayCount) else {
                throw CLIError.usage(
                    localized("plan.days-expects", ["most": StopRules.maximumDay, "text": dayText]),
                    helpPath: ["plan", "days"])
            }
            self.dayCount = dayCount
            self.tripReference = tripReference
            baseText = try arguments[Self.base]
            basesText = try arguments[Self.bases]
            if baseText != nil, basesText != nil {
                throw CLIError.usage(localized("plan.base-or-bases"), helpPath: ["plan", "days"])
            }
            balance = try arguments[Self.balance] ?? .stops
            seed = try arguments[Self.seed] ?? 1
            timeLimit = try arguments[Self.timeLimit] ?? .seconds(10)
            apply = arguments[Self.apply]
            json = arguments[Flag.json]
        }

        /// `N [TRIP]` or, like every other command, `TRIP N`: when only the second word is a whole number
        /// it is the day count. Two numbers keep the documented order, N first.
        private static func dayCountAndTrip(_ arguments: ParsedArguments) -> (days: String, trip: String?) {
            let first = arguments.positional(0) ?? ""
            let second = arguments.positional(1)
            if Int(first) == nil, let second, Int(second) != nil { return (second, first) }
            return (first, second)
        }
    }
}
