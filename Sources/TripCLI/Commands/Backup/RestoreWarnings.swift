import TripBackup

/// The parts of a restore report about keeping data safe: where the copy of the previous data went,
/// and trips stamped in the future.
enum RestoreWarnings {
    /// Prints the safety copy's path (on stdout, with the report) and a warning about future-dated
    /// trips (on stderr).
    static func show(_ report: RestoreReport, context: CommandContext) {
        if let copy = report.safetyBackup {
            context.print(localized("backup.safety-copy", ["path": copy]))
        }
        let count = report.counts.futureDated
        guard count > 0 else { return }
        let names = report.futureDated.map { "\($0.name) (\($0.id.shortID))" }
        let words: [String: any CustomStringConvertible] = [
            "count": count, "names": names.joined(separator: ", "), "more": count - names.count,
        ]
        if count == 1 {
            context.note(localized("backup.future-one", words))
        } else if count > names.count {
            context.note(localized("backup.future-many-more", words))
        } else {
            context.note(localized("backup.future-many", words))
        }
    }
}
