import Foundation
import TripBackup
import TripModel
import TripStore

/// The whole-database documents beside the trips: the shared companion list (also people on no trip
/// yet), the bookmarked spots and the search history, as the same bytes a backup's `companions.json`,
/// `bookmarks.json` and `search-history.json` hold. A section with no records has no document.
///
/// Each merges three ways record by record (``JSONMerge`` over ``MergeSchema/records(idKey:)``):
/// companions by their normalized name (the store's unique key), bookmarks by spot, searches by id.
enum SyncSection: String, CaseIterable, Sendable {
    case bookmarks = "bookmarks.json"
    case companions = "companions.json"
    case searchHistory = "search-history.json"

    var path: String { rawValue }

    /// The id a conflict in a section is stored under (conflicts are stored per trip): no trip has it.
    static let conflictTripID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

    /// The member records are matched by.
    var idKey: String {
        switch self {
        case .bookmarks: "spotId"
        case .companions: "name"
        case .searchHistory: "id"
        }
    }

    /// The key in `sync_state` holding the section as the database and the sync last agreed on it.
    var stateKey: String { "section:" + rawValue }

    /// The section as the database holds it now; nil when it has no records.
    func export(_ transaction: Transaction) throws -> Data? {
        try BackupSections.section(named: rawValue)?.export(transaction)?.data
    }

    /// Merges three versions of the document by record; nil documents have no records.
    /// - Throws: ``SyncError/invalidDocument(path:reason:)`` when a version is not a valid section.
    func merge(base: Data?, ours: Data?, theirs: Data?) throws -> (document: Data?, conflicts: [MergeConflict]) {
        func tree(_ data: Data?) throws -> JSONValue {
            guard let data else { return .object(["items": .array([])]) }
            _ = try records(data)  // Validates before merging.
            return .object(["items": try SyncDocuments.tree(data, path: path)])
        }
        var merger = JSONMerge(schema: .records(idKey: idKey))
        let merged = merger.merge(base: try tree(base), ours: try tree(ours), theirs: try tree(theirs))
        let items = merged?.objectValue?["items"] ?? .array([])
        let document: Data
        do {
            document = try TripDocumentCoding.encoder().encode(items)
        } catch {
            throw SyncError.invalidDocument(path: path, reason: "\(error)")
        }
        return (try canonical(document), merger.conflicts)
    }

    /// Validates a document and writes it the way a backup does: sorted as the store lists the records,
    /// so every machine makes the same bytes from the same records.
    func canonical(_ data: Data) throws -> Data? {
        let encoded: Data
        switch try records(data) {
        case .companions(let companions):
            guard !companions.isEmpty else { return nil }
            encoded = try BackupDocuments.sectionDocument(
                companions.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) })
        case .bookmarks(let bookmarks):
            guard !bookmarks.isEmpty else { return nil }
            encoded = try BackupDocuments.sectionDocument(
                bookmarks.sorted {
                    ($0.createdAt, $0.spotId.lowercasedString) < ($1.createdAt, $1.spotId.lowercasedString)
                })
        case .searches(let searches):
            guard !searches.isEmpty else { return nil }
            encoded = try BackupDocuments.sectionDocument(Self.latestSearches(searches))
        }
        return encoded
    }

    /// The records of a section document.
    enum Records {
        case companions([Companion])
        case bookmarks([SpotBookmark])
        case searches([SpotSearchRecord])
    }

    /// Decodes and validates a document (a remote is written by others).
    func records(_ data: Data) throws -> Records {
        do {
            let decoder = TripDocumentCoding.decoder()
            switch self {
            case .companions: return .companions(try decoder.decode([Companion].self, from: data))
            case .bookmarks: return .bookmarks(try decoder.decode([SpotBookmark].self, from: data))
            case .searchHistory: return .searches(try decoder.decode([SpotSearchRecord].self, from: data))
            }
        } catch {
            throw SyncError.invalidDocument(path: path, reason: TripDocumentCoding.describe(error))
        }
    }

    /// Each search once (the latest of the same keyword and filters, as the history itself keeps
    /// them: two machines that searched the same words would otherwise list them twice), oldest first,
    /// at most the history's size.
    static func latestSearches(_ searches: [SpotSearchRecord]) -> [SpotSearchRecord] {
        func newer(_ one: SpotSearchRecord, _ two: SpotSearchRecord) -> Bool {
            (one.searchedAt, one.id.lowercasedString) > (two.searchedAt, two.id.lowercasedString)
        }
        var latest: [String: SpotSearchRecord] = [:]
        for search in searches {
            let key = search.keyword + "\u{0}" + search.filters
            if let kept = latest[key], !newer(search, kept) { continue }
            latest[key] = search
        }
        let newestFirst = latest.values.sorted(by: newer).prefix(SpotSearchHistoryRepository.maximumEntries)
        return newestFirst.reversed()
    }
}
