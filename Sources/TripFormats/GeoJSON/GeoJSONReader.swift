public import Foundation

/// Reads GeoJSON: every Point (and each position of a MultiPoint) in a FeatureCollection, a Feature or a
/// bare geometry, in file order. Lines and polygons are skipped: they are routes and areas, not stops.
///
/// Faults name the path inside the document (`features[3].geometry.coordinates`) and the line the
/// feature starts on; syntax errors give the line Foundation reports.
public enum GeoJSONReader {
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - source: The file's name, for error messages.
    /// - Throws: ``FormatError`` naming the line or path at fault.
    public static func read(_ data: Data, source: String) throws -> ImportedRoute {
        let (root, text) = try JSONInput.parse(data, source: source)
        var collector = PointCollector(source: source)
        switch root["type"] as? String {
        case "FeatureCollection":
            guard let features = root["features"] as? [Any] else {
                throw field(source, "features", "a FeatureCollection needs a features array")
            }
            try readFeatures(features, lines: JSONLineIndex.featureLines(text), into: &collector)
        case "Feature":
            try readFeature(root, path: "", into: &collector)
        case "Point", "MultiPoint":
            try readGeometry(root, properties: [:], path: "", into: &collector)
        default:
            let type = root["type"].map { "\($0)" } ?? localized("geojson.nothing")
            throw field(source, "type", localized("geojson.unknown-type", ["type": type]))
        }
        return try collector.route(name: root["name"] as? String, emptyDetail: localized("geojson.no-point"))
    }

    private static func readFeatures(_ features: [Any], lines: [Int], into collector: inout PointCollector) throws {
        for (index, feature) in features.enumerated() {
            let line = index < lines.count ? lines[index] : nil
            do {
                guard let feature = feature as? [String: Any] else {
                    throw field(collector.source, "features[\(index)]", localized("geojson.feature-not-object"))
                }
                try readFeature(feature, path: "features[\(index)]", into: &collector)
            } catch FormatError.invalidField(let source, nil, let field, let detail) {
                throw FormatError.invalidField(source: source, line: line, field: field, detail: detail)
            }
        }
    }

    private static func readFeature(_ feature: [String: Any], path: String, into collector: inout PointCollector)
        throws
    {
        // RFC 7946 allows a null geometry (an unlocated feature); it has nothing to import.
        guard let geometry = feature["geometry"] as? [String: Any] else { return }
        let properties = feature["properties"] as? [String: Any] ?? [:]
        try readGeometry(geometry, properties: properties, path: join(path, "geometry"), into: &collector)
    }

    private static func readGeometry(
        _ geometry: [String: Any], properties: [String: Any], path: String, into collector: inout PointCollector
    ) throws {
        let positions: [Any]
        switch geometry["type"] as? String {
        case "Point": positions = [geometry["coordinates"] as Any]
        case "MultiPoint": positions = geometry["coordinates"] as? [Any] ?? [geometry["coordinates"] as Any]
        case "GeometryCollection":
            for (index, member) in (geometry["geometries"] as? [Any] ?? []).enumerated() {
                guard let member = member as? [String: Any] else { continue }
                try readGeometry(
                    member, properties: properties, path: join(path, "geometries[\(index)]"), into: &collector)
            }
            return
        default: return
        }
        let day = try day(properties["day"], source: collector.source, path: join(path, "properties.day"))
        for position in positions {
            let coordinatePath = join(path, "coordinates")
            guard let pair = position as? [Any], pair.count >= 2, let lon = JSONInput.number(pair[0]),
                let lat = JSONInput.number(pair[1])
            else {
                throw field(collector.source, coordinatePath, localized("geojson.bad-position"))
            }
            try collector.add(
                name: text(properties, ["name", "title", "Name", "NAME"]),
                address: text(properties, ["address", "addr", "Address"]),
                latitude: lat, longitude: lon, day: day, line: nil,
                fields: (coordinatePath + "[1]", coordinatePath + "[0]"))
        }
    }

    private static func text(_ properties: [String: Any], _ keys: [String]) -> String? {
        for key in keys {
            if let value = properties[key] as? String { return value }
        }
        return nil
    }

    private static func day(_ value: Any?, source: String, path: String) throws -> Int? {
        guard let value, !(value is NSNull) else { return nil }
        guard let number = JSONInput.number(value), let day = Int(exactly: number) else {
            throw field(source, path, "'\(value)' is not a whole number")
        }
        return day
    }

    private static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    private static func field(_ source: String, _ path: String, _ detail: String) -> FormatError {
        FormatError.invalidField(source: source, line: nil, field: path, detail: detail)
    }
}
