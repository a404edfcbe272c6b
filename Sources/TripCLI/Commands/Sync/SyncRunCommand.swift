import TripSync

/// `trip sync`: one round of commit, fetch, merge, push, apply.
enum SyncRunCommand {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let report = try SyncCommands.engine(context).sync()
        if arguments[Flag.json] {
            try context.printJSON(report)
        } else {
            printSummary(report, context)
        }
        if !report.skipped.isEmpty {
            context.note("\(report.skippedSummary) changed while syncing; the next 'trip sync' takes them")
        }
        if let unreachable = report.unreachable {
            // The local work is committed and applied; the exit code says the remote was not reached.
            throw unreachable
        }
    }

    static func printSummary(_ report: SyncReport, _ context: CommandContext) {
        var parts = ["committed \(report.committed)", "pulled \(report.pulled)", "merged \(report.merged)"]
        parts.append(report.offline ? "offline: will push next time" : "pushed \(report.pushed)")
        context.print("Synced: " + parts.joined(separator: ", "))
        for conflict in report.conflicts {
            context.print(
                "Conflict \(conflict.id): '\(conflict.tripName)' \(conflict.field): kept \(conflict.winner) "
                    + "(\(SyncCommands.show(conflict.winner == "ours" ? conflict.ours : conflict.theirs))), "
                    + "see 'trip sync conflicts'")
        }
    }
}
