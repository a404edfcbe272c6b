import Foundation
import TripGeo
import TripModel
import TripPlanning
import TripStore

/// `trip plan days N [TRIP]`: split a trip into N days around its base(s), each day in its best order.
enum PlanDaysCommand {
    static let spec = CommandSpec(
        name: "days", abstract: "Split a trip's stops into N days, each a short loop from the base, in its best order.",
        discussion: """
            Nearby stops go together, days are balanced, and the total of all days is as short as the planner
            finds. With --base every day starts and ends at the base. With --bases B1,…,BN (one per day, for
            hotel changes) day 1 runs from B1 to B1 and day d from B(d-1), last night's hotel, to Bd.
            Without a base each day is an open path. A base that is a stop of the trip is the hotel, not a
            visit: it gets no day, and --apply moves it to the front of the trip.
            --balance stops (default): every day has ⌈n/N⌉±1 stops (at least 1). --balance distance: days
            whose length strays more than 25 % from the mean day are penalised.
            Locked stops that have a day keep it, and their rank within the day where it is long enough.
            Without --apply nothing is saved; --apply saves the days and the order (day 1 first) at once, and
            never days longer than the current ones when those follow these rules. With a base it also saves
            each day's lodging (see 'trip day set'), so 'trip schedule' starts there.
            The trip may also come first, as in other commands: 'trip plan days 제주 3'.
            When any stop has opening hours or a fixed arrival ('trip stop edit --hours/--arrive'), the days
            are planned on the clock instead, as 'trip schedule' lays them out: each stop is reached within
            its hours on its day's weekday (waiting allowed), fixed arrivals are met, stays count and each
            day ends by its latest end where it can ('trip day set'); then total travel time is the
            shortest found (--balance distance then weighs each day's travel time, not its metres).
            Days without a base start at their lodging, if they have one. The tables gain
            each day's travel time, first arrival and end, and the stops no split can serve, with why
            (closed that day, window missed, fixed arrival missed, day too long); the plan then serves the
            most it finds. It never replaces current days that serve as many stops with less travel.
            --time-limit bounds the whole search; the same trip, options and seed give the same plan unless
            the search reaches it (it says so on stderr).
            """,
        arguments: [
            ArgumentSpec("days", "Number of days, 1 to the number of stops"),
            ArgumentSpec("trip", "Trip name or id (default: the current trip)", optional: true),
        ],
        options: Options.specs,
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try Options(arguments)
        let dayCount = options.dayCount
        let timeLimit = options.timeLimit
        let trip = try context.database().read { try context.loadTrip(options.tripReference, in: $0) }
        let bases = try parseBases(options, trip: trip)
        let setup = try DaySplitSetup(
            trip: trip, dayCount: dayCount, bases: bases, balance: options.balance, seed: options.seed)
        let started = ContinuousClock.now
        var request = setup.request
        request.timeLimit = timeLimit
        let plain = try DayPlanner.plan(request)
        let dayLodgings = lodgings(bases, dayCount: dayCount)
        let timed =
            TimedDaySplit.applies(to: trip)
            ? try TimedDaySplit.plan(
                setup, plain: plain, lodgings: dayLodgings,
                timeLimit: max(.zero, timeLimit - started.duration(to: .now)))
            : nil
        let plan = timed?.plan ?? plain
        if plan.reachedTimeLimit {
            context.note(localized("plan.time-limit-reached"))
        }
        let apply = options.apply
        let applied = apply ? try save(plan, setup: setup, lodgings: dayLodgings, context) : false
        let report = DaySplitReport(setup: setup, plan: plan, applied: applied, timed: timed)
        if let timed { clockNotes(timed, context) }
        if options.json { return try context.printJSON(report) }
        report.print(to: context)
        switch (apply, applied) {
        case (true, true): context.note(localized("plan.saved", ["days": dayCount]))
        case (true, false): context.note(localized("plan.nothing-to-apply"))
        default: context.note(localized("plan.preview-only"))
        }
    }

    /// What the clock-aware split did, on standard error beside the plan.
    private static func clockNotes(_ timed: TimedDayPlan, _ context: CommandContext) {
        context.note(localized("plan.clock-planned"))
        if !timed.uncheckedStops.isEmpty {
            let stops = timed.uncheckedStops.map { "'\($0)'" }.joined(separator: ", ")
            context.note(localized("plan.weekday-unchecked", ["stops": stops]))
        }
        let unserved = timed.unserved
        if !unserved.isEmpty {
            let stops = unserved.map(\.sentence).joined(separator: "; ")
            context.note(localized("plan.not-all-served", ["stops": stops]))
        }
        if timed.keptCurrent { context.note(localized("plan.kept-current")) }
    }

    private static func parseBases(_ options: Options, trip: Trip) throws -> [DayBase] {
        let dayCount = options.dayCount
        if let text = options.baseText { return [try DayBase.parse(text, in: trip)] }
        guard let text = options.basesText else { return [] }
        let bases = try DayBase.parseList(text, in: trip)
        guard bases.count == dayCount else {
            throw CLIError.usage(
                localized("plan.bases-count", ["days": dayCount, "count": bases.count]), helpPath: ["plan", "days"])
        }
        return bases
    }

    /// Writes the days and the order (base stops first, then day 1, day 2…) in one transaction, after
    /// checking nobody changed the stops while the planner ran outside it.
    /// - Returns: false when the trip already had this plan, so nothing was written.
    private static func save(
        _ plan: DayPlan, setup: DaySplitSetup, lodgings: [Int: Lodging], _ context: CommandContext
    ) throws -> Bool {
        let original = setup.trip
        let baseIDs = setup.places.compactMap { if case .stop(let stop) = $0 { stop.id } else { nil } }
        var dayOf: [UUID: Int?] = Dictionary(uniqueKeysWithValues: baseIDs.map { ($0, nil) })
        var order = baseIDs
        for (day, route) in plan.days.enumerated() {
            for index in route.stops {
                order.append(setup.visits[index].id)
                dayOf[setup.visits[index].id] = day + 1
            }
        }
        let unchanged =
            order == original.stops.map(\.id)
            && original.stops.allSatisfy { stop in dayOf[stop.id].map { $0 == stop.day } ?? true }
            && lodgings.allSatisfy { original.day($0.key).lodging == $0.value }
        guard !unchanged else { return false }
        let saved = try context.database().write { transaction in
            try transaction.saveStops(of: original.id, ifUnchangedFrom: original.stops) { trip in
                let now = transaction.now
                for index in trip.stops.indices {
                    guard let day = dayOf[trip.stops[index].id], trip.stops[index].day != day else { continue }
                    trip.stops[index].day = day
                    trip.stops[index].updatedAt = now
                }
                try trip.reorderStops(order, now: now)
                for (day, lodging) in lodgings {
                    var record = trip.day(day)
                    record.lodging = lodging
                    trip.setDay(record)
                }
            }
        }
        guard saved else {
            throw CLIError.temporaryFailure(localized("plan.changed-meanwhile", ["trip": original.name]))
        }
        return true
    }

    /// Where each day's night is spent: the one base every night, or day d's own base.
    private static func lodgings(_ bases: [DayBase], dayCount: Int) -> [Int: Lodging] {
        guard !bases.isEmpty else { return [:] }
        var lodgings: [Int: Lodging] = [:]
        for day in 1...dayCount {
            let base = bases.count == 1 ? bases[0] : bases[day - 1]
            switch base {
            case .stop(let stop):
                lodgings[day] = Lodging(
                    name: stop.name, latitude: stop.latitude, longitude: stop.longitude, stopId: stop.id)
            case .coordinate(let coordinate):
                lodgings[day] = Lodging(
                    name: base.name, latitude: coordinate.latitude, longitude: coordinate.longitude)
            }
        }
        return lodgings
    }
}
