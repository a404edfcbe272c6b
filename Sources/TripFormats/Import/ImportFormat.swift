public import Foundation

/// The route formats `trip import` reads; trip documents (`.json`) are read by the trip-document importer.
public enum ImportFormat: String, CaseIterable, Sendable {
    case gpx, geojson, kml, csv
}

/// What a file turned out to be.
public enum DetectedFormat: Equatable, Sendable {
    /// A route file one of our readers handles.
    case route(ImportFormat)
    /// A trip document (JSON with a trip's id, name and stops), for the trip-document importer.
    case tripDocument
}

/// Reads any supported route file.
public enum RouteImporter {
    /// Parses `data` as `format`, or as the format its content shows when `format` is nil.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - source: The file's name, for error messages and as a hint when content is ambiguous.
    ///   - format: The format the user named, if any.
    ///   - tracks: How a GPX file of tracks only becomes stops.
    /// - Throws: ``FormatError``; ``FormatError/unknownFormat`` when detection fails or finds a trip document.
    public static func read(
        _ data: Data, source: String, format: ImportFormat? = nil, tracks: TrackImportOptions = TrackImportOptions()
    ) throws -> ImportedRoute {
        let chosen: ImportFormat
        if let format {
            chosen = format
        } else {
            guard case .route(let detected) = try FormatDetector.detect(data, source: source) else {
                throw FormatError.unknownFormat(source: source)
            }
            chosen = detected
        }
        switch chosen {
        case .gpx: return try GPXReader.read(data, source: source, tracks: tracks)
        case .geojson: return try GeoJSONReader.read(data, source: source)
        case .kml: return try KMLReader.read(data, source: source)
        case .csv: return try CSVReader.read(data, source: source)
        }
    }
}
