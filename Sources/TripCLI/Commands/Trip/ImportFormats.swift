import Foundation
import TripFormats
import TripModel

/// `trip import FILE [--format gpx|geojson|kml|csv]`: makes a trip from a route file's points.
///
/// ImportCommand asks ``routeFormat(_:data:path:)`` first; when the file is a trip document (by
/// `--format json` or by content) it goes on with its own importer.
enum ImportFormats {
    /// The formats listed in help and in the error for an unknown one.
    static let names = ["json"] + ImportFormat.allCases.map(\.rawValue)

    /// Refuses an unknown `--format` before the file is read.
    /// - Throws: ``CLIError/usage(_:helpPath:)`` naming the formats there are.
    static func validate(_ formatName: String?) throws {
        guard let formatName, formatName != "json" else { return }
        guard ImportFormat(rawValue: formatName) != nil else {
            throw CLIError.usage(
                localized(
                    "trip.import.unknown-format", ["format": formatName, "formats": names.joined(separator: ", ")]),
                helpPath: ["import"])
        }
    }

    /// The route format to read `data` as, or nil when it is a trip document for the JSON importer.
    /// - Parameters:
    ///   - formatName: `--format`, if given (already validated).
    /// - Throws: ``CLIError/dataError(_:)`` when the content fits no format.
    static func routeFormat(_ formatName: String?, data: Data, path: String) throws -> ImportFormat? {
        if let formatName {
            try validate(formatName)
            return ImportFormat(rawValue: formatName)
        }
        do {
            switch try FormatDetector.detect(data, source: path) {
            case .route(let format): return format
            case .tripDocument: return nil
            }
        } catch let error as FormatError {
            // JSON that is not clearly GeoJSON is the trip-document importer's to judge: its messages
            // explain a broken trip document far better than "unknown format" would.
            if !path.lowercased().hasSuffix(".geojson"), path.lowercased().hasSuffix(".json") || looksLikeJSON(data) {
                return nil
            }
            throw error
        }
    }

    /// Whether the first character after a byte-order mark and white space opens a JSON object or array.
    private static func looksLikeJSON(_ data: Data) -> Bool {
        let first = data.prefix(4096).drop { [0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }.first
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    /// Reads the route and stores it as a new planning trip in one transaction; nothing is stored on error.
    static func run(
        _ data: Data, format: ImportFormat, path: String, _ options: ImportCommand.Options, _ context: CommandContext
    ) throws {
        let route = try RouteImporter.read(data, source: path, format: format, tracks: options.tracks)
        let name = try options.nameText.map(ImportCommand.checkedName) ?? route.name ?? fileStem(path)
        let trip = try route.makeTrip(name: name, source: path, now: context.now(), makeID: context.newID)
        try context.database().write { try $0.trips.save(trip) }
        if let track = route.track { context.note(trackNote(track, options: options.tracks)) }
        if options.json { return try context.printJSON(trip) }
        context.print(
            localized(
                "trip.imported-from", ["trip": trip.name, "count": trip.stops.count, "format": format.rawValue]))
    }

    /// What became of a track, on stderr, so a user who expected waypoints knows what they got.
    static func trackNote(_ track: TrackImport, options: TrackImportOptions) -> String {
        let arguments: [String: any CustomStringConvertible] = [
            "points": track.trackPoints, "stops": track.stops, "maximum": options.maximumStops,
        ]
        switch track.method {
        case .named:
            return localized("trip.import.track-named", arguments)
        case .simplified:
            return track.stops < options.maximumStops
                ? localized("trip.import.track-simplified", arguments)
                : localized("trip.import.track-simplified-to-maximum", arguments)
        }
    }

    /// `jeju.gpx` → `jeju`: the trip's name when neither `--name` nor the file gives one. Standard input
    /// has no file name; that trip is named in the command's language, as it is stored.
    static func fileStem(_ path: String) -> String {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return stem.isEmpty || path == "-" ? localized("trip.import.default-name") : stem
    }
}
