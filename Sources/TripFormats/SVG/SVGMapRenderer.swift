/// Draws a ``MapScene`` into a rectangle of an SVG document: background, lines, symbols, their labels
/// placed clear of each other (``LabelPlacer``) and a scale bar along the bottom.
///
/// It returns SVG elements, not a document, so the standalone map and the HTML page wrap them their own way.
/// Colours are attributes for standalone use; every element also has a class so a page's CSS can restyle
/// it (the dark colour scheme).
struct SVGMapRenderer {
    /// Labels are attempted up to this many symbols; beyond, only numbers are drawn and the caller lists names.
    static let maximumLabels = 80
    /// Longer names are cut with an ellipsis on the map; the tooltip and the lists keep them whole.
    static let labelColumns = 24
    static let labelFontSize = 12.0
    static let labelHeight = 16.0
    static let pinRadius = 11.0
    /// Height of the strip under the map that holds the scale bar.
    static let scaleStrip = 30.0

    /// The drawn elements, one per line.
    private(set) var elements: [String] = []
    /// Indices into the scene's markers whose label found no free place (or was not attempted).
    private(set) var unlabelled: [Int] = []

    /// - Parameters:
    ///   - scene: What to draw.
    ///   - frame: Where to draw it, in the document's user units.
    ///   - emptyText: Shown in the middle when the scene has no symbols.
    init(scene: MapScene, frame: MapRect, emptyText: String = "No stops yet") {
        let labelArea = MapRect(
            x: frame.x + 4, y: frame.y + 4, width: frame.width - 8, height: frame.height - 8 - Self.scaleStrip)
        let pinBox = MapProjection.Box(
            minX: labelArea.x + 36, minY: labelArea.y + 26, width: labelArea.width - 72, height: labelArea.height - 52)
        let projection = MapProjection(points: scene.markers.map { ($0.latitude, $0.longitude) }, box: pinBox)
        elements.append(
            "<rect class=\"map-bg\" x=\"\(Self.fmt(frame.x))\" y=\"\(Self.fmt(frame.y))\" width=\"\(Self.fmt(frame.width))\" "
                + "height=\"\(Self.fmt(frame.height))\" fill=\"#ffffff\" stroke=\"#dee2e6\"/>")
        elements += Self.lines(scene.lines, projection)
        let points = Self.setApart(
            scene.markers, scene.markers.map { projection.project(latitude: $0.latitude, longitude: $0.longitude) },
            area: labelArea)
        let placements = Self.placeLabels(scene.markers, points, area: labelArea)
        unlabelled = placements.indices.filter { placements[$0] == nil }
        elements.append("<g class=\"pins\" font-size=\"\(Self.fmt(Self.labelFontSize))\">")
        for (index, marker) in scene.markers.enumerated() {
            elements += Self.symbol(marker, at: points[index], label: placements[index])
        }
        elements.append("</g>")
        if scene.markers.isEmpty {
            elements.append(
                "<text class=\"empty\" x=\"\(Self.fmt(frame.x + frame.width / 2))\" y=\"\(Self.fmt(frame.y + frame.height / 2))\" "
                    + "text-anchor=\"middle\" fill=\"#6c757d\">\(XMLText.escape(emptyText))</text>")
        }
        elements += Self.scaleBar(projection, x: frame.x + 12, y: frame.maxY - 10, maximumPixels: frame.width / 4)
    }

    private static func placeLabels(
        _ markers: [MapScene.Marker], _ points: [(x: Double, y: Double)], area: MapRect
    ) -> [PlacedLabel?] {
        guard markers.count <= maximumLabels else { return markers.map { _ in nil } }
        let placer = LabelPlacer(bounds: area, pins: points.map { ($0.x, $0.y, pinRadius) })
        return placer.place(
            sizes: markers.map { marker in
                let text = TextWidth.truncated(marker.label, maximumColumns: labelColumns)
                return (TextWidth.of(text, fontSize: labelFontSize) + 4, labelHeight)
            })
    }

    private static func lines(_ lines: [MapScene.Line], _ projection: MapProjection) -> [String] {
        var out = ["<g class=\"lines\" fill=\"none\" stroke-linecap=\"round\" stroke-linejoin=\"round\">"]
        for line in lines where line.points.count >= 2 {
            let path = line.points.enumerated().map { index, point in
                let xy = projection.project(latitude: point.latitude, longitude: point.longitude)
                return (index == 0 ? "M" : "L") + fmt(xy.x) + " " + fmt(xy.y)
            }.joined(separator: " ")
            switch line.style {
            case .transfer:
                out.append(
                    "<path class=\"transfer\" d=\"\(path)\" stroke=\"\(line.colour)\" stroke-width=\"2\" "
                        + "stroke-dasharray=\"6 6\"/>")
            case .route(let day):
                out.append(
                    "<path class=\"route\" data-day=\"\(day.map(String.init) ?? "")\" d=\"\(path)\" "
                        + "stroke=\"\(line.colour)\" stroke-width=\"4\" stroke-opacity=\"0.85\"/>")
            }
        }
        return out + ["</g>"]
    }

    /// A symbol with its name as a tooltip and, when placed, as a label (with a leader line when set apart).
    private static func symbol(_ marker: MapScene.Marker, at point: (x: Double, y: Double), label: PlacedLabel?)
        -> [String]
    {
        let name = XMLText.escape(marker.label)
        var out: [String]
        switch marker.symbol {
        case .stop(let position):
            out = [
                "<g class=\"pin\" data-position=\"\(position)\">",
                "<title>\(position). \(name)\(marker.detail.map { " · " + XMLText.escape($0) } ?? "")</title>",
                "<circle cx=\"\(fmt(point.x))\" cy=\"\(fmt(point.y))\" r=\"\(fmt(pinRadius))\" fill=\"\(marker.colour)\" "
                    + "stroke=\"#ffffff\" stroke-width=\"2\"/>",
                "<text class=\"number\" x=\"\(fmt(point.x))\" y=\"\(fmt(point.y + 4))\" text-anchor=\"middle\" "
                    + "fill=\"#ffffff\" font-weight=\"700\">\(position)</text>",
            ]
        case .lodging:
            out = [
                "<g class=\"lodging\">",
                "<title>⌂ \(name)</title>",
                "<path class=\"house\" d=\"\(housePath(point))\" fill=\"\(marker.colour)\" stroke=\"#ffffff\" "
                    + "stroke-width=\"2\" stroke-linejoin=\"round\"/>",
                "<path class=\"door\" d=\"M\(fmt(point.x - 3)) \(fmt(point.y + 9))V\(fmt(point.y + 2))H\(fmt(point.x + 3))"
                    + "V\(fmt(point.y + 9))Z\" fill=\"#ffffff\"/>",
            ]
        }
        if let label {
            if let leader = label.leader {
                out.append(
                    "<line class=\"leader\" x1=\"\(fmt(leader.fromX))\" y1=\"\(fmt(leader.fromY))\" "
                        + "x2=\"\(fmt(leader.toX))\" y2=\"\(fmt(leader.toY))\" stroke=\"#6c757d\" stroke-width=\"1\"/>")
            }
            let text = XMLText.escape(TextWidth.truncated(marker.label, maximumColumns: labelColumns))
            let box = label.box
            // The width is an estimate that errs wide, so text is anchored on the side facing the pin.
            let (x, anchor) =
                box.x >= point.x
                ? (box.x + 2, "start") : box.maxX <= point.x ? (box.maxX - 2, "end") : (box.x + box.width / 2, "middle")
            out.append(
                "<text class=\"label\" x=\"\(fmt(x))\" y=\"\(fmt(box.y + 12.5))\" text-anchor=\"\(anchor)\" "
                    + "data-box=\"\(fmt(box.x)) \(fmt(box.y)) \(fmt(box.width)) \(fmt(box.height))\" "
                    + "fill=\"#212529\" stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\">\(text)</text>")
        }
        return out + ["</g>"]
    }

    /// A house the size of a stop's circle: walls and a pointed roof, so it reads apart from the round stops
    /// even printed in black and white.
    static func housePath(_ point: (x: Double, y: Double)) -> String {
        let (x, y) = point
        return "M\(fmt(x - 9)) \(fmt(y + 9))V\(fmt(y - 2))L\(fmt(x)) \(fmt(y - 11))L\(fmt(x + 9)) \(fmt(y - 2))"
            + "V\(fmt(y + 9))Z"
    }

    /// The lodging symbol alone, for legends and tables: named for screen readers where it stands alone,
    /// hidden from them (`title` nil) where a word beside it says the same.
    static func lodgingIcon(title: String?) -> String {
        let role = title.map { "role=\"img\" aria-label=\"\(XMLText.escape($0))\"" } ?? "aria-hidden=\"true\""
        return
            "<svg class=\"lodging-icon\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"-12 -13 24 24\" width=\"18\" "
            + "height=\"18\" \(role)><path class=\"house\" d=\"\(housePath((0, 0)))\" "
            + "fill=\"\(MapScene.lodgingColour)\"/></svg>"
    }

    /// A lodging on top of a stop (a hotel that is also a stop) would hide the stop's number: it moves
    /// up by two symbol widths, or down near the top edge, and keeps clear of the stops it lands near.
    private static func setApart(_ markers: [MapScene.Marker], _ points: [(x: Double, y: Double)], area: MapRect)
        -> [(x: Double, y: Double)]
    {
        var points = points
        let stops = markers.indices.filter { markers[$0].symbol != .lodging }
        for index in markers.indices where markers[index].symbol == .lodging {
            let crowded = { (y: Double) in
                stops.contains {
                    abs(points[$0].x - points[index].x) < 2 * pinRadius && abs(points[$0].y - y) < 2 * pinRadius
                }
            }
            guard crowded(points[index].y) else { continue }
            let step = 2 * pinRadius + 2
            let direction = points[index].y - step * 2 < area.y + pinRadius ? 1.0 : -1.0
            var y = points[index].y + direction * step
            for _ in 0..<4 where crowded(y) { y += direction * step }
            points[index].y = y
        }
        return points
    }

    private static func scaleBar(_ projection: MapProjection, x: Double, y: Double, maximumPixels: Double) -> [String] {
        let bar = projection.scaleBar(targetPixels: maximumPixels)
        return [
            "<g class=\"scale\" stroke=\"#212529\" stroke-width=\"2\" data-metres=\"\(Int(bar.metres))\">",
            "<path d=\"M\(fmt(x)) \(fmt(y - 6))V\(fmt(y))H\(fmt(x + bar.pixels))V\(fmt(y - 6))\" fill=\"none\"/>",
            "<text x=\"\(fmt(x + bar.pixels + 8))\" y=\"\(fmt(y))\" font-size=\"13\" stroke=\"none\" fill=\"#212529\">"
                + "\(barLabel(bar.metres))</text>",
            "</g>",
        ]
    }

    /// Scale bars are round numbers, so no decimals: "500 m", "2 km".
    static func barLabel(_ metres: Double) -> String {
        metres >= 1000 ? "\(Int(metres / 1000)) km" : "\(Int(metres)) m"
    }

    /// One decimal is sub-pixel; more only bloats the file.
    static func fmt(_ value: Double) -> String {
        CoordinateText.decimal(value, digits: 1)
    }
}
