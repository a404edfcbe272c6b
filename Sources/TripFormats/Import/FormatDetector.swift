public import Foundation

/// Tells formats apart by content, not by file name: GPS apps save GPX as `.xml`, GIS tools save GeoJSON
/// as `.json`, and a `.json` may as well be one of our trip documents.
public enum FormatDetector {
    private static let geoJSONTypes: Set<String> = [
        "FeatureCollection", "Feature", "Point", "MultiPoint", "LineString", "MultiLineString", "Polygon",
        "MultiPolygon", "GeometryCollection",
    ]

    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - source: The file's name; its extension decides only when the content does not.
    /// - Throws: ``FormatError/unknownFormat`` when nothing fits, or a size or encoding error.
    public static func detect(_ data: Data, source: String) throws -> DetectedFormat {
        if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return .route(.kml) }  // KMZ: the reader explains.
        let text = try ImportLimits.text(data, source: source)
        let start = text.drop { $0.isWhitespace }
        if start.hasPrefix("<") { return try xmlFormat(start, source: source) }
        if start.hasPrefix("{") { return try jsonFormat(data, source: source) }
        // A JSON array is neither GeoJSON nor CSV, even though its first line has commas.
        if start.hasPrefix("[") { throw FormatError.unknownFormat(source: source) }
        let firstLine = start.prefix { !$0.isNewline }
        if firstLine.contains(where: { $0 == "," || $0 == ";" || $0 == "\t" }) { return .route(.csv) }
        throw FormatError.unknownFormat(source: source)
    }

    /// The root element's local name decides: `<gpx>` or `<kml>`, with or without a prefix.
    private static func xmlFormat(_ text: Substring, source: String) throws -> DetectedFormat {
        var rest = text.prefix(64 * 1024)
        while let open = rest.firstIndex(of: "<") {
            let after = rest[rest.index(after: open)...]
            if after.hasPrefix("?") || after.hasPrefix("!") {
                guard let close = after.firstIndex(of: ">") else { break }
                rest = after[after.index(after: close)...]
                continue
            }
            let name = after.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
            let local = (name.split(separator: ":").last.map(String.init) ?? "").lowercased()
            if local == "gpx" { return .route(.gpx) }
            if local == "kml" { return .route(.kml) }
            break
        }
        throw FormatError.unknownFormat(source: source)
    }

    /// GeoJSON has a `type` naming a GeoJSON object; a trip document has `id`, `name` and `stops` or `status`.
    private static func jsonFormat(_ data: Data, source: String) throws -> DetectedFormat {
        let object = try JSONInput.object(data, source: source)
        if let type = object["type"] as? String, geoJSONTypes.contains(type) { return .route(.geojson) }
        if object["id"] is String, object["name"] is String, object["stops"] != nil || object["status"] != nil {
            return .tripDocument
        }
        throw FormatError.unknownFormat(source: source)
    }
}
