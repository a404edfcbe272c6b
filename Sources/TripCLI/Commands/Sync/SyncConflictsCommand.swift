import TripModel
import TripSync

/// `trip sync conflicts [--json] [--take ours|theirs ID]`.
enum SyncConflictsCommand {
    static let spec = CommandSpec(
        name: "conflicts", abstract: "List the values merges did not keep, or take one back.",
        discussion: """
            Each conflict is one field both machines changed differently. The newer change was kept;
            '--take ours ID' or '--take theirs ID' puts that side's value into the trip as a new local
            edit, which the next 'trip sync' carries to the other machines.
            """,
        arguments: [ArgumentSpec("id", "The conflict to resolve (with --take)", optional: true)],
        options: [Flag.json.spec, take.spec],
        run: run)

    static let take = Option<MergeSide>("take", "SIDE", "Take this side's value: ours or theirs") { text in
        guard let side = MergeSide(rawValue: text) else {
            throw CLIError.usage(localized("sync.take-side", ["text": text]))
        }
        return side
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let sync = SyncConflicts(database: try context.database())
        if let side = try arguments[take] {
            guard let text = arguments.positional(0), let id = Int64(text) else {
                throw CLIError.usage(localized("sync.take-needs-id"))
            }
            let name = try sync.take(side, conflict: id)
            return context.print(localized("sync.took", ["side": side.rawValue, "id": id, "name": name]))
        }
        let conflicts = try sync.list()
        if arguments[Flag.json] { return try context.printJSON(conflicts) }
        guard !conflicts.isEmpty else { return context.print(localized("sync.no-conflicts")) }
        // A table like every other list: tab-joined lines showed their tabs as `\t` once messages
        // started escaping control characters.
        var table = Table([
            .init(localized("sync.header-id"), .right), .init(localized("sync.header-trip"), flexible: true),
            .init(localized("sync.header-field"), flexible: true), .init(localized("sync.header-ours"), flexible: true),
            .init(localized("sync.header-theirs"), flexible: true), .init(localized("sync.header-kept")),
        ])
        for conflict in conflicts {
            table.append([
                String(conflict.id), conflict.tripName, conflict.field,
                "\(conflict.ourMachine): \(SyncCommands.show(conflict.ours))",
                "\(conflict.theirMachine): \(SyncCommands.show(conflict.theirs))", conflict.winner,
            ])
        }
        context.io.standardOutput.write(table.render(width: context.io.terminalWidth))
    }
}
