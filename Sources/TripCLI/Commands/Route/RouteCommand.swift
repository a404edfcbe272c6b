import Foundation
import TripModel
import TripPlanning
import TripStore

enum RouteCommand {
    static let spec = CommandSpec(
        name: "route", abstract: "Show a trip's route with each leg, or find a shorter visiting order.",
        discussion: """
            Distances are WGS84 geodesics between the stops, in metres. --optimize previews the shortest
            order found; --apply saves it. Locked stops ('trip stop lock') keep their positions.
            The same trip and options give the same order, unless the search reaches its time limit
            (it says so on stderr).
            On a trip planned by days, --optimize reorders each day in turn as --day D would, day 1 first:
            every stop keeps its day, each day stays among its own positions, and stops without a day stay
            where they are. --start first / --end last keep each day's first / last stop, --round-trip
            still closes the whole trip back to stop 1, and --time-limit bounds each day's search. A day's
            new order is kept only if it does not make that day longer. --apply saves all days at once.
            When any stop has opening hours or a fixed arrival, each day is instead ordered by estimated
            travel time so every stop is reached within its hours (waiting allowed), from the day's lodging
            back to it; when no order serves every stop, it names those it cannot and keeps the order that
            serves the most (see 'trip schedule'). --round-trip and --ignore-days use distance as before.
            --ignore-days plans one route across all stops instead; the stops keep their days, which may
            then be mixed up in the new order.
            """,
        arguments: [ArgumentSpec("trip", "Trip name or id (default: the current trip)", optional: true)],
        options: Options.specs,
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try Options(arguments)
        let (choices, apply, optimize) = (options.choices, options.apply, options.optimize)
        let trip = try context.database().read { try context.loadTrip(options.tripReference, in: $0) }
        if let day = choices.day, !trip.stops.contains(where: { $0.day == day }) {
            throw CLIError.dataError(localized("route.no-stops-on-day", ["trip": trip.name, "day": day]))
        }
        let plan = try RoutePlan(stops: trip.stops, roundTrip: choices.roundTrip)
        guard optimize else {
            let order = plan.currentOrder
            // The legs summed in order are the plan's length, so one geodesic pass serves both.
            let legs = plan.legs(order)
            var result = RouteReport(plan: plan, order: order, before: legs.reduce(0, +), applied: false)
            result.legs = legs
            return try report(result, trip, context, json: options.json)
        }
        var clockDays: [RoutePlan.ClockDay] = []
        let (outcome, days): (RoutePlan.Outcome, [RoutePlan.DayOutcome])
        if plan.optimizesByClock(choices, trip: trip) {
            let clock = try plan.optimizeByClock(choices, trip: trip)
            (outcome, days, clockDays) = (clock.outcome, [], clock.days)
        } else if plan.optimizesByDays(choices) {
            (outcome, days) = try plan.optimizeByDays(choices)
        } else {
            let search = Self.searchTime(choices, spent: context.started.duration(to: .now), stops: trip.stops.count)
            (outcome, days) = (try plan.optimize(search), [])
        }
        if !clockDays.isEmpty { clockNotes(clockDays, context) }
        if let skip = outcome.skipped { context.note(Self.sentence(skip)) }
        if outcome.reachedTimeLimit {
            context.note(localized("route.time-limit-reached", ["limit": seconds(choices.timeLimit)]))
        }
        var applied = false
        if apply, outcome.changed {
            try save(outcome.order.map { trip.stops[$0] }, original: trip, context)
            applied = true
        }
        var result = RouteReport(
            plan: plan, order: outcome.order, before: outcome.before, applied: applied, days: days)
        result.legs = outcome.legs
        // When the search did not run, before/after figures would only repeat the total.
        try report(result, trip, context, json: options.json, optimized: outcome.skipped == nil)
        dayNotes(result, choices, context)
        if outcome.skipped == nil, !outcome.changed, !days.contains(where: \.keptOrder) {
            context.note(localized("route.already-shortest"))
        }
        if apply, !applied { context.note(localized("route.nothing-to-apply")) }
        if !apply, outcome.changed { context.note(localized("route.preview-only")) }
    }

    /// A search time limit in seconds, as `Duration` prints it (`1.0 seconds`).
    static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        return localized("route.seconds", ["seconds": Double(whole) + Double(attoseconds) / 1e18])
    }

    /// Why the search did not run, for the user.
    static func sentence(_ skip: RoutePlan.Skip) -> String {
        switch skip {
        case .tooFewStops(let count):
            localized("route.skip-too-few", ["count": count])
        case .tooFewMovable(let count, let day?):
            localized("route.skip-few-movable-on-day", ["count": count, "day": day])
        case .tooFewMovable(let count, nil):
            localized("route.skip-few-movable", ["count": count])
        case .noDayMovable:
            localized("route.skip-no-day-movable")
        }
    }

    /// Writes the new order in one transaction, after checking that nobody changed the stops while the
    /// search ran (it runs outside the transaction so it never holds the database's write lock).
    private static func save(_ ordered: [Stop], original: Trip, _ context: CommandContext) throws {
        let saved = try context.database().write { transaction in
            try transaction.saveStops(of: original.id, ifUnchangedFrom: original.stops) { trip in
                try trip.reorderStops(ordered.map(\.id), now: transaction.now)
            }
        }
        guard saved else {
            throw CLIError.temporaryFailure(localized("route.changed-meanwhile", ["trip": original.name]))
        }
    }

    private static func report(
        _ result: RouteReport, _ trip: Trip, _ context: CommandContext, json: Bool, optimized: Bool = false
    ) throws {
        if json { return try context.printJSON(result) }
        if trip.stops.isEmpty {
            context.note(localized("route.no-stops-yet", ["trip": trip.name]))
            return
        }
        // One geodesic per leg, measured once for the table and the total: at thousands of stops each
        // pass costs milliseconds of the time limit.
        let tripLegs =
            result.legs.map { TripLegs(plan: result.plan, order: result.order, legs: $0) }
            ?? TripLegs(plan: result.plan, order: result.order)
        context.io.standardOutput.write(
            utf8: result.table(optimized: optimized, legs: tripLegs).renderUTF8(width: context.io.terminalWidth))
        if optimized, let days = result.dayTable() {
            context.print()
            context.io.standardOutput.write(days.render(width: context.io.terminalWidth))
        }
        let total = tripLegs.total
        let roundTrip = result.plan.roundTrip
        guard optimized else {
            let arguments: [String: any CustomStringConvertible] = [
                "distance": Formatting.distance(total), "count": trip.stops.count,
            ]
            return context.print(
                roundTrip ? localized("route.total-round-trip", arguments) : localized("route.total", arguments))
        }
        let saving = result.before - total
        let percent = result.before > 0 ? String(format: " (%.1f%%)", saving / result.before * 100) : ""
        let arguments: [String: any CustomStringConvertible] = [
            "before": Formatting.distance(result.before), "after": Formatting.distance(total),
            "saving": Formatting.distance(saving), "percent": percent,
        ]
        context.print(
            roundTrip
                ? localized("route.before-after-round-trip", arguments) : localized("route.before-after", arguments))
        if result.applied { context.print(localized("route.saved", ["trip": trip.name])) }
    }
}

/// One route as `trip route` prints it: the stops in `order` (matrix indices) with their legs.
struct RouteReport: Encodable {
    let plan: RoutePlan
    let order: [Int]
    let before: Double
    let applied: Bool
    /// Each day's figures when the days were optimized one by one; empty otherwise.
    var days: [RoutePlan.DayOutcome] = []
    /// The legs of `order` when the optimization measured them already; nil to measure them here.
    var legs: [Double]?

    /// A leg between two 1-based positions of `order`; a round trip's last leg runs from n to 1.
    struct Leg: Encodable {
        let from: Int
        let to: Int
        let meters: Double
    }

    enum Keys: String, CodingKey { case order, legs, totalMeters, beforeMeters, roundTrip, changed, applied, days }

    /// `order` lists stop ids (lower-case, as in the trip document) in the new order; `legs` refer to
    /// positions in that order. Metres are rounded to 0.1 like `trip show --json`.
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        let legs = self.legs ?? plan.legs(order)
        try container.encode(order.map { plan.stops[$0].id.lowercasedString }, forKey: .order)
        try container.encode(
            legs.enumerated().map {
                Leg(from: $0.offset + 1, to: ($0.offset + 1) % order.count + 1, meters: Self.rounded($0.element))
            },
            forKey: .legs)
        try container.encode(Self.rounded(legs.reduce(0, +)), forKey: .totalMeters)
        try container.encode(Self.rounded(before), forKey: .beforeMeters)
        try container.encode(plan.roundTrip, forKey: .roundTrip)
        try container.encode(order != plan.currentOrder, forKey: .changed)
        try container.encode(applied, forKey: .applied)
        // Only optimizations by days have the key, so the other outputs keep their documented keys.
        if !days.isEmpty { try container.encode(days.map(DayJSON.init), forKey: .days) }
    }

    static func rounded(_ meters: Double) -> Double { (meters * 10).rounded() / 10 }

    /// The stops in route order; with `optimized`, a WAS column gives each stop's current position.
    func table(optimized: Bool, legs tripLegs: TripLegs) -> Table {
        // Read through the order rather than copied into it: a copy of 10,000 stops costs milliseconds.
        let stops = order.lazy.map { plan.stops[$0] }
        let hasDays = plan.stops.contains { $0.day != nil }
        var columns: [Table.Column] = [.init("#", .right)]
        if optimized { columns.append(.init(localized("route.column-was"), .right)) }
        if hasDays { columns.append(.init(localized("route.column-day"), .right)) }
        columns += [
            .init(localized("route.column-name"), flexible: true), .init(localized("route.column-leg"), .right),
        ]
        var table = Table(columns)
        let legs = tripLegs.legs
        for (index, stop) in stops.enumerated() {
            // Sized once and filled in place: growing each row by concatenation was a tenth of the table.
            var row: [String] = []
            row.reserveCapacity(columns.count)
            row.append(Formatting.integer(index + 1))
            if optimized { row.append(Formatting.integer(stop.position)) }
            if hasDays { row.append(stop.day.map(String.init) ?? "-") }
            row.append(stop.locked ? stop.name + " 🔒" : stop.name)
            row.append(index == 0 ? "" : Formatting.distance(legs[index - 1]))
            table.append(row)
            if let subtotal = tripLegs.subtotal(closingRunAt: index) {
                // Empty cells line the subtotal up under the NAME column.
                table.append(Array(repeating: "", count: columns.count - 2) + subtotal.cells)
            }
        }
        if plan.roundTrip, let first = stops.first, let closing = legs.last, stops.count > 1 {
            var row = ["↩"]
            if optimized { row.append(String(first.position)) }
            if hasDays { row.append(first.day.map(String.init) ?? "-") }
            table.append(row + [localized("route.back-to", ["name": first.name]), Formatting.distance(closing)])
        }
        return table
    }
}
