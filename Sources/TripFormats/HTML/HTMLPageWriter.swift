import TripModel

/// Writes the trip as one self-contained web page to send to companions or print: title, dates,
/// companions and notes; the whole route on a map; a section per day with its own map, the stops in
/// order with addresses and the distance of each leg, and the day's total (with a schedule, the day's
/// timeline from lodging to lodging: ``HTMLStopTable``); then the expenses and the transfers that settle them.
///
/// Nothing is loaded from elsewhere: the style sheet and the SVG maps are inline and there is no
/// script. Every piece of user text goes through ``HTMLNode``'s escaping. The markup is XHTML-compatible
/// so it also parses as XML.
public enum HTMLPageWriter {
    /// The overview map's drawing size; the page scales it to the screen.
    static let overviewSize = (width: 960.0, height: 600.0)
    /// A day map is smaller, so its pins and labels come out larger on the page.
    static let dayMapSize = (width: 720.0, height: 400.0)
    /// The maps a phone shows instead: drawn about as wide as a 375 px screen's column, so labels keep
    /// their 12 px instead of shrinking to a third of that (the style sheet switches by screen width).
    /// Their height follows the trip's shape within these bounds, so a wide island is not a tall map
    /// with empty bands to scroll past.
    static let narrowWidth = 340.0
    static let narrowHeights = 300.0...480.0

    /// The phone map's size for `scene`: the pins' box (the renderer keeps 90 units of margins and scale
    /// strip around it) as tall as their shape needs.
    static func narrowSize(_ scene: MapScene) -> (width: Double, height: Double) {
        let aspect = MapProjection.aspect(of: scene.markers.map { ($0.latitude, $0.longitude) })
        let height = ((narrowWidth - 80) * aspect + 90).rounded()
        return (narrowWidth, min(max(height, narrowHeights.lowerBound), narrowHeights.upperBound))
    }

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
                        .el("footer", [], footer(itinerary, options.fares, strings)),
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
        var children: [HTMLNode] = [.el("h2", text: strings.map)]
        children += maps(
            scene, sizes: (overviewSize, narrowSize(scene)), kind: "overview", itinerary.trip.name, strings)
        var legend = itinerary.days.filter { $0.day != nil }.map { day -> HTMLNode in
            var detail = strings.stops(day.stops.count) + " · " + CoordinateText.humanDistance(day.meters)
            if let frame = itinerary.schedule?.days[day.day ?? 1] {
                detail += " · " + strings.clock(frame.start) + "–" + strings.clock(frame.end)
            }
            return .el(
                "li", [],
                [
                    .el("span", [("class", "swatch"), ("style", "background:" + DayPalette.colour(for: day.day))], []),
                    .text(strings.day(day.day ?? 1) + " · " + detail),
                ])
        }
        if scene.markers.contains(where: { $0.symbol == .lodging }) {
            legend.append(
                .el(
                    "li", [("class", "lodging")],
                    [.trusted(SVGMapRenderer.lodgingIcon(title: nil)), .text(strings.lodging)]))
        }
        if !legend.isEmpty { children.append(.el("ul", [("class", "legend")], legend)) }
        return .el("section", [("class", "overview"), ("id", "overview")], children)
    }

    private static func daySection(
        _ day: ItineraryDay, itinerary: Itinerary, fares: PageFares?, _ strings: PageStrings
    ) -> HTMLNode {
        var heading: [HTMLNode] = [.text(day.day.map(strings.day) ?? strings.itinerary)]
        if let date = day.date, day.day != nil {
            heading.append(.el("span", [("class", "date")], text: strings.date(date)))
        }
        let scene = MapScene(day: day, frame: itinerary.schedule?.days[day.day ?? 1])
        let title = day.day.map(strings.day) ?? itinerary.trip.name
        var children: [HTMLNode] = [.el("h2", [], heading)]
        children += maps(scene, sizes: (dayMapSize, narrowSize(scene)), kind: "day-map", title, strings)
        let table = HTMLStopTable(day: day, schedule: itinerary.schedule, fares: fares, strings: strings)
        children.append(table.node)
        children += table.dayWarnings
        let id = "day-" + (day.day.map(String.init) ?? "all")
        return .el("section", [("class", "day"), ("id", id)], children)
    }

    /// How distances, travel times and taxi fares were estimated, under the page.
    private static func footer(_ itinerary: Itinerary, _ fares: PageFares?, _ strings: PageStrings) -> [HTMLNode] {
        var notes: [HTMLNode] = [.el("p", text: strings.distanceNote)]
        if itinerary.schedule != nil { notes.append(.el("p", text: strings.travelNote)) }
        if let fares {
            notes.append(
                .el(
                    "p",
                    text: strings.fareNote(
                        model: fares.model.displayName(in: strings.language), detour: fares.detour, people: fares.people
                    )))
        }
        return notes
    }

    /// The map twice, drawn for a wide screen and for a phone; the style sheet shows one. Each has its own
    /// list of the stops it could only number, since a narrow map has room for fewer labels.
    private static func maps(
        _ scene: MapScene, sizes: (wide: (width: Double, height: Double), narrow: (width: Double, height: Double)),
        kind: String, _ title: String, _ strings: PageStrings
    ) -> [HTMLNode] {
        var out: [HTMLNode] = []
        for (variant, size) in [("wide", sizes.wide), ("narrow", sizes.narrow)] {
            let (svg, unlabelled) = map(scene, size: size, title: title, strings)
            out.append(.el("figure", [("class", "map \(kind) \(variant)")], [svg]))
            out += names(unlabelled.map { scene.markers[$0] }, variant: variant, strings)
        }
        return out
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
    private static func names(_ markers: [MapScene.Marker], variant: String, _ strings: PageStrings) -> [HTMLNode] {
        let items = markers.compactMap { marker -> HTMLNode? in
            guard case .stop(let position) = marker.symbol else { return nil }
            return .el("li", [("value", String(position))], text: marker.label)
        }
        guard !items.isEmpty else { return [] }
        return [
            .el(
                "div", [("class", "names " + variant)],
                [
                    .el("p", [("class", "summary")], text: strings.notLabelled), .el("ol", [("class", "names")], items),
                ])
        ]
    }
}
