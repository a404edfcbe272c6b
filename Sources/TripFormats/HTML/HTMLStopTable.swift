import TripModel

/// A day's stops as a table: number, name with address and notes, and the leg from the stop before.
///
/// When the trip has a schedule the table reads as the day's timeline on paper: it starts with leaving
/// the lodging, gives each visit its times in a column of their own (arrival, waiting and why, stay),
/// each leg its mode and minutes, names what does not work out in words beside the stop, and ends back
/// at the lodging. Without a schedule the table is the plain one.
struct HTMLStopTable {
    let day: ItineraryDay
    let schedule: ItinerarySchedule?
    let fares: PageFares?
    let strings: PageStrings

    private var columns: Int { schedule == nil ? 3 : 4 }
    private var frame: ItinerarySchedule.Day? { schedule?.days[day.day ?? 1] }

    var node: HTMLNode {
        var headings: [HTMLNode] = [.el("th", [("scope", "col")], text: strings.number)]
        if schedule != nil { headings.append(.el("th", [("scope", "col"), ("class", "time")], text: strings.time)) }
        headings += [
            .el("th", [("scope", "col")], text: strings.stop),
            .el("th", [("scope", "col"), ("class", "num")], text: strings.fromPrevious),
        ]
        var rows: [HTMLNode] = []
        if let frame, let lodging = frame.startLodging {
            rows.append(lodgingRow(strings.leave(lodging.name), time: frame.start, leg: nil))
        }
        rows += day.stops.indices.map(stopRow)
        if let frame, let lodging = frame.endLodging {
            rows.append(lodgingRow(strings.backAt(lodging.name), time: frame.end, leg: frame.returnLeg))
        }
        let table = HTMLNode.el(
            "table", [("class", "stops")],
            [.el("thead", [], [.el("tr", [], headings)]), .el("tbody", [], rows), .el("tfoot", [], footer)])
        return table
    }

    /// What the day as a whole gets wrong, under its table.
    var dayWarnings: [HTMLNode] {
        (frame?.warnings ?? []).map { .el("p", [("class", "day-warning")], [warning($0)]) }
    }

    private func stopRow(_ index: Int) -> HTMLNode {
        let stop = day.stops[index]
        let visit = schedule?.visits[stop.id]
        var cell: [HTMLNode] = [.el("span", [("class", "stop-name")], text: stop.name)]
        if !stop.address.isEmpty { cell.append(.el("span", [("class", "address")], text: stop.address)) }
        if !stop.notes.isEmpty { cell.append(.el("span", [("class", "stop-notes")], text: stop.notes)) }
        cell += (visit?.warnings ?? []).map(warning)
        var leg: [HTMLNode] = []
        if let travel = visit?.leg { leg += legLines(travel) }
        if index == 0 {
            if leg.isEmpty { leg.append(.text("—")) }
        } else {
            let meters = day.legMeters[index - 1]
            leg.append(.el("span", [("class", "distance")], text: CoordinateText.humanDistance(meters)))
            if let fares {
                let fare = strings.taxi + " " + fares.money(fares.fare(meters: meters))
                leg.append(.el("span", [("class", "fare")], text: fare))
            }
        }
        var cells: [HTMLNode] = [.el("td", [("class", "pos")], text: String(stop.position))]
        if schedule != nil {
            cells.append(.el("td", [("class", "time")], visit.map { times($0, stop) } ?? [.text("—")]))
        }
        cells += [.el("td", [], cell), .el("td", [("class", "num")], leg)]
        return .el("tr", [("data-position", String(stop.position))], cells)
    }

    /// `10:30–12:00` in bold, then in words what led to it: arrival and waiting, and the stay.
    private func times(_ visit: ItinerarySchedule.Visit, _ stop: Stop) -> [HTMLNode] {
        var lines: [HTMLNode] = [
            .el("span", [("class", "visit")], text: strings.clock(visit.start) + "–" + strings.clock(visit.end))
        ]
        if visit.wait > 0 {
            let forOpening = stop.arrival?.minutes != visit.start
            lines.append(.el("span", [("class", "arrive")], text: strings.arrive(visit.arrival)))
            lines.append(.el("span", [("class", "wait")], text: strings.wait(visit.wait, forOpening: forOpening)))
        }
        lines.append(.el("span", [("class", "stay")], text: strings.stay(visit.stay)))
        return lines
    }

    /// `Taxi` and `12 min`, on lines of their own so the column stays narrow on a phone.
    private func legLines(_ leg: ItinerarySchedule.Leg) -> [HTMLNode] {
        [
            .el("span", [("class", "mode"), ("data-mode", leg.mode.rawValue)], text: strings.mode(leg.mode)),
            .el("span", [("class", "minutes")], text: strings.duration(leg.minutes)),
        ]
    }

    private func lodgingRow(_ text: String, time: Int, leg: ItinerarySchedule.Leg?) -> HTMLNode {
        .el(
            "tr", [("class", "lodging")],
            [
                .el("td", [("class", "pos")], [.trusted(SVGMapRenderer.lodgingIcon(title: strings.lodging))]),
                .el("td", [("class", "time")], [.el("span", [("class", "visit")], text: strings.clock(time))]),
                .el("td", [], [.el("span", [("class", "lodging-name")], text: text)]),
                .el("td", [("class", "num")], leg.map(legLines) ?? [.text("—")]),
            ])
    }

    private func warning(_ warning: ItinerarySchedule.Warning) -> HTMLNode {
        .el("span", [("class", "warning")], text: "⚠ " + strings.warningMark + ": " + strings.warning(warning))
    }

    private var footer: [HTMLNode] {
        var total =
            strings.dayTotal + ": " + strings.stops(day.stops.count) + " · " + CoordinateText.humanDistance(day.meters)
        if let frame {
            let legs = day.stops.compactMap { schedule?.visits[$0.id]?.leg } + [frame.returnLeg].compactMap { $0 }
            total +=
                " · "
                + strings.travelAndSpan(travel: legs.reduce(0) { $0 + $1.minutes }, start: frame.start, end: frame.end)
        }
        var rows: [HTMLNode] = [.el("tr", [], [.el("td", [("colspan", String(columns))], text: total)])]
        if let fares, !day.legMeters.isEmpty {
            let sum = day.legMeters.reduce(Int64(0)) { $0 + fares.fare(meters: $1) }
            let text = strings.taxiTotal(fares.money(sum), each: fares.money(fares.perPerson(legs: day.legMeters)))
            rows.append(.el("tr", [("class", "fares")], [.el("td", [("colspan", String(columns))], text: text)]))
        }
        return rows
    }
}
