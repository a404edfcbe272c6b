import Foundation

/// A trip named in a restore report.
public struct TripReference: Sendable, Equatable, Hashable {
    /// The trip's id.
    public var id: UUID
    /// The trip's name.
    public var name: String

    /// Creates a reference.
    public init(id: UUID, name: String) {
        self.id = id
        self.name = name
    }
}

/// How many trips a restore added, updated, left alone and removed.
public struct RestoreCounts: Sendable, Equatable {
    public var added = 0
    public var updated = 0
    public var unchanged = 0
    public var keptLocal = 0
    public var removed = 0
    /// Trips carrying a timestamp more than a day ahead of this machine's clock.
    public var futureDated = 0
}

/// What a restore did, or in a dry run would do.
///
/// `counts` are always exact. The trip lists are complete in a dry run (the user asked for them);
/// otherwise they stop at `listLimit` each, so a restore of a million trips does not hold a million
/// names in memory.
public struct RestoreReport: Sendable {
    /// Most trips listed per category outside a dry run.
    public static let listLimit = 1000
    /// What kind of file was restored.
    public enum Source: Sendable, Equatable {
        /// A trip backup of this format version.
        case tripBackup(version: Int)
        /// A 여행가자곰 backup.
        case legacy
    }

    /// The kind of file.
    public var source: Source
    /// The container format, recognised from the bytes.
    public var format: BackupFormat
    /// Merge or replace.
    public var mode: RestoreMode
    /// True when nothing was written.
    public var dryRun: Bool
    /// Exact counts.
    public var counts = RestoreCounts()
    /// Trips new to the database.
    public var added: [TripReference] = []
    /// Trips the backup changed.
    public var updated: [TripReference] = []
    /// Trips already identical.
    public var unchanged: [TripReference] = []
    /// Trips whose local copy differs, is newer than the backup's and was kept (merge only); not also in
    /// `unchanged`, so added + updated + unchanged + keptLocal is the number of trips in the backup.
    public var keptLocal: [TripReference] = []
    /// Trips removed because the backup lacks them (replace only).
    public var removed: [TripReference] = []
    /// Bookmarks that went with their spots when a replacing restore removed the spots (already
    /// included in the bookmarks section's `removed`).
    public var removedBookmarksWithSpots = 0
    /// Section outcomes by entry name.
    public var sections: [String: SectionOutcome] = [:]
    /// Sections in the backup that this build cannot store (a section a newer build added).
    public var skippedSections: [String] = []
    /// Decisions the user should know about, one sentence each.
    public var notes: [String] = []
    /// Trips with a timestamp more than a day in the future (a wrong clock where the backup was
    /// made); listed up to `listLimit`, counted exactly in `counts.futureDated`.
    public var futureDated: [TripReference] = []
    /// The copy of the local data taken before this restore changed it, if it changed any.
    public var safetyBackup: String?

    /// Creates an empty report.
    public init(source: Source, format: BackupFormat, mode: RestoreMode, dryRun: Bool) {
        self.source = source
        self.format = format
        self.mode = mode
        self.dryRun = dryRun
    }

    /// True when the restore changed (or would change) nothing.
    public var changesNothing: Bool {
        counts.added == 0 && counts.updated == 0 && counts.removed == 0 && removedBookmarksWithSpots == 0
            && sections.values.allSatisfy { $0.added == 0 && $0.updated == 0 && $0.removed == 0 }
    }

    /// True when the restore updates or removes something stored here (adding alone does not).
    public var changesLocalData: Bool {
        counts.updated > 0 || counts.removed > 0 || sections.values.contains { $0.updated > 0 || $0.removed > 0 }
    }

    /// Counts a trip and lists it while the list is within bounds.
    mutating func note(in list: WritableKeyPath<RestoreReport, [TripReference]>, _ trip: TripReference) {
        switch list {
        case \RestoreReport.added: counts.added += 1
        case \RestoreReport.updated: counts.updated += 1
        case \RestoreReport.unchanged: counts.unchanged += 1
        case \RestoreReport.keptLocal: counts.keptLocal += 1
        case \RestoreReport.futureDated: counts.futureDated += 1
        default: counts.removed += 1
        }
        if dryRun || self[keyPath: list].count < Self.listLimit { self[keyPath: list].append(trip) }
    }
}
