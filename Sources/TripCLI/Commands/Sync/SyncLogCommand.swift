import Foundation
import TripSync

/// `trip sync log [TRIP] [--json]`.
enum SyncLogCommand {
    static let spec = CommandSpec(
        name: "log", abstract: "Show what changed, when, and on which machine.",
        arguments: [
            ArgumentSpec("trip", "Only commits that changed this trip (name, id or id prefix)", optional: true)
        ],
        options: [Flag.json.spec], run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let id = try arguments.positional(0).map { try SyncLogCommand.tripID($0, context) }
        let entries = try SyncCommands.engine(context).log(trip: id)
        if arguments[Flag.json] { return try context.printJSON(entries) }
        for entry in entries {
            context.print("\(entry.commit.prefix(10))  \(entry.date)  \(entry.machine)  \(entry.summary)")
        }
    }

    /// A trip in the database, or the full id of one removed here.
    static func tripID(_ reference: String, _ context: CommandContext) throws -> UUID {
        if let id = UUID(uuidString: reference) { return id }
        return try context.database().read { try context.loadTrip(reference, in: $0).id }
    }
}
