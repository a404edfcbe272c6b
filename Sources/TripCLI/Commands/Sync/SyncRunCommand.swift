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
            context.note(localized("sync.skipped-note", ["what": report.skippedSummary]))
        }
        if let unreachable = report.unreachable {
            // The local work is committed and applied; the exit code says the remote was not reached.
            throw unreachable
        }
    }

    static func printSummary(_ report: SyncReport, _ context: CommandContext) {
        let counts: [String: any CustomStringConvertible] = [
            "committed": report.committed, "pulled": report.pulled, "merged": report.merged, "pushed": report.pushed,
        ]
        context.print(report.offline ? localized("sync.synced-offline", counts) : localized("sync.synced", counts))
        for conflict in report.conflicts {
            let kept = SyncCommands.show(conflict.winner == "ours" ? conflict.ours : conflict.theirs)
            context.print(
                localized(
                    "sync.conflict",
                    [
                        "id": conflict.id, "trip": conflict.tripName, "field": conflict.field,
                        "side": conflict.winner, "value": kept,
                    ]))
        }
    }
}
