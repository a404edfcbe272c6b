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
        options: [
            .value("trip", "TRIP", "The trip whose stops A and B name (default: the current trip)"),
            .flag("batch", "Read lat1,lon1,lat2,lon2 lines from stdin and print metres one per line"),
            .json,
        ],
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

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        if arguments.flag("batch") {
            guard arguments.positionals.isEmpty, arguments.value("trip") == nil, !arguments.flag("json") else {
                throw CLIError.usage(
                    "--batch reads every pair from stdin; it takes no places, no --trip and no --json",
                    helpPath: ["distance"])
            }
            return try batch(context)
        }
        guard arguments.positionals.count == 2 else {
            throw CLIError.usage("distance needs two places, A and B (or --batch)", helpPath: ["distance"])
        }
        let (from, to) = try places(arguments.positionals[0], arguments.positionals[1], arguments, context)
        let inverse = Geodesic.inverse(from.coordinate, to.coordinate)
        if arguments.flag("json") { return try context.printJSON(DistanceReport(from: from, to: to, inverse: inverse)) }
        // Say which stops a reference matched (a name prefix may not be the one meant); stdout stays numbers.
        if from.stop != nil || to.stop != nil { context.note("\(from.label) → \(to.label)") }
        var line = String(format: "%.3f m (%.3f km)", inverse.distance, inverse.distance / 1000)
        // Coincident places have no direction to set off in.
        if inverse.distance > 0 {
            // 359.97 would print as 360.0; north is 0.0.
            let tenths = (inverse.initialBearing * 10).rounded()
            line += String(format: ", initial bearing %.1f°", tenths >= 3600 ? 0 : tenths / 10)
        }
        context.print(line)
    }

    /// Parses both places. Coordinates are checked before the database is opened, so a mistyped
    /// coordinate is a usage error that touches nothing.
    private static func places(_ a: String, _ b: String, _ arguments: ParsedArguments, _ context: CommandContext) throws
        -> (Place, Place)
    {
        let coordinates = try [(a, "A"), (b, "B")].map { word, label in
            try looksLikeCoordinate(word) ? ValueParsing.coordinate(word, what: label) : nil
        }
        var trip: Trip?
        func place(_ word: String, _ coordinate: Coordinate?) throws -> Place {
            if let coordinate { return Place(coordinate: coordinate, stop: nil) }
            if trip == nil {
                trip = try context.database().read { try context.loadTrip(arguments.value("trip"), in: $0) }
            }
            guard let trip else { throw CLIError.failure("the trip could not be loaded") }
            let stop = try context.resolveStop(word, in: trip)
            guard let coordinate = stop.coordinate else {
                throw CLIError.dataError("stop \(stop.position) '\(stop.name)' has no valid coordinate")
            }
            return Place(coordinate: coordinate, stop: stop)
        }
        return (try place(a, coordinates[0]), try place(b, coordinates[1]))
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
                context.note("line \(lineNumber): \(problem.message)")
            }
        }
        if bad > 0 {
            throw CLIError.dataError("\(bad) of \(lineNumber) line\(lineNumber == 1 ? "" : "s") could not be read")
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
            return .failure(LineProblem(message: "expected lat1,lon1,lat2,lon2, got '\(shown)'"))
        }
        let numbers = fields.compactMap { $0 }
        guard numbers.count == 4 else {
            return .failure(LineProblem(message: "expected four numbers lat1,lon1,lat2,lon2, got '\(shown)'"))
        }
        guard let from = Coordinate(latitude: numbers[0], longitude: numbers[1]),
            let to = Coordinate(latitude: numbers[2], longitude: numbers[3])
        else {
            return .failure(LineProblem(message: "latitude must be -90…90 and longitude -180…180, got '\(shown)'"))
        }
        return .success((from, to))
    }
}
