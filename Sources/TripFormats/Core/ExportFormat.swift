/// The interchange formats `trip export` writes besides the trip document itself.
public enum ExportFormat: String, CaseIterable, Sendable {
    case gpx, geojson, kml, csv, ics, md, svg, html, gmaps

    /// The usual file extension, for naming output files.
    public var fileExtension: String {
        switch self {
        case .gmaps: "txt"
        default: rawValue
        }
    }
}

/// Writes a trip in any ``ExportFormat``.
public enum TripExporter {
    /// Renders `itinerary` in `format`.
    /// - Parameters:
    ///   - itinerary: The trip to write.
    ///   - format: The file format.
    ///   - page: The language of the page, the Markdown and the SVG map, and the page's extras; the data
    ///     formats ignore it.
    /// - Returns: The file's text; UTF-8 encode it to write it out.
    /// - Throws: ``FormatError/cannotExport`` when the trip lacks what the format needs (ICS needs a start date).
    public static func export(_ itinerary: Itinerary, as format: ExportFormat, page: PageOptions = PageOptions())
        throws -> String
    {
        switch format {
        case .gpx: GPXWriter.write(itinerary)
        case .geojson: GeoJSONWriter.write(itinerary)
        case .kml: KMLWriter.write(itinerary)
        case .csv: CSVWriter.write(itinerary)
        case .ics: try ICSWriter.write(itinerary)
        case .md: MarkdownWriter.write(itinerary, language: page.language)
        case .svg: SVGMapWriter.write(itinerary, language: page.language)
        case .html: HTMLPageWriter.write(itinerary, options: page)
        case .gmaps: GoogleMapsLinks.write(itinerary)
        }
    }
}
