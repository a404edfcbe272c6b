import Foundation
import TripModel
import TripStore
import TripSync

/// `trip sync …`: the same trips on several machines, with git as the transport and history.
enum SyncCommands {
    static let spec = CommandSpec(
        name: "sync", abstract: "Sync trips with your other machines through a git remote.",
        discussion: """
            Without a subcommand: commit local changes, fetch, merge each trip changed on both sides
            field by field, push, and apply the result to the database in one transaction. A conflict
            (the same field changed on both sides) keeps the newer value; 'trip sync conflicts' lists the
            other and takes it back. Offline, the changes are committed and pushed next time.
            """,
        options: [Flag.json.spec],
        subcommands: [
            SyncInitCommand.spec, SyncRemoteCommand.spec, SyncStatusCommand.spec, SyncConflictsCommand.spec,
            SyncLogCommand.spec, SyncRestoreCommand.spec,
        ],
        run: SyncRunCommand.run)

    /// The engine for the context's database: machine name from `$TRIP_MACHINE`, else the host name.
    static func engine(_ context: CommandContext) throws -> SyncEngine {
        let environment = context.io.environment
        let machine = environment["TRIP_MACHINE"].flatMap { $0.isEmpty ? nil : $0 } ?? ProcessInfo.processInfo.hostName
        return SyncEngine(
            database: try context.database(),
            options: SyncEngine.Options(
                machine: machine, abortAt: environment["TRIP_SYNC_ABORT_AT"], environment: environment))
    }

    /// A value as one short line for tables: JSON, or `(removed)`.
    static func show(_ value: JSONValue?) -> String {
        guard let value else { return localized("sync.removed") }
        let text = value.stringValue ?? value.compactText
        return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }
}
