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

/// What a restore did, or in a dry run would do.
public struct RestoreReport: Sendable {
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
    /// Trips new to the database.
    public var added: [TripReference] = []
    /// Trips the backup changed.
    public var updated: [TripReference] = []
    /// Trips already identical, or newer here (see `keptLocal`).
    public var unchanged: [TripReference] = []
    /// Trips whose local copy is newer than the backup's and was kept (merge only); also in `unchanged`.
    public var keptLocal: [TripReference] = []
    /// Trips removed because the backup lacks them (replace only).
    public var removed: [TripReference] = []
    /// Section outcomes by entry name.
    public var sections: [String: SectionOutcome] = [:]
    /// Sections in the backup that this build cannot store (e.g. `spots.json` before spots exist).
    public var skippedSections: [String] = []
    /// Decisions the user should know about, one sentence each.
    public var notes: [String] = []

    /// Creates an empty report.
    public init(source: Source, format: BackupFormat, mode: RestoreMode, dryRun: Bool) {
        self.source = source
        self.format = format
        self.mode = mode
        self.dryRun = dryRun
    }

    /// True when the restore changed (or would change) nothing.
    public var changesNothing: Bool {
        added.isEmpty && updated.isEmpty && removed.isEmpty
            && sections.values.allSatisfy { $0.added == 0 && $0.updated == 0 }
    }
}
