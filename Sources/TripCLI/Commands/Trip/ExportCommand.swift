import Foundation
import TripModel

enum ExportCommand {
    static let spec = CommandSpec(
        name: "export", abstract: "Write a trip out as a file.",
        arguments: [ArgumentSpec("trip", "Trip name or id (default: the current trip)", optional: true)],
        options: [
            .value("format", "FORMAT", "json (the trip document), gpx, geojson, kml, csv, ics, md, svg or gmaps"),
            .value("output", short: "o", "FILE", "Write to FILE instead of standard output"),
            .flag("force", "Overwrite FILE if it exists"),
        ],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let format = arguments.value("format") ?? "json"
        guard format == "json" else { return try ExportFormats.run(format, arguments, context) }
        let trip = try context.database().read { try context.loadTrip(arguments.positional(0), in: $0) }
        let data = try TripDocumentCoding.encoder().encode(trip) + Data("\n".utf8)
        try OutputFile.write(data, to: arguments.value("output"), force: arguments.flag("force"), context: context)
        if let path = arguments.value("output") { context.note("Wrote '\(trip.name)' to \(path)") }
    }
}

/// Writing a command's result to a file (atomically, never clobbering without --force) or stdout.
enum OutputFile {
    static func write(_ data: Data, to path: String?, force: Bool, context: CommandContext) throws {
        guard let path, path != "-" else {
            context.io.standardOutput.write(String(decoding: data, as: UTF8.self))
            return
        }
        if FileProblem.isDirectory(path) {
            throw CLIError.cannotCreate("\(path) is a directory; give a file name, such as \(path)/trip.json")
        }
        if !force, FileManager.default.fileExists(atPath: path) {
            throw CLIError.cannotCreate("\(path) exists; add --force to overwrite it")
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CLIError.cannotCreate("cannot write \(path): \(FileProblem.reason(error))")
        }
    }
}
