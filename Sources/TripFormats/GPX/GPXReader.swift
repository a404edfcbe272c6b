public import Foundation

/// Reads GPX 1.0 and 1.1: waypoints when the file has any, otherwise route points, otherwise tracks.
///
/// Waypoints win because files like ours list every stop as a `<wpt>` and repeat them as `<rtept>`;
/// importing both would double every stop. A track is a GPS log, not a list of stops: it is only read
/// when nothing else is there, and then reduced to the points it names or to its shape
/// (``TrackImportOptions``).
public enum GPXReader {
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - source: The file's name, for error messages.
    ///   - tracks: How a file of tracks only becomes stops.
    /// - Throws: ``FormatError`` naming the line and field at fault.
    public static func read(
        _ data: Data, source: String, tracks: TrackImportOptions = TrackImportOptions()
    ) throws -> ImportedRoute {
        // Tracks are GPS logs of up to millions of points that never become stops: not kept in memory.
        let root = try SafeXMLParser.parse(data, source: source, skipping: ["trk"])
        guard root.name == "gpx" else {
            throw FormatError.malformed(
                source: source, line: root.line, detail: localized("gpx.root", ["element": root.name]))
        }
        let waypoints = root.children.filter { $0.name == "wpt" }
        let routePoints = root.children.filter { $0.name == "rte" }.flatMap {
            $0.children.filter { $0.name == "rtept" }
        }
        let name =
            root.child("metadata")?.childText("name") ?? root.childText("name")
            ?? root.child("rte")?.childText("name")
        if waypoints.isEmpty, routePoints.isEmpty {
            return try GPXTrackReader.read(
                data, source: source, name: name, options: tracks)
        }
        var collector = PointCollector(source: source)
        for node in waypoints.isEmpty ? routePoints : waypoints {
            try collector.add(
                name: node.childText("name"), address: node.childText("desc") ?? node.childText("cmt"),
                latitude: try coordinate(node, "lat", source: source),
                longitude: try coordinate(node, "lon", source: source),
                day: try day(node, source: source), line: node.line)
        }
        return try collector.route(
            name: name, emptyDetail: localized("gpx.no-waypoints"))
    }

    private static func coordinate(_ node: XMLElementNode, _ field: String, source: String) throws -> Double {
        try PointCollector.coordinate(node.attributes[field], field, of: node.name, source: source, line: node.line)
    }

    /// The day from our extension, `<extensions><trip:day>`; other extensions are ignored.
    private static func day(_ node: XMLElementNode, source: String) throws -> Int? {
        guard
            let element = node.child("extensions")?.children.first(where: {
                $0.name == "day" && $0.namespace == GPXWriter.tripNamespace
            })
        else { return nil }
        let text = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let day = Int(text) else {
            throw FormatError.invalidField(
                source: source, line: element.line, field: "day",
                detail: localized("field.not-whole-number", ["text": text.prefix(40)]))
        }
        return day
    }
}
