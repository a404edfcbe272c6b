import Foundation

/// The points of every `<trk>` in a GPX file, in file order, kept as two arrays of numbers.
///
/// A GPS log may hold a million points; as element nodes that would take hundreds of megabytes, as
/// coordinates it takes 16 bytes a point.
struct GPXTrack {
    var latitudes: [Double] = []
    var longitudes: [Double] = []
    /// Indices where a new `<trkseg>` (or `<trk>`) begins: the recording paused there.
    var segmentStarts: [Int] = []
    /// Points the file names (`<trkpt><name>`), in track order.
    var namedPoints: [(index: Int, name: String, line: Int)] = []
    /// The first track's `<name>`, the trip's name when the file has no other.
    var name: String?

    var count: Int { latitudes.count }
}

/// Reads the track points of a GPX file without building a tree.
///
/// Only used when the file has no waypoints or route points, so the usual tree parse has already
/// checked the document's shape; this pass validates each point it keeps.
final class GPXTrackScanner: XMLEventReader {
    private(set) var track = GPXTrack()

    /// The point being read: its attributes, start line and name.
    private var pending: (latitude: String?, longitude: String?, line: Int, name: String?)?
    /// Whether the parser is inside a `<name>` of a `<trkpt>`, collecting its text.
    private var inPointName = false
    /// Whether the parser is inside the `<name>` of a `<trk>`.
    private var inTrackName = false
    /// The names of the open elements, to tell a track's name from a point's.
    private var open: [String] = []
    private var trackDepth = 0
    /// True until the first point of a segment is added.
    private var segmentOpen = false

    /// - Throws: ``FormatError`` naming the line and field of a bad point.
    static func scan(_ data: Data, source: String) throws -> GPXTrack {
        let scanner = GPXTrackScanner()
        try SafeXMLParser.stream(data, source: source, into: scanner)
        return scanner.track
    }

    func startElement(_ name: String, namespace: String?, attributes: [String: String], line: Int) -> XMLFailure? {
        defer { open.append(name) }
        guard open.count < ImportLimits.maximumDepth else {
            return XMLFailure(line: line, detail: localized("xml.too-deep", ["limit": ImportLimits.maximumDepth]))
        }
        switch name {
        case "trk":
            trackDepth += 1
            segmentOpen = true
        case "trkseg" where trackDepth > 0:
            segmentOpen = true
        case "trkpt" where trackDepth > 0:
            pending = (Self.attribute("lat", attributes), Self.attribute("lon", attributes), line, nil)
        case "name" where pending != nil && open.last == "trkpt":
            inPointName = true
            if pending?.name == nil { pending?.name = "" }
        case "name" where open.last == "trk" && track.name == nil:
            inTrackName = true
            track.name = ""
        default:
            break
        }
        return nil
    }

    func endElement(_ name: String, line: Int) -> XMLFailure? {
        _ = open.popLast()
        switch name {
        case "trk": trackDepth = max(0, trackDepth - 1)
        case "name":
            inPointName = false
            inTrackName = false
        case "trkpt" where pending != nil:
            defer { pending = nil }
            if let pending { return add(pending) }
        default: break
        }
        return nil
    }

    func text(_ text: String) {
        appendText(text)
    }

    /// Adds text to the name being read. Bounded like every other text field, so a hostile name cannot
    /// grow without limit.
    private func appendText(_ text: String) {
        if inPointName, let name = pending?.name, name.utf8.count <= ImportLimits.maximumTextLength * 4 {
            pending?.name = name + text
        } else if inTrackName, let name = track.name, name.utf8.count <= ImportLimits.maximumTextLength * 4 {
            track.name = name + text
        }
    }

    private func add(_ point: (latitude: String?, longitude: String?, line: Int, name: String?)) -> XMLFailure? {
        guard track.count < ImportLimits.maximumTrackPoints else {
            return XMLFailure(
                line: point.line,
                detail: localized("gpx.too-many-track-points", ["limit": ImportLimits.maximumTrackPoints]))
        }
        let latitude: Double
        let longitude: Double
        do {
            latitude = try coordinate(point.latitude, "lat", line: point.line)
            longitude = try coordinate(point.longitude, "lon", line: point.line)
        } catch {
            return error
        }
        if segmentOpen {
            track.segmentStarts.append(track.count)
            segmentOpen = false
        }
        if let name = point.name.map(ImportLimits.clean), !name.isEmpty {
            track.namedPoints.append((track.count, name, point.line))
        }
        track.latitudes.append(latitude)
        track.longitudes.append(longitude)
        return nil
    }

    /// The coordinate, or why it is unusable in the same words the tree reader uses.
    private func coordinate(_ text: String?, _ field: String, line: Int) throws(XMLFailure) -> Double {
        do {
            return try PointCollector.coordinate(text, field, of: "trkpt", source: "", line: line)
        } catch FormatError.invalidField(_, _, let field, let detail) {
            throw XMLFailure(line: line, field: field, detail: detail)
        } catch {
            throw XMLFailure(line: line, field: field, detail: "\(error)")
        }
    }

    /// An attribute by local name; an unprefixed one wins, as in the tree reader.
    private static func attribute(_ name: String, _ attributes: [String: String]) -> String? {
        attributes[name] ?? attributes.first { $0.key.hasSuffix(":" + name) }?.value
    }
}
