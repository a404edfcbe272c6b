import TripGeo
import TripModel
import TripPlanning

/// What `trip plan days` shows: the planned days next to the trip's current ones.
struct DaySplitReport: Encodable {
    let setup: DaySplitSetup
    let plan: DayPlan
    let current: [DayRoute]?
    let applied: Bool
    /// The plan on the clock, when the trip has opening hours or fixed arrivals; nil keeps the plain report.
    let timed: TimedDayPlan?

    init(setup: DaySplitSetup, plan: DayPlan, applied: Bool, timed: TimedDayPlan? = nil) {
        self.setup = setup
        self.plan = plan
        self.current = setup.currentDays()
        self.applied = applied
        self.timed = timed
    }

    /// The summary table, then each day's stops with their legs.
    func print(to context: CommandContext) {
        let trip = setup.trip
        context.print(
            "\(trip.name): \(plural(setup.visits.count, "stop")) in \(plural(setup.dayCount, "day")), \(endsDescription)"
        )
        context.print("Balance: \(balanceDescription)")
        context.print()
        context.io.standardOutput.write(summaryTable().render(width: context.io.terminalWidth))
        var position = setup.places.filter { if case .stop = $0 { true } else { false } }.count
        for (index, day) in plan.days.enumerated() {
            context.print()
            let clock = timed.map { clockHeading($0.days[index]) } ?? ""
            context.print(
                "Day \(index + 1): \(plural(day.stops.count, "stop")), \(Formatting.distance(day.length))\(clock)")
            context.io.standardOutput.write(
                dayTable(index, firstPosition: position + 1).render(width: context.io.terminalWidth))
            for stop in timed?.days[index].unserved ?? [] { context.print("Not served: \(stop.sentence)") }
            position += day.stops.count
        }
        context.print()
        let now = current.map { " (current plan: \(Formatting.distance($0.reduce(0) { $0 + $1.length })))" } ?? ""
        guard let timed else { return context.print("Total: \(Formatting.distance(plan.total))\(now)") }
        context.print("Total: \(Formatting.distance(plan.total)), \(clockTotal(timed))")
    }

    private var endsDescription: String {
        guard let first = plan.days.first?.ends, let start = first.start else { return "each an open path" }
        if plan.days.allSatisfy({ $0.ends == first }), first.end == start {
            return "each a loop from \(setup.name(of: start))"
        }
        return "from hotel to hotel"
    }

    private var balanceDescription: String {
        switch plan.balance {
        case .stops:
            "stops, \(plan.stopBounds.lowerBound)–\(plan.stopBounds.upperBound) a day (locked stops may add more)"
        case .distance:
            "distance, days within \(Int(DayPlanner.distanceTolerance * 100)) % of the mean preferred "
                + "(now \(Int((plan.lengthSpread * 100).rounded())) %)"
        }
    }

    private func summaryTable() -> Table {
        var table = Table(
            [
                .init("DAY", .right), .init("STOPS", .right), .init("DISTANCE", .right), .init("NOW STOPS", .right),
                .init("NOW DISTANCE", .right),
            ] + (timed == nil ? [] : Self.clockColumns))
        for (index, day) in plan.days.enumerated() {
            let now = current?[index]
            table.append(
                [
                    String(index + 1), String(day.stops.count), Formatting.distance(day.length),
                    now.map { String($0.stops.count) } ?? "-", now.map { Formatting.distance($0.length) } ?? "-",
                ] + (timed.map { clockCells($0.days[index]) } ?? []))
        }
        let nowTotal = current.map { Formatting.distance($0.reduce(0) { $0 + $1.length }) } ?? "-"
        table.append(
            [
                "all", String(setup.visits.count), Formatting.distance(plan.total),
                current == nil ? "-" : String(setup.visits.count), nowTotal,
            ] + (timed.map(clockTotalCells) ?? []))
        return table
    }

    private func dayTable(_ day: Int, firstPosition: Int) -> Table {
        let arrivals = timed?.days[day].arrivals
        let blank = arrivals == nil ? [] : [""]
        var table = Table(
            [.init("#", .right), .init("NAME", flexible: true), .init("LEG", .right)]
                + (arrivals == nil ? [] : [.init("ARRIVE", .right)]))
        let route = plan.days[day]
        let matrix = setup.request.matrix
        var previous = route.ends.start
        if let start = route.ends.start { table.append(["", setup.name(of: start) + " (base)", ""] + blank) }
        for (offset, index) in route.stops.enumerated() {
            let visit = setup.visits[index]
            let leg = previous.map { Formatting.distance(matrix[$0, index]) } ?? ""
            let arrive = arrivals.map { [TimeOfDay.format(minutes: $0[offset])] } ?? []
            table.append([String(firstPosition + offset), visit.name + (visit.locked ? " 🔒" : ""), leg] + arrive)
            previous = index
        }
        if let end = route.ends.end, let last = previous {
            table.append(["", setup.name(of: end) + " (base)", Formatting.distance(matrix[last, end])] + blank)
        }
        return table
    }

    // MARK: JSON

    private struct Place: Encodable {
        let id: String?
        let name: String
        let latitude: Double
        let longitude: Double
    }

    private struct Day: Encodable {
        let day: Int
        let start: Place?
        let end: Place?
        let stops: [Place]
        let meters: Double
        /// The day on the clock, only for timed plans, so plain plans keep their keys.
        let clock: ClockJSON?

        enum Keys: String, CodingKey { case day, start, end, stops, meters }

        // Written by hand so a free end is an explicit null: the keys stay the same for every plan.
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(day, forKey: .day)
            try container.encode(start, forKey: .start)
            try container.encode(end, forKey: .end)
            try container.encode(stops, forKey: .stops)
            try container.encode(meters, forKey: .meters)
            try clock?.encode(to: encoder)
        }
    }

    private struct Current: Encodable {
        let day: Int
        let stopIds: [String]
        let meters: Double
    }

    enum Keys: String, CodingKey {
        case tripId, dayCount, balance, stopBounds, days, totalMeters, current, currentTotalMeters, applied
        case travelMinutes, currentTravelMinutes, unserved, keptCurrent, uncheckedStops
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(setup.trip.id.lowercasedString, forKey: .tripId)
        try container.encode(setup.dayCount, forKey: .dayCount)
        try container.encode(plan.balance.rawValue, forKey: .balance)
        try container.encode([plan.stopBounds.lowerBound, plan.stopBounds.upperBound], forKey: .stopBounds)
        let days = plan.days.enumerated().map { index, day in
            Day(
                day: index + 1, start: day.ends.start.map(place), end: day.ends.end.map(place),
                stops: day.stops.map(place), meters: Self.rounded(day.length),
                clock: timed.map { ClockJSON($0.days[index]) })
        }
        try container.encode(days, forKey: .days)
        try container.encode(Self.rounded(plan.total), forKey: .totalMeters)
        let now = current?.enumerated().map { index, day in
            Current(
                day: index + 1, stopIds: day.stops.map { setup.visits[$0].id.lowercasedString },
                meters: Self.rounded(day.length))
        }
        try container.encode(now, forKey: .current)
        try container.encode(current.map { Self.rounded($0.reduce(0) { $0 + $1.length }) }, forKey: .currentTotalMeters)
        try container.encode(applied, forKey: .applied)
        guard let timed else { return }
        try container.encode(timed.travelMinutes, forKey: .travelMinutes)
        try container.encode(
            timed.current.map { $0.reduce(0) { $0 + $1.travelMinutes } }, forKey: .currentTravelMinutes)
        try container.encode(timed.unserved.map(UnservedJSON.init), forKey: .unserved)
        try container.encode(timed.keptCurrent, forKey: .keptCurrent)
        try container.encode(timed.uncheckedStops, forKey: .uncheckedStops)
    }

    private func place(_ index: Int) -> Place {
        if index < setup.visits.count {
            let stop = setup.visits[index]
            return Place(
                id: stop.id.lowercasedString, name: stop.name, latitude: stop.latitude, longitude: stop.longitude)
        }
        let base = setup.places[index - setup.visits.count]
        let id: String? = if case .stop(let stop) = base { stop.id.lowercasedString } else { nil }
        return Place(
            id: id, name: base.name, latitude: base.coordinate?.latitude ?? 0,
            longitude: base.coordinate?.longitude ?? 0)
    }

    private static func rounded(_ meters: Double) -> Double { (meters * 10).rounded() / 10 }
}

extension DaySplitSetup {
    /// The display name of matrix index `index`.
    func name(of index: Int) -> String {
        index < visits.count ? visits[index].name : places[index - visits.count].name
    }
}
