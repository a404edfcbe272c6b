import Foundation
import TripStore

/// How a restore treats what is already in the database.
public enum RestoreMode: String, Sendable {
    /// Match by UUID; the newer `updatedAt` wins; nothing is removed. Idempotent.
    case merge
    /// The database becomes the backup: what the backup lacks is removed.
    case replace
}

/// What restoring one section did (or would do, in a dry run).
public struct SectionOutcome: Sendable, Equatable {
    /// Records new to the database.
    public var added = 0
    /// Records the backup changed.
    public var updated = 0
    /// Records already identical (or newer locally).
    public var unchanged = 0
    /// Records removed because the backup lacks them (replace only).
    public var removed = 0

    /// Creates an outcome.
    public init(added: Int = 0, updated: Int = 0, unchanged: Int = 0, removed: Int = 0) {
        self.added = added
        self.updated = updated
        self.unchanged = unchanged
        self.removed = removed
    }
}

/// A whole-database part of a backup besides the trips and the spot catalog: companions, bookmarks
/// and search history, each one entry small enough to hold whole.
///
/// To add one: implement this protocol in a new file and append an instance to
/// `BackupSections.registered`; its `entryName` must be one of `BackupLayout.sectionNames`.
public protocol BackupSection: Sendable {
    /// The entry's name, e.g. `companions.json`.
    var entryName: String { get }

    /// The section's JSON and its record count, or nil when there is nothing to back up.
    func export(_ transaction: Transaction) throws -> (data: Data, count: Int)?

    /// Restores the section inside the restore's transaction.
    /// - Parameters:
    ///   - apply: false for a dry run: compare only, write nothing.
    ///   - file: the archive's name, for errors.
    func restore(_ data: Data, into transaction: Transaction, mode: RestoreMode, apply: Bool, file: String) throws
        -> SectionOutcome

    /// Empties the section when a replacing restore's backup does not have it.
    /// - Returns: how many records were (or, in a dry run, would be) removed.
    func clear(_ transaction: Transaction, apply: Bool) throws -> Int
}

/// The sections this build backs up and restores.
public enum BackupSections {
    /// Every registered section, in the order a restore applies them. The spot catalog is not one of
    /// them: it travels in chunks (`SpotsSection`) and is applied as they stream in, before any of
    /// these, so the bookmarks that point at spots (which the archive holds first, in name order)
    /// find them.
    public static let registered: [any BackupSection] = [
        CompanionsSection(), BookmarksSection(), SearchHistorySection(),
    ]

    /// The section for an entry name, if this build has one.
    public static func section(named name: String) -> (any BackupSection)? {
        registered.first { $0.entryName == name }
    }
}
