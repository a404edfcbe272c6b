public import Foundation

/// Reads KML 2.x: every Placemark with a Point (also inside a MultiGeometry), in document order.
public enum KMLReader {
    /// - Parameters:
    ///   - data: The file's bytes (a `.kml`, not a zipped `.kmz`).
    ///   - source: The file's name, for error messages.
    /// - Throws: ``FormatError`` naming the line and field at fault.
    public static func read(_ data: Data, source: String) throws -> ImportedRoute {
        if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            throw FormatError.malformed(
                source: source, line: nil, detail: localized("kml.zipped"))
        }
        let root = try SafeXMLParser.parse(data, source: source)
        guard root.name == "kml" else {
            throw FormatError.malformed(
                source: source, line: root.line, detail: localized("kml.root", ["element": root.name]))
        }
        var collector = PointCollector(source: source)
        for placemark in try inVisitOrder(root.descendants("Placemark"), source: source) {
            for point in placemark.descendants("Point") {
                let (longitude, latitude) = try coordinates(point, source: source)
                try collector.add(
                    name: placemark.childText("name"), address: placemark.childText("address"),
                    latitude: latitude, longitude: longitude, day: try day(placemark, source: source),
                    line: point.line, fields: ("coordinates", "coordinates"))
            }
        }
        let name = root.child("Document")?.childText("name") ?? root.child("Folder")?.childText("name")
        return try collector.route(name: name, emptyDetail: localized("kml.no-placemark"))
    }

    /// `lon,lat[,alt]`, with any white space around the commas that real files contain.
    private static func coordinates(_ point: XMLElementNode, source: String) throws -> (Double, Double) {
        guard let node = point.child("coordinates") else {
            throw FormatError.invalidField(
                source: source, line: point.line, field: "coordinates", detail: localized("kml.no-coordinates"))
        }
        let text = node.text.trimmingCharacters(in: .whitespacesAndNewlines)
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
        guard (2...3).contains(parts.count), let lon = PointCollector.number(parts[0]),
            let lat = PointCollector.number(parts[1])
        else {
            throw FormatError.invalidField(
                source: source, line: node.line, field: "coordinates",
                detail: localized("kml.bad-coordinates", ["text": text.prefix(60)]))
        }
        return (lon, lat)
    }

    /// Placemarks in document order, unless every one carries a distinct `position` (as ours do): then in
    /// that order, because our per-day folders list a trip whose days jump back and forth out of visit order.
    private static func inVisitOrder(_ placemarks: [XMLElementNode], source: String) throws -> [XMLElementNode] {
        let stops = placemarks.filter { !$0.descendants("Point").isEmpty }
        let positions = try stops.map { try extendedInteger($0, "position", source: source) }
        let known = positions.compactMap { $0 }
        guard known.count == stops.count, Set(known).count == known.count else { return stops }
        return zip(stops, known).sorted { $0.1 < $1.1 }.map(\.0)
    }

    private static func day(_ placemark: XMLElementNode, source: String) throws -> Int? {
        try extendedInteger(placemark, "day", source: source)
    }

    /// A whole number from `<ExtendedData><Data name="…"><value>`.
    private static func extendedInteger(_ placemark: XMLElementNode, _ name: String, source: String) throws -> Int? {
        let data = placemark.child("ExtendedData")?.children.first {
            $0.name == "Data" && $0.attributes["name"] == name
        }
        guard let data else { return nil }
        let text = data.childText("value") ?? ""
        guard let number = Int(text) else {
            throw FormatError.invalidField(
                source: source, line: data.line, field: name,
                detail: localized("field.not-whole-number", ["text": text.prefix(40)]))
        }
        return number
    }
}
