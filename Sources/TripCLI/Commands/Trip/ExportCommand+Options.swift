import TripFormats
import TripModel

extension ExportCommand {
    /// `trip export`'s options, checked before the database is opened.
    ///
    /// `--taxi` prices the legs of the page (html, pdf); every other format has no place for fares, so it is
    /// refused there (64) rather than silently dropped. The global `--lang` words the page, the Markdown and
    /// the map; the data formats have no words of their own.
    struct Options {
        static let format = Option<String>(
            "format", "FORMAT", "json (the trip document), gpx, geojson, kml, csv, ics, md, svg, html, pdf or gmaps")
        static let taxi = Option<String>(
            "taxi", "NAME",
            "Add taxi fare estimates to the page with a built-in tariff: mid or seoul, deluxe or seoul-deluxe, "
                + "busan, daegu, incheon, gwangju, daejeon, jeju")
        static let output = Option<String>(
            "output", short: "o", "FILE", "Write to FILE instead of standard output (- is standard output)")
        static let force = Flag("force", "Overwrite FILE if it is a regular file (a link or device is never replaced)")

        static let specs: [OptionSpec] = [format.spec, taxi.spec, output.spec, force.spec]

        /// What to write: the trip document, or one of TripFormats' formats (`html` also for a PDF).
        enum Format {
            case document
            case exported(ExportFormat, name: String, isPDF: Bool)
        }

        let tripReference: String?
        let format: Format
        let taxi: FareModel?
        let output: String?
        let force: Bool

        init(_ arguments: ParsedArguments) throws {
            tripReference = arguments.positional(0)
            output = try arguments[Self.output]
            force = arguments[Self.force]
            let name = try arguments[Self.format] ?? "json"
            let taxiName = try arguments[Self.taxi]
            if taxiName != nil, name == "json" || ExportFormat(rawValue: name).map({ $0 != .html }) == true {
                throw CLIError.usage(localized("trip.export.taxi-needs-page", ["format": name]), helpPath: ["export"])
            }
            guard name != "json" else {
                (format, taxi) = (.document, nil)
                return
            }
            let isPDF = name == "pdf"
            guard let exported = isPDF ? .html : ExportFormat(rawValue: name) else {
                throw CLIError.usage(
                    localized(
                        "trip.export.unknown-format",
                        ["format": name, "formats": ExportFormats.names.joined(separator: ", ")]),
                    helpPath: ["export"])
            }
            format = .exported(exported, name: name, isPDF: isPDF)
            taxi = try Self.taxiModel(taxiName)
            // Checked before any work: a PDF is binary and a terminal is no place for it.
            if isPDF, output == nil || output == "-" {
                throw CLIError.usage(localized("trip.export.pdf-needs-file"), helpPath: ["export"])
            }
        }

        /// `--taxi mid|deluxe`: the built-in tariff whose estimates the page adds, or nil.
        private static func taxiModel(_ name: String?) throws -> FareModel? {
            guard let name else { return nil }
            guard let model = try? BuiltInFareModels.model(named: name) else {
                throw CLIError.usage(localized("trip.export.unknown-taxi", ["taxi": name]), helpPath: ["export"])
            }
            return model
        }
    }
}
