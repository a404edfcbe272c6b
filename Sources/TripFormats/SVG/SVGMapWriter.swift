import Foundation
import TripModel

/// Draws the trip as a standalone SVG map: title, the route line coloured by day, numbered pins in visit
/// order, a scale bar and a legend, fitted to the page. Opens in any browser; no external resources.
public enum SVGMapWriter {
    static let width = 960.0
    static let mapHeight = 600.0
    static let top = 64.0
    static let margin = 40.0
    /// Stop names are printed beside pins only up to this many stops; beyond, they would overlap.
    static let maximumLabels = 40

    /// Renders the itinerary as an SVG document.
    public static func write(_ itinerary: Itinerary) -> String {
        let box = MapProjection.Box(
            minX: margin * 1.5, minY: top + 40, width: width - 3 * margin, height: mapHeight - 80)
        let projection = MapProjection(
            points: itinerary.stops.map { ($0.latitude, $0.longitude) }, box: box)
        let legendRows = (max(itinerary.days.count, 1) + 3) / 4
        let height = top + mapHeight + 48 + Double(legendRows) * 24 + 16
        var svg = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(fmt(width))\" height=\"\(fmt(height))\" "
                + "viewBox=\"0 0 \(fmt(width)) \(fmt(height))\" "
                + "font-family=\"system-ui, 'Apple SD Gothic Neo', 'Noto Sans CJK KR', 'Malgun Gothic', sans-serif\">",
            "<title>\(XMLText.escape(itinerary.trip.name))</title>",
            "<rect width=\"100%\" height=\"100%\" fill=\"#f8f9fa\"/>",
            "<rect x=\"\(fmt(margin / 2))\" y=\"\(fmt(top))\" width=\"\(fmt(width - margin))\" "
                + "height=\"\(fmt(mapHeight))\" fill=\"#ffffff\" stroke=\"#dee2e6\"/>",
            "<text x=\"\(fmt(margin / 2))\" y=\"40\" font-size=\"24\" font-weight=\"600\" fill=\"#212529\">"
                + "\(XMLText.escape(itinerary.trip.name))</text>",
        ]
        svg += routeLines(itinerary, projection)
        svg += pins(itinerary, projection)
        if itinerary.stops.isEmpty {
            svg.append(
                "<text x=\"\(fmt(width / 2))\" y=\"\(fmt(top + mapHeight / 2))\" text-anchor=\"middle\" "
                    + "fill=\"#6c757d\">No stops yet</text>")
        }
        svg += scaleBar(projection, y: top + mapHeight + 28)
        svg += legend(itinerary, y: top + mapHeight + 56)
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    /// One path per day through its stops in visit order, and dashed grey transfers between days.
    private static func routeLines(_ itinerary: Itinerary, _ projection: MapProjection) -> [String] {
        var lines = ["<g id=\"route\" fill=\"none\" stroke-linecap=\"round\" stroke-linejoin=\"round\">"]
        for index in itinerary.stops.indices.dropFirst()
        where itinerary.effectiveDays[index] != itinerary.effectiveDays[index - 1] {
            let path = pathData([itinerary.stops[index - 1], itinerary.stops[index]], projection)
            lines.append(
                "<path class=\"transfer\" d=\"\(path)\" stroke=\"#adb5bd\" stroke-width=\"2\" "
                    + "stroke-dasharray=\"6 6\"/>")
        }
        for day in itinerary.days where day.stops.count >= 2 {
            let colour = DayPalette.colour(for: day.day)
            let number = day.day.map(String.init) ?? ""
            lines.append(
                "<path class=\"route\" data-day=\"\(number)\" d=\"\(pathData(day.stops, projection))\" "
                    + "stroke=\"\(colour)\" stroke-width=\"4\" stroke-opacity=\"0.85\"/>")
        }
        lines.append("</g>")
        return lines
    }

    private static func pins(_ itinerary: Itinerary, _ projection: MapProjection) -> [String] {
        let labelled = itinerary.stops.count <= maximumLabels
        let pins = zip(itinerary.stops, itinerary.effectiveDays).flatMap { stop, day in
            pin(
                stop, colour: DayPalette.colour(for: day), projection: projection, labelled: labelled,
                time: itinerary.schedule?.label(stop.id))
        }
        return ["<g id=\"pins\" font-size=\"12\">"] + pins + ["</g>"]
    }

    /// A numbered circle with the stop's name (and visit time) as a tooltip and, when there is room, as a label.
    private static func pin(
        _ stop: Stop, colour: String, projection: MapProjection, labelled: Bool, time: String?
    ) -> [String] {
        let point = projection.project(latitude: stop.latitude, longitude: stop.longitude)
        let name = XMLText.escape(stop.name)
        var lines = [
            "<g class=\"pin\" data-position=\"\(stop.position)\">",
            "<title>\(stop.position). \(name)\(time.map { " · " + $0 } ?? "")</title>",
            "<circle cx=\"\(fmt(point.x))\" cy=\"\(fmt(point.y))\" r=\"11\" fill=\"\(colour)\" stroke=\"#ffffff\" "
                + "stroke-width=\"2\"/>",
            "<text x=\"\(fmt(point.x))\" y=\"\(fmt(point.y + 4))\" text-anchor=\"middle\" fill=\"#ffffff\" "
                + "font-weight=\"700\">\(stop.position)</text>",
        ]
        if labelled {
            // Labels point towards the middle of the map so names near the right edge stay on the page.
            let leftward = point.x > width * 0.6
            lines.append(
                "<text class=\"label\" x=\"\(fmt(point.x + (leftward ? -15 : 15)))\" y=\"\(fmt(point.y + 4))\" "
                    + "text-anchor=\"\(leftward ? "end" : "start")\" fill=\"#212529\" stroke=\"#ffffff\" "
                    + "stroke-width=\"3\" paint-order=\"stroke\">\(name)</text>")
        }
        return lines + ["</g>"]
    }

    private static func scaleBar(_ projection: MapProjection, y: Double) -> [String] {
        let bar = projection.scaleBar(targetPixels: width / 5)
        let x = margin / 2
        return [
            "<g id=\"scale\" stroke=\"#212529\" stroke-width=\"2\">",
            "<path d=\"M\(fmt(x)) \(fmt(y - 6))V\(fmt(y))H\(fmt(x + bar.pixels))V\(fmt(y - 6))\" fill=\"none\"/>",
            "<text x=\"\(fmt(x + bar.pixels + 8))\" y=\"\(fmt(y))\" font-size=\"13\" stroke=\"none\" fill=\"#212529\">"
                + "\(barLabel(bar.metres))</text>",
            "</g>",
        ]
    }

    /// Scale bars are round numbers, so no decimals: "500 m", "2 km".
    private static func barLabel(_ metres: Double) -> String {
        metres >= 1000 ? "\(Int(metres / 1000)) km" : "\(Int(metres)) m"
    }

    private static func legend(_ itinerary: Itinerary, y: Double) -> [String] {
        var lines = ["<g id=\"legend\" font-size=\"13\" fill=\"#212529\">"]
        for (index, day) in itinerary.days.enumerated() {
            let x = margin / 2 + Double(index % 4) * (width - margin) / 4
            let rowY = y + Double(index / 4) * 24
            let title = day.day.map { "Day \($0)" } ?? "Route"
            var detail =
                "\(day.stops.count) stop\(day.stops.count == 1 ? "" : "s"), "
                + CoordinateText.humanDistance(day.meters)
            if let span = timeSpan(day, itinerary.schedule) { detail += ", " + span }
            lines.append(
                "<rect x=\"\(fmt(x))\" y=\"\(fmt(rowY - 11))\" width=\"24\" height=\"12\" rx=\"3\" "
                    + "fill=\"\(DayPalette.colour(for: day.day))\"/>")
            lines.append(
                "<text x=\"\(fmt(x + 32))\" y=\"\(fmt(rowY))\">\(XMLText.escape(title + " · " + detail))</text>")
        }
        lines.append("</g>")
        return lines
    }

    /// `09:30–17:45`: from the day's first visit to the end of its last, when the itinerary has times.
    private static func timeSpan(_ day: ItineraryDay, _ schedule: ItinerarySchedule?) -> String? {
        guard let visits = schedule.map({ schedule in day.stops.compactMap { schedule.visits[$0.id] } }),
            let first = visits.first, let last = visits.last
        else { return nil }
        return TimeOfDay.format(minutes: first.start) + "–" + TimeOfDay.format(minutes: last.end)
    }

    private static func pathData(_ stops: [Stop], _ projection: MapProjection) -> String {
        stops.enumerated().map { index, stop in
            let point = projection.project(latitude: stop.latitude, longitude: stop.longitude)
            return (index == 0 ? "M" : "L") + fmt(point.x) + " " + fmt(point.y)
        }.joined(separator: " ")
    }

    /// One decimal is sub-pixel; more only bloats the file.
    private static func fmt(_ value: Double) -> String {
        CoordinateText.decimal(value, digits: 1)
    }
}
