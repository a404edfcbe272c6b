import Foundation
import TripModel
import TripStore

/// Compares each incoming trip with the stored one and, unless it is a dry run, writes it, all
/// inside the caller's single transaction.
///
/// Merge: matched by UUID; the backup's trip wins only when its `updatedAt` is newer, so merging the
/// same backup twice changes nothing. Replace: the backup's trip wins whenever it differs, and
/// `finish()` removes what the backup lacks.
struct RestoreApplier {
    let transaction: Transaction
    let mode: RestoreMode
    let apply: Bool
    let file: String
    /// The known common ancestor of a stored trip and the backup's, for a three-way merge.
    let base: ((UUID) throws -> Trip?)?
    /// The database held no trips when the restore began, so every trip taken is new (``take(_:)``
    /// refuses an id seen twice): nothing is looked up or replaced.
    let storedNoTrips: Bool
    var report: RestoreReport
    private var seen = Set<UUID>()
    /// How many trips have been taken so far (the test hook ``RestoreKillHook`` counts with it).
    var tripsTaken: Int { seen.count }
    /// Sections as they arrive (name order, before the spots); applied in registered order once the
    /// spots are in, before the first trip. They are small; only the spot catalog is large.
    private var pendingSections: [String: Data] = [:]
    private var sectionsApplied = false
    /// Spot chunks are applied as they stream in, so the catalog is never held whole.
    private var spots: SpotsRestore

    /// How far ahead of this machine's clock a timestamp may be before the report warns: a day
    /// covers time zones and ordinary clock drift.
    static let clockSkewAllowance: Int64 = 86_400_000

    init(
        transaction: Transaction, mode: RestoreMode, apply: Bool, file: String,
        base: ((UUID) throws -> Trip?)? = nil, storedNoTrips: Bool = false, report: RestoreReport
    ) {
        self.transaction = transaction
        self.mode = mode
        self.apply = apply
        self.file = file
        self.base = base
        self.storedNoTrips = storedNoTrips
        self.report = report
        spots = SpotsRestore(transaction: transaction, mode: mode, apply: apply)
    }

    mutating func take(_ item: BackupItem) throws {
        switch item {
        case let .trip(trip, notes):
            try take(trip)
            report.notes += notes
        case let .section(name, data):
            guard BackupSections.section(named: name) != nil else {
                report.skippedSections.append(name)
                return
            }
            pendingSections[name] = data
        case let .spots(entry, chunk):
            // The reader keeps entries in name order, so no chunk can follow a trip; refuse rather
            // than apply a chunk after the bookmarks were checked against the spots.
            guard !sectionsApplied else {
                throw BackupError.integrity(file: file, entry: entry, reason: localized("backup.spots-first"))
            }
            do {
                try spots.take(chunk)
            } catch StoreError.conflict(let field, let message) {
                throw BackupError.invalidData(file: file, entry: entry, field: field, reason: message)
            }
        }
    }

    /// Finishes the spots, then applies the sections in `BackupSections.registered` order, so the
    /// bookmarks (which arrived first) find their spots; in replace mode, empties those the backup
    /// does not have.
    private mutating func applySections() throws {
        guard !sectionsApplied else { return }
        sectionsApplied = true
        // A 여행가자곰 backup holds only trips; replacing from it leaves the spot catalog alone.
        if report.source != .legacy { try spots.finish() }
        if spots.sawChunk || spots.outcome.removed > 0 { report.sections[SpotsSection.name] = spots.outcome }
        for section in BackupSections.registered {
            if let data = pendingSections.removeValue(forKey: section.entryName) {
                report.sections[section.entryName] = try section.restore(
                    data, into: transaction, mode: mode, apply: apply, file: file)
            } else if mode == .replace && report.source != .legacy {
                // A 여행가자곰 backup holds only trips; replacing from it leaves the spot catalog alone.
                let removed = try section.clear(transaction, apply: apply)
                if removed > 0 { report.sections[section.entryName] = SectionOutcome(removed: removed) }
            }
        }
        if spots.removedBookmarks > 0 {
            report.removedBookmarksWithSpots = spots.removedBookmarks
            report.sections[BookmarksSection().entryName, default: SectionOutcome()].removed += spots.removedBookmarks
        }
    }

    mutating func take(_ incoming: Trip) throws {
        try applySections()
        // A trip backup's documents were checked when decoded (`Trip(from:)` and the fast reader both
        // refuse a trip that breaks a rule), so only a 여행가자곰 trip, made by conversion, is checked
        // here: checking again cost a sixth of a restore, on the thread that writes the database.
        if report.source == .legacy, let violation = TripRules.violation(in: incoming) {
            throw BackupError.invalidData(
                file: file, entry: LegacyCodec.entryName, field: violation.path, reason: violation.message)
        }
        guard seen.insert(incoming.id).inserted else {
            throw BackupError.invalidData(
                file: file, entry: BackupLayout.tripPath(incoming.id), field: "id",
                reason: localized("backup.trip-twice"))
        }
        let reference = TripReference(id: incoming.id, name: incoming.name)
        if incoming.latestUpdate > transaction.now.adding(milliseconds: Self.clockSkewAllowance) {
            report.note(in: \.futureDated, reference)
        }
        // A document that decoding checked, written unchanged, is not checked a third time (see write).
        let checked = report.source != .legacy
        guard !storedNoTrips, let existing = try transaction.trips.trip(id: incoming.id) else {
            report.note(in: \.added, reference)
            try write(incoming, rulesChecked: checked, new: storedNoTrips)
            return
        }
        if existing == incoming {
            report.note(in: \.unchanged, reference)
        } else if mode == .merge, let base = try base?(incoming.id) {
            try mergeThreeWay(base: base, existing: existing, incoming: incoming, reference)
        } else if mode == .merge && incoming.updatedAt <= existing.updatedAt {
            // Different and newer here: kept, and counted only as kept, so the counts add up.
            report.note(in: \.keptLocal, reference)
        } else {
            report.note(in: \.updated, reference)
            try write(incoming, rulesChecked: checked)
        }
    }

    /// Both sides changed since `base`: keep both sides' edits; a field changed on both keeps the newer
    /// value, and the note names it (the other value stays in the backup file).
    private mutating func mergeThreeWay(base: Trip, existing: Trip, incoming: Trip, _ reference: TripReference)
        throws
    {
        let result = try TripMerge.merge(base: base, ours: existing, theirs: incoming)
        guard let merged = result.trip, merged != existing else {
            report.note(in: \.unchanged, reference)
            return
        }
        report.note(in: \.updated, reference)
        if !result.conflicts.isEmpty {
            report.notes.append(
                localized(
                    "backup.note-merged-conflicts",
                    ["name": merged.name, "fields": result.conflicts.map(\.field).joined(separator: ", ")]))
        }
        try write(merged)
    }

    /// - Parameter rulesChecked: `trip` passed `TripRules.violation(in:)` as it is; a trip changed
    /// here (the second current trip made a plan) is checked by the store again.
    /// - Parameter new: nothing is stored under the trip's id (see ``storedNoTrips``).
    private mutating func write(_ trip: Trip, rulesChecked: Bool = false, new: Bool = false) throws {
        var trip = trip
        var rulesChecked = rulesChecked
        if trip.status == .traveling, let current = try transaction.trips.current(), current.id != trip.id {
            if mode == .replace {
                // The stored current trip is about to be overwritten or removed by this restore.
                if apply { try transaction.trips.releaseCurrent(except: trip.id) }
            } else {
                trip.status = .planning
                rulesChecked = false
                report.notes.append(
                    localized("backup.note-second-current", ["name": trip.name, "current": current.label]))
            }
        }
        guard apply else { return }
        do {
            try transaction.trips.save(trip, rulesChecked: rulesChecked, new: new)
        } catch StoreError.conflict(let field, let message) {
            // Only the local database can cause this (the reader checked the backup against itself).
            let entry = report.source == .legacy ? LegacyCodec.entryName : BackupLayout.tripPath(trip.id)
            throw BackupError.invalidData(file: file, entry: entry, field: field, reason: message)
        }
    }

    /// Removes, in replace mode, every stored trip the backup did not hold.
    mutating func finish() throws {
        try applySections()
        guard mode == .replace else { return }
        for item in try transaction.trips.allIDs() where !seen.contains(item.id) {
            let name = try transaction.trips.trip(id: item.id)?.name ?? ""
            report.note(in: \.removed, TripReference(id: item.id, name: name))
            if apply { try transaction.trips.delete(id: item.id) }
        }
    }
}
