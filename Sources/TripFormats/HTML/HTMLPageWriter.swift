import TripModel

/// Writes the trip as one self-contained web page to send to companions or print: title, dates,
/// companions and notes; the whole route on a map; a section per day with its own map, the stops in
/// order with addresses and the distance of each leg, and the day's total; then the expenses and the
/// transfers that settle them.
///
/// Nothing is loaded from elsewhere: the style sheet and the SVG maps are inline and there is no
/// script. Every piece of user text goes through ``HTMLNode``'s escaping. The markup is XHTML-compatible
/// so it also parses as XML.
public enum HTMLPageWriter {
    /// The overview map's drawing size; the page scales it to the screen.
    static let overviewSize = (width: 960.0, height: 600.0)
    /// A day map is smaller, so its pins and labels come out larger on the page.
    static let dayMapSize = (width: 720.0, height: 400.0)

    /// Renders the itinerary as an HTML document.
    /// - Parameters:
    ///   - itinerary: The trip to write.
    ///   - options: The language of the page's own words, and taxi fares if wanted.
    public static func write(_ itinerary: Itinerary, options: PageOptions = PageOptions()) -> String {
        let language = options.language
        let strings = PageStrings(language: language)
        var body: [HTMLNode] = [header(itinerary, strings), overview(itinerary, strings)]
        body += itinerary.days.map { daySection($0, itinerary: itinerary, fares: options.fares, strings) }
        if let costs = HTMLCostsSection.section(itinerary.trip, strings) { body.append(costs) }
        let head = HTMLNode.el(
            "head", [],
            [
                .el("meta", [("charset", "utf-8")]),
                .el("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
                .el("meta", [("name", "color-scheme"), ("content", "light dark")]),
                .el("meta", [("name", "generator"), ("content", "trip")]),
                .el("title", text: itinerary.trip.name),
                .el("style", [], [.trusted(PageStyle.css)]),
            ])
        let page = HTMLNode.el(
            "html", [("xmlns", "http://www.w3.org/1999/xhtml"), ("lang", language.rawValue)],
            [
                head,
                .el(
                    "body", [],
                    [
                        .el("main", [], body),
                        .el("footer", [], [.el("p", text: strings.distanceNote)] + fareNote(options.fares, strings)),
                    ]),
            ])
        var out = "<!DOCTYPE html>\n"
        page.render(into: &out)
        return out + "\n"
    }

    private static func header(_ itinerary: Itinerary, _ strings: PageStrings) -> HTMLNode {
        let trip = itinerary.trip
        var children: [HTMLNode] = [.el("h1", text: trip.name)]
        if let start = trip.startDate {
            children.append(.el("p", [("class", "dates")], text: strings.dates(start, trip.endDate)))
        }
        var summary = strings.stops(itinerary.stops.count)
        if itinerary.stops.count >= 2 { summary += " · " + CoordinateText.humanDistance(itinerary.totalMeters) }
        children.append(.el("p", [("class", "summary")], text: summary))
        var facts: [HTMLNode] = []
        if !trip.companions.isEmpty {
            facts += [
                .el("dt", text: strings.companions),
                .el("dd", text: trip.companions.map(\.name).joined(separator: ", ")),
            ]
        }
        if !trip.notes.isEmpty {
            facts += [.el("dt", text: strings.notes), .el("dd", [("class", "notes")], text: trip.notes)]
        }
        if !facts.isEmpty { children.append(.el("dl", [("class", "facts")], facts)) }
        return .el("header", [("class", "trip")], children)
    }

    private static func overview(_ itinerary: Itinerary, _ strings: PageStrings) -> HTMLNode {
        let scene = MapScene(itinerary: itinerary)
        let (svg, unlabelled) = map(scene, size: overviewSize, title: itinerary.trip.name, strings)
        var children: [HTMLNode] = [.el("h2", text: strings.map), .el("figure", [("class", "map overview")], [svg])]
        let legend = itinerary.days.filter { $0.day != nil }.map { day -> HTMLNode in
            let detail = strings.stops(day.stops.count) + " · " + CoordinateText.humanDistance(day.meters)
            return .el(
                "li", [],
                [
                    .el("span", [("class", "swatch"), ("style", "background:" + DayPalette.colour(for: day.day))], []),
                    .text(strings.day(day.day ?? 1) + " · " + detail),
                ])
        }
        if !legend.isEmpty { children.append(.el("ul", [("class", "legend")], legend)) }
        children += names(unlabelled.map { scene.markers[$0] }, strings)
        return .el("section", [("class", "overview"), ("id", "overview")], children)
    }

    private static func daySection(
        _ day: ItineraryDay, itinerary: Itinerary, fares: PageFares?, _ strings: PageStrings
    ) -> HTMLNode {
        var heading: [HTMLNode] = [.text(day.day.map(strings.day) ?? strings.itinerary)]
        if let date = day.date, day.day != nil {
            heading.append(.el("span", [("class", "date")], text: strings.date(date)))
        }
        let scene = MapScene(day: day)
        let title = day.day.map(strings.day) ?? itinerary.trip.name
        let (svg, unlabelled) = map(scene, size: dayMapSize, title: title, strings)
        var children: [HTMLNode] = [.el("h2", [], heading), .el("figure", [("class", "map day-map")], [svg])]
        children += names(unlabelled.map { scene.markers[$0] }, strings)
        children.append(stopTable(day, fares: fares, strings))
        let id = "day-" + (day.day.map(String.init) ?? "all")
        return .el("section", [("class", "day"), ("id", id)], children)
    }

    /// The day's stops in order: number, name with address and notes, and the leg from the stop before.
    private static func stopTable(_ day: ItineraryDay, fares: PageFares?, _ strings: PageStrings) -> HTMLNode {
        let head = HTMLNode.el(
            "thead", [],
            [
                .el(
                    "tr", [],
                    [
                        .el("th", [("scope", "col")], text: strings.number),
                        .el("th", [("scope", "col")], text: strings.stop),
                        .el("th", [("scope", "col"), ("class", "num")], text: strings.fromPrevious),
                    ])
            ])
        var rows: [HTMLNode] = []
        for (index, stop) in day.stops.enumerated() {
            var cell: [HTMLNode] = [.el("span", [("class", "stop-name")], text: stop.name)]
            if !stop.address.isEmpty { cell.append(.el("span", [("class", "address")], text: stop.address)) }
            if !stop.notes.isEmpty { cell.append(.el("span", [("class", "stop-notes")], text: stop.notes)) }
            var leg: [HTMLNode] = [.text(index == 0 ? "—" : CoordinateText.humanDistance(day.legMeters[index - 1]))]
            if let fares, index > 0 {
                let fare = strings.taxi + " " + fares.money(fares.fare(meters: day.legMeters[index - 1]))
                leg.append(.el("span", [("class", "fare")], text: fare))
            }
            rows.append(
                .el(
                    "tr", [("data-position", String(stop.position))],
                    [
                        .el("td", [("class", "pos")], text: String(stop.position)), .el("td", [], cell),
                        .el("td", [("class", "num")], leg),
                    ]))
        }
        let total =
            strings.dayTotal + ": " + strings.stops(day.stops.count) + " · " + CoordinateText.humanDistance(day.meters)
        var footer: [HTMLNode] = [.el("tr", [], [.el("td", [("colspan", "3")], text: total)])]
        if let fares, !day.legMeters.isEmpty {
            let sum = day.legMeters.reduce(Int64(0)) { $0 + fares.fare(meters: $1) }
            let text = strings.taxiTotal(fares.money(sum), each: fares.money(fares.perPerson(legs: day.legMeters)))
            footer.append(.el("tr", [("class", "fares")], [.el("td", [("colspan", "3")], text: text)]))
        }
        let foot = HTMLNode.el("tfoot", [], footer)
        return .el("table", [("class", "stops")], [head, .el("tbody", [], rows), foot])
    }

    /// How the taxi estimates were made, under the page.
    private static func fareNote(_ fares: PageFares?, _ strings: PageStrings) -> [HTMLNode] {
        guard let fares else { return [] }
        return [.el("p", text: strings.fareNote(model: fares.model.name, detour: fares.detour, people: fares.people))]
    }

    /// The map as inline SVG scaled by the page, and which symbols were drawn without a label.
    private static func map(
        _ scene: MapScene, size: (width: Double, height: Double), title: String, _ strings: PageStrings
    ) -> (HTMLNode, [Int]) {
        let renderer = SVGMapRenderer(
            scene: scene, frame: MapRect(x: 0, y: 0, width: size.width, height: size.height), emptyText: strings.noStops
        )
        let open =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Int(size.width)) \(Int(size.height))\" "
            + "role=\"img\" aria-label=\"\(XMLText.escape(strings.map + ": " + title))\">"
        let svg = ([open] + renderer.elements + ["</svg>"]).joined(separator: "\n")
        return (.trusted(svg), renderer.unlabelled)
    }

    /// The names of stops drawn by number only, as a numbered list under the map.
    private static func names(_ markers: [MapScene.Marker], _ strings: PageStrings) -> [HTMLNode] {
        let items = markers.compactMap { marker -> HTMLNode? in
            guard case .stop(let position) = marker.symbol else { return nil }
            return .el("li", [("value", String(position))], text: marker.label)
        }
        guard !items.isEmpty else { return [] }
        return [.el("p", [("class", "summary")], text: strings.notLabelled), .el("ol", [("class", "names")], items)]
    }
}
