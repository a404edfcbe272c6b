import Foundation
import TripModel

/// Draws the trip as a standalone SVG map: title, the route line coloured by day, numbered pins in visit
/// order with labels clear of each other, a scale bar and a legend, fitted to the page. Opens in any
/// browser; no external resources. Names whose label found no room are listed under the legend by number.
public enum SVGMapWriter {
    static let width = 960.0
    static let mapHeight = 600.0
    static let top = 64.0
    static let margin = 20.0
    static let rowHeight = 22.0

    /// Renders the itinerary as an SVG document.
    /// - Parameter language: the language of the legend's words.
    public static func write(_ itinerary: Itinerary, language: Language = .english) -> String {
        let strings = PageStrings(language: language)
        let scene = MapScene(itinerary: itinerary)
        let renderer = SVGMapRenderer(
            scene: scene, frame: MapRect(x: margin, y: top, width: width - 2 * margin, height: mapHeight))
        let legendY = top + mapHeight + 28
        let hasLodging = scene.markers.contains { $0.symbol == .lodging }
        let legendRows = (max(itinerary.days.count + (hasLodging ? 1 : 0), 1) + 3) / 4
        let namesY = legendY + Double(legendRows) * rowHeight + 8
        let nameRows = (renderer.unlabelled.count + 2) / 3
        let height = namesY + Double(nameRows) * rowHeight + 8
        var svg = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(fmt(width))\" height=\"\(fmt(height))\" "
                + "viewBox=\"0 0 \(fmt(width)) \(fmt(height))\" "
                + "font-family=\"'Noto Sans CJK KR', 'Apple SD Gothic Neo', 'Malgun Gothic', system-ui, sans-serif\">",
            "<title>\(XMLText.escape(itinerary.trip.name))</title>",
            "<rect width=\"100%\" height=\"100%\" fill=\"#f8f9fa\"/>",
            "<text x=\"\(fmt(margin))\" y=\"40\" font-size=\"24\" font-weight=\"600\" fill=\"#212529\">"
                + "\(XMLText.escape(itinerary.trip.name))</text>",
        ]
        svg += renderer.elements
        svg += legend(itinerary, lodging: hasLodging, y: legendY, strings)
        svg += names(renderer.unlabelled.map { scene.markers[$0] }, y: namesY)
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    private static func legend(_ itinerary: Itinerary, lodging: Bool, y: Double, _ strings: PageStrings) -> [String] {
        var lines = ["<g id=\"legend\" font-size=\"13\" fill=\"#212529\">"]
        let place = { (index: Int) in
            (x: margin + Double(index % 4) * (width - 2 * margin) / 4, y: y + Double(index / 4) * rowHeight)
        }
        for (index, day) in itinerary.days.enumerated() {
            let (x, rowY) = place(index)
            let title = day.day.map(strings.day) ?? strings.localized("page.route")
            var detail = strings.stops(day.stops.count) + ", " + CoordinateText.humanDistance(day.meters)
            if let span = timeSpan(day, itinerary.schedule) { detail += ", " + span }
            lines.append(
                "<rect x=\"\(fmt(x))\" y=\"\(fmt(rowY - 11))\" width=\"24\" height=\"12\" rx=\"3\" "
                    + "fill=\"\(DayPalette.colour(for: day.day))\"/>")
            lines.append(
                "<text x=\"\(fmt(x + 32))\" y=\"\(fmt(rowY))\">\(XMLText.escape(title + " · " + detail))</text>")
        }
        if lodging {
            let (x, rowY) = place(itinerary.days.count)
            lines.append(
                "<path class=\"house\" transform=\"translate(\(fmt(x + 12)) \(fmt(rowY - 5))) scale(0.6)\" "
                    + "d=\"\(SVGMapRenderer.housePath((0, 0)))\" fill=\"\(MapScene.lodgingColour)\"/>")
            lines.append(
                "<text x=\"\(fmt(x + 32))\" y=\"\(fmt(rowY))\">\(XMLText.escape(strings.localized("page.lodging")))</text>"
            )
        }
        lines.append("</g>")
        return lines
    }

    /// "12 동문재래시장" for every symbol drawn without its label, three to a row.
    private static func names(_ markers: [MapScene.Marker], y: Double) -> [String] {
        guard !markers.isEmpty else { return [] }
        var lines = ["<g id=\"names\" font-size=\"12\" fill=\"#212529\">"]
        let columnWidth = (width - 2 * margin) / 3
        for (index, marker) in markers.enumerated() {
            guard case .stop(let position) = marker.symbol else { continue }
            let x = margin + Double(index % 3) * columnWidth
            let rowY = y + Double(index / 3) * rowHeight
            let text = TextWidth.truncated(marker.label, maximumColumns: Int(columnWidth / 7.5) - 4)
            lines.append(
                "<text x=\"\(fmt(x))\" y=\"\(fmt(rowY))\"><tspan font-weight=\"700\" fill=\"\(marker.colour)\">"
                    + "\(position)</tspan> \(XMLText.escape(text))</text>")
        }
        return lines + ["</g>"]
    }

    /// `09:30–17:45`: from the day's first visit to the end of its last, when the itinerary has times.
    private static func timeSpan(_ day: ItineraryDay, _ schedule: ItinerarySchedule?) -> String? {
        guard let visits = schedule.map({ schedule in day.stops.compactMap { schedule.visits[$0.id] } }),
            let first = visits.first, let last = visits.last
        else { return nil }
        return TimeOfDay.format(minutes: first.start) + "–" + TimeOfDay.format(minutes: last.end)
    }

    private static func fmt(_ value: Double) -> String {
        SVGMapRenderer.fmt(value)
    }
}
