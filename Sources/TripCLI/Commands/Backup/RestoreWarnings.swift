import TripBackup

/// The parts of a restore report about keeping data safe: where the copy of the previous data went,
/// and trips stamped in the future.
enum RestoreWarnings {
    /// Prints the safety copy's path (on stdout, with the report) and a warning about future-dated
    /// trips (on stderr).
    static func show(_ report: RestoreReport, context: CommandContext) {
        if let copy = report.safetyBackup {
            context.print("Safety backup of the data before this restore: \(copy)")
        }
        let count = report.counts.futureDated
        guard count > 0 else { return }
        let names = report.futureDated.map { "\($0.name) (\($0.id.shortID))" }
        let more = count > names.count ? ", and \(count - names.count) more" : ""
        context.note(
            "Warning: \(count) trip\(count == 1 ? " has" : "s have") timestamps more than a day in the future "
                + "(was the clock wrong where the backup was made?): \(names.joined(separator: ", "))\(more). "
                + "Editing \(count == 1 ? "it" : "them") here still wins over the backup.")
    }
}
