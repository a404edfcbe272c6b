import Foundation
import TripGeo
import TripModel

enum DistanceCommand {
    static let spec = CommandSpec(
        name: "distance", abstract: "Distance and initial bearing between two places, or distances read from stdin.",
        discussion: """
            A place is lat,lon (37.5796,126.977) or a stop of the current trip (or of --trip TRIP):
            its position, an id prefix or its name. Distances are WGS84 geodesics; the initial bearing is
            in degrees clockwise from true north.
            With --batch, each stdin line is lat1,lon1,lat2,lon2 and each good line prints its metres
            (3 decimals) on a line of its own; bad lines are reported on stderr with their line number,
            print nothing on stdout, and make the exit status 65 once every line has been read.
            Blank lines are skipped.
            """,
        arguments: [
            ArgumentSpec("a", "From: lat,lon or a stop", optional: true),
            ArgumentSpec("b", "To: lat,lon or a stop", optional: true),
        ],
        options: [Options.trip.spec, Options.batch.spec, Flag.json.spec],
        run: run)

    /// A place named on the command line, with what to call it in messages.
    struct Place {
        let coordinate: Coordinate
        let stop: Stop?

        var label: String {
            stop.map { "\($0.position). \($0.name)" }
                ?? Formatting.coordinate(coordinate.latitude, coordinate.longitude)
        }
    }

    /// `trip distance`'s places and options. Coordinates are checked before the database is opened,
    /// so a mistyped coordinate is a usage error that touches nothing.
    struct Options {
        static let trip = Option<String>(
            "trip", "TRIP", "The trip whose stops A and B name (default: the current trip)")
        static let batch = Flag("batch", "Read lat1,lon1,lat2,lon2 lines from stdin and print metres one per line")

        /// Two places: a word and, when it reads as `lat,lon`, its coordinate; else it names a stop.
        let places: [(word: String, coordinate: Coordinate?)]
        let tripReference: String?
        let batch: Bool
        let json: Bool

        init(_ arguments: ParsedArguments) throws {
            batch = arguments[Self.batch]
            tripReference = try arguments[Self.trip]
            json = arguments[Flag.json]
            if batch {
                guard arguments.positionals.isEmpty, tripReference == nil, !json else {
                    throw CLIError.usage(localized("distance.batch-alone"), helpPath: ["distance"])
                }
                places = []
                return
            }
            guard arguments.positionals.count == 2 else {
                throw CLIError.usage(localized("distance.needs-two-places"), helpPath: ["distance"])
            }
            places = try zip(arguments.positionals, ["A", "B"]).map { word, label in
                (word, try looksLikeCoordinate(word) ? ValueParsing.coordinate(word, what: label) : nil)
            }
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try Options(arguments)
        if options.batch { return try batch(context) }
        let (from, to) = try places(options, context)
        let inverse = Geodesic.inverse(from.coordinate, to.coordinate)
        if options.json { return try context.printJSON(DistanceReport(from: from, to: to, inverse: inverse)) }
        // Say which stops a reference matched (a name prefix may not be the one meant); stdout stays numbers.
        if from.stop != nil || to.stop != nil { context.note("\(from.label) → \(to.label)") }
        let meters = String(format: "%.3f", inverse.distance)
        let kilometers = String(format: "%.3f", inverse.distance / 1000)
        // Coincident places have no direction to set off in.
        guard inverse.distance > 0 else {
            return context.print(localized("distance.result", ["meters": meters, "kilometers": kilometers]))
        }
        // 359.97 would print as 360.0; north is 0.0.
        let tenths = (inverse.initialBearing * 10).rounded()
        let bearing = String(format: "%.1f", tenths >= 3600 ? 0 : tenths / 10)
        context.print(
            localized("distance.result-bearing", ["meters": meters, "kilometers": kilometers, "bearing": bearing]))
    }

    /// Both places; the trip is loaded only when a word names a stop.
    private static func places(_ options: Options, _ context: CommandContext) throws -> (Place, Place) {
        var trip: Trip?
        func place(_ word: String, _ coordinate: Coordinate?) throws -> Place {
            if let coordinate { return Place(coordinate: coordinate, stop: nil) }
            if trip == nil {
                trip = try context.database().read { try context.loadTrip(options.tripReference, in: $0) }
            }
            guard let trip else { throw CLIError.failure(localized("distance.trip-not-loaded")) }
            let stop = try context.resolveStop(word, in: trip)
            guard let coordinate = stop.coordinate else {
                throw CLIError.dataError(
                    localized("distance.no-coordinate", ["position": stop.position, "name": stop.name]))
            }
            return Place(coordinate: coordinate, stop: stop)
        }
        let (a, b) = (options.places[0], options.places[1])
        return (try place(a.word, a.coordinate), try place(b.word, b.coordinate))
    }

    /// A word is meant as lat,lon when what comes before its first comma is a number; a stop's name
    /// may contain commas ("Seoul, Korea") but rarely starts with one.
    static func looksLikeCoordinate(_ word: String) -> Bool {
        guard let comma = word.firstIndex(of: ",") else { return false }
        return Double(word[..<comma].trimmingCharacters(in: .whitespaces)) != nil
    }

    /// Streams stdin line by line so input of any size runs in constant memory.
    private static func batch(_ context: CommandContext) throws {
        var lineNumber = 0
        var bad = 0
        while let line = context.io.readLine() {
            lineNumber += 1
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            switch pair(line) {
            case .success(let (from, to)):
                context.print(String(format: "%.3f", Geodesic.distance(from, to)))
            case .failure(let problem):
                bad += 1
                context.note(localized("distance.bad-line", ["line": lineNumber, "problem": problem.message]))
            }
        }
        if bad > 0 {
            throw CLIError.dataError(localized("distance.bad-lines", ["bad": bad, "count": lineNumber]))
        }
    }

    struct LineProblem: Error {
        let message: String
    }

    /// `lat1,lon1,lat2,lon2` → two coordinates, or what is wrong with the line.
    static func pair(_ line: String) -> Result<(Coordinate, Coordinate), LineProblem> {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        let shown = line.count > 60 ? String(line.prefix(60)) + "…" : line
        guard fields.count == 4 else {
            return .failure(LineProblem(message: localized("distance.expected-fields", ["text": shown])))
        }
        let numbers = fields.compactMap { $0 }
        guard numbers.count == 4 else {
            return .failure(LineProblem(message: localized("distance.expected-numbers", ["text": shown])))
        }
        guard let from = Coordinate(latitude: numbers[0], longitude: numbers[1]),
            let to = Coordinate(latitude: numbers[2], longitude: numbers[3])
        else {
            return .failure(LineProblem(message: localized("distance.out-of-range", ["text": shown])))
        }
        return .success((from, to))
    }
}
