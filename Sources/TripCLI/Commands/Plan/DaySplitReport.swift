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
        context.print(summary)
        context.print(balanceDescription)
        context.print()
        context.io.standardOutput.write(summaryTable().render(width: context.io.terminalWidth))
        var position = setup.places.filter { if case .stop = $0 { true } else { false } }.count
        for (index, day) in plan.days.enumerated() {
            context.print()
            let distance = Formatting.distance(day.length)
            context.print(
                timed.map { clockHeading($0.days[index], index: index, stops: day.stops.count, distance: distance) }
                    ?? localized("plan.day", ["day": index + 1, "count": day.stops.count, "distance": distance]))
            context.io.standardOutput.write(
                dayTable(index, firstPosition: position + 1).render(width: context.io.terminalWidth))
            for stop in timed?.days[index].unserved ?? [] {
                context.print(localized("plan.not-served", ["sentence": stop.sentence]))
            }
            position += day.stops.count
        }
        context.print()
        if let timed { return context.print(clockTotal(timed)) }
        let distance = Formatting.distance(plan.total)
        guard let current else { return context.print(localized("plan.total", ["distance": distance])) }
        let now = Formatting.distance(current.reduce(0) { $0 + $1.length })
        context.print(localized("plan.total-current", ["distance": distance, "current": now]))
    }

    /// `Jeju: 9 stops in 3 days, each a loop from Hotel`.
    private var summary: String {
        let arguments: [String: any CustomStringConvertible] = [
            "trip": setup.trip.name, "stops": setup.visits.count, "days": setup.dayCount,
        ]
        guard let first = plan.days.first?.ends, let start = first.start else {
            return localized("plan.summary-open", arguments)
        }
        if plan.days.allSatisfy({ $0.ends == first }), first.end == start {
            return localized("plan.summary-loop", arguments.merging(["base": setup.name(of: start)]) { $1 })
        }
        return localized("plan.summary-hotels", arguments)
    }

    private var balanceDescription: String {
        switch plan.balance {
        case .stops:
            localized(
                "plan.balance-stops", ["low": plan.stopBounds.lowerBound, "high": plan.stopBounds.upperBound])
        case .distance:
            localized(
                "plan.balance-distance",
                [
                    "tolerance": Int(DayPlanner.distanceTolerance * 100),
                    "spread": Int((plan.lengthSpread * 100).rounded()),
                ])
        }
    }

    private func summaryTable() -> Table {
        var table = Table(
            [
                .init(localized("plan.column-day"), .right), .init(localized("plan.column-stops"), .right),
                .init(localized("plan.column-distance"), .right), .init(localized("plan.column-now-stops"), .right),
                .init(localized("plan.column-now-distance"), .right),
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
                localized("plan.all"), String(setup.visits.count), Formatting.distance(plan.total),
                current == nil ? "-" : String(setup.visits.count), nowTotal,
            ] + (timed.map(clockTotalCells) ?? []))
        return table
    }

    private func dayTable(_ day: Int, firstPosition: Int) -> Table {
        let arrivals = timed?.days[day].arrivals
        let blank = arrivals == nil ? [] : [""]
        var table = Table(
            [
                .init("#", .right), .init(localized("plan.column-name"), flexible: true),
                .init(localized("plan.column-leg"), .right),
            ]
                + (arrivals == nil ? [] : [.init(localized("plan.column-arrive"), .right)]))
        let route = plan.days[day]
        let matrix = setup.request.matrix
        var previous = route.ends.start
        if let start = route.ends.start {
            table.append(["", localized("plan.base-name", ["name": setup.name(of: start)]), ""] + blank)
        }
        for (offset, index) in route.stops.enumerated() {
            let visit = setup.visits[index]
            let leg = previous.map { Formatting.distance(matrix[$0, index]) } ?? ""
            let arrive = arrivals.map { [TimeOfDay.format(minutes: $0[offset])] } ?? []
            table.append([String(firstPosition + offset), visit.name + (visit.locked ? " 🔒" : ""), leg] + arrive)
            previous = index
        }
        if let end = route.ends.end, let last = previous {
            table.append(
                [
                    "", localized("plan.base-name", ["name": setup.name(of: end)]),
                    Formatting.distance(matrix[last, end]),
                ]
                    + blank)
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
