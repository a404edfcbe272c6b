import Foundation
import TripFormats
import TripModel

enum ImportCommand {
    static let spec = CommandSpec(
        name: "import", abstract: "Create a trip from a file.",
        discussion: """
            A trip document (JSON, as 'trip export' writes it) is stored as it is, under its own id; when
            that id is already taken, --name NEW stores it as a copy with new ids.
            GPX waypoints (or route points), KML placemarks, GeoJSON points and CSV rows become the stops of a
            new trip, in file order.
            A GPX file with only tracks (a GPS log) becomes stops from the points the track names, or, when
            it names none, from its shape: the track simplified (Douglas-Peucker) to at most --max-stops
            points, keeping the turns that matter most. --track named or simplify picks one way.
            """,
        arguments: [ArgumentSpec("file", "The file to read (- for standard input)")],
        options: [
            Options.format.spec, Options.name.spec, Options.track.spec, Options.maximumStops.spec, Flag.json.spec,
        ],
        run: run)

    /// The largest file `trip import` reads; a trip document of the largest allowed trip is far smaller.
    static let maximumFileBytes = InputLimits.documentBytes

    /// `trip import`'s file and options, checked before the file is read.
    struct Options {
        static let format = Option<String>(
            "format", "FORMAT", "json, gpx, geojson, kml or csv (detected from the content when not given)")
        static let name = Option<String>("name", "NAME", "Name the new trip")
        static let track = Option<TrackPointChoice>(
            "track", "HOW", "For GPX tracks: auto (default), named (the points the track names) or simplify",
            expects: "one of " + TrackPointChoice.allCases.map(\.rawValue).joined(separator: ", "),
            TrackPointChoice.init(rawValue:))
        static let maximumStops = Option<Int>(
            "max-stops", "N",
            "For GPX tracks: keep at most N points of the simplified track "
                + "(default \(TrackImportOptions.defaultMaximumStops))",
            expects: "a whole number from 2 to \(ImportLimits.maximumPoints)"
        ) { text in
            Int(text.trimmingCharacters(in: .whitespaces)).flatMap {
                (2...ImportLimits.maximumPoints).contains($0) ? $0 : nil
            }
        }

        let path: String
        /// `--format`, known to be one of ``ImportFormats/names``.
        let format: String?
        /// `--name` as given: checked by ``ImportCommand/checkedName(_:)`` only once the file has been read,
        /// so an unreadable or malformed file is reported first, as it always was.
        let nameText: String?
        /// How a GPX file of tracks only becomes stops.
        let tracks: TrackImportOptions
        let json: Bool

        init(_ arguments: ParsedArguments) throws {
            path = arguments.positionals[0]
            format = try arguments[Self.format]
            try ImportFormats.validate(format)
            nameText = try arguments[Self.name]
            var tracks = TrackImportOptions()
            if let choice = try arguments[Self.track] { tracks.choice = choice }
            if let count = try arguments[Self.maximumStops] { tracks.maximumStops = count }
            self.tracks = tracks
            json = arguments[Flag.json]
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try Options(arguments)
        let path = options.path
        let data = try InputFile.read(path, limit: maximumFileBytes, context: context)
        if let format = try ImportFormats.routeFormat(options.format, data: data, path: path) {
            return try ImportFormats.run(data, format: format, path: path, options, context)
        }
        let broughtBack = CompanionsBroughtBack()
        var trip = try decodeTripDocument(data, path: path, noting: broughtBack)
        let newName = try options.nameText.map(checkedName)
        if let newName { trip.name = newName }
        let stored = try context.database().write { transaction in
            if try transaction.trips.trip(id: trip.id) != nil {
                // With a new name the user asked for a second trip: a copy with its own ids, so the two
                // never merge. Without one, importing the same document twice is most likely a mistake.
                guard newName != nil else {
                    throw CLIError.dataError(
                        localized("trip.import.id-taken", ["path": path, "id": trip.id.lowercasedString]))
                }
                // The same copy `trip copy` makes: new ids, and lodging taken from a stop re-pointed.
                trip = trip.copy(named: trip.name, at: transaction.now, newID: context.newID)
            }
            if trip.status == .traveling, try transaction.trips.current() != nil {
                trip.status = .planning  // Only one trip can be under way; the imported one waits.
            }
            try transaction.trips.save(trip)
            return trip
        }
        // Named as stored (after --name), since that is the name the user will look for.
        for entry in broughtBack.entries {
            context.note(
                localized(
                    "trip.import.note", ["note": CompanionsBroughtBack.note(trip: stored.name, names: entry.names)]))
        }
        if options.json { return try context.printJSON(stored) }
        context.print(localized("trip.imported", ["trip": stored.name, "count": stored.stops.count]))
    }

    /// `--name`, trimmed, held to the rules `trip new` applies to a name.
    /// - Throws: ``CLIError/usage(_:helpPath:)`` for a blank or overlong name.
    static func checkedName(_ text: String) throws -> String {
        let name = text.trimmingCharacters(in: .whitespaces)
        if let problem = TextRules.nameProblem(name, what: "--name", limit: InputLimits.tripName) {
            throw CLIError.usage(problem, helpPath: ["import"])
        }
        return name
    }

    /// - Parameter log: where decoding records the companions it brings back.
    static func decodeTripDocument(_ data: Data, path: String, noting log: CompanionsBroughtBack) throws -> Trip {
        do {
            return try TripDocumentCoding.decoder(noting: log).decode(Trip.self, from: data)
        } catch let error as DecodingError {
            throw CLIError.dataError("\(path): \(TripDocumentCoding.describe(error, data: data))")
        } catch {
            throw CLIError.dataError(
                localized("trip.import.not-a-document", ["path": path, "reason": FileProblem.reason(error)]))
        }
    }
}

/// Reading an input file with a size bound, mapping failures to the right exit codes.
enum InputFile {
    /// - Parameter context: given, `-` means standard input.
    static func read(_ path: String, limit: Int, context: CommandContext? = nil) throws -> Data {
        if path == "-", let context { return try StandardStreams.readInput(context, limit: limit) }
        guard FileManager.default.fileExists(atPath: path) else {
            throw CLIError.noInput(localized("trip.file.no-such-file", ["path": path]))
        }
        guard !FileProblem.isDirectory(path) else {
            throw CLIError.noInput(localized("trip.file.is-a-directory", ["path": path]))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CLIError.noInput(localized("trip.file.unreadable", ["path": path]))
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            if data.count > limit {
                throw CLIError.dataError(
                    localized("trip.file.too-large", ["path": path, "mebibytes": limit / 1_048_576]))
            }
            return data
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError.noInput(
                localized("trip.file.unreadable-because", ["path": path, "reason": FileProblem.reason(error)]))
        }
    }
}
