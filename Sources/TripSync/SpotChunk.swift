import Foundation
import TripBackup
import TripModel

/// One piece of the spot catalog in the sync repository: `spots/<xx>.json` holds the spots whose
/// lower-case id starts with the two hexadecimal digits `xx`, in id order, as a backup writes spots.
///
/// Why pieces by id prefix: a TourAPI spot's id is derived from its source and contentid
/// (``SpotIdentity``), so the same place has the same id, and lands in the same piece, on every
/// machine; matching records by id is matching them by contentid. Ids are spread evenly, so 256 pieces
/// stay small however the catalog grows (about 80 spots each at 20,000), a spot never moves to another
/// piece when others are added (a backup's numbered chunks shift), and an edit rewrites one piece.
struct SpotChunk: Hashable, Comparable, Sendable {
    /// Two lower-case hexadecimal digits.
    let prefix: String

    static let folder = "spots/"
    /// Every piece there can be.
    static let all: [SpotChunk] = (0..<256).map { SpotChunk(checkedPrefix: hexDigits($0)) }

    var path: String { Self.folder + prefix + ".json" }

    private init(checkedPrefix: String) {
        prefix = checkedPrefix
    }

    /// The piece that holds the spot with this id.
    init(id: UUID) {
        prefix = String(id.lowercasedString.prefix(2))
    }

    /// The piece a path names: exactly `spots/` two lower-case hexadecimal digits `.json`, so one
    /// piece cannot hide under two spellings; nil for anything else.
    init?(path: String) {
        guard path.hasPrefix(Self.folder), path.hasSuffix(".json") else { return nil }
        let middle = path.dropFirst(Self.folder.count).dropLast(".json".count)
        guard middle.count == 2, middle.utf8.allSatisfy({ Self.isHexDigit($0) }) else { return nil }
        prefix = String(middle)
    }

    static func < (lhs: SpotChunk, rhs: SpotChunk) -> Bool { lhs.prefix < rhs.prefix }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    private static func hexDigits(_ value: Int) -> String {
        let text = String(value, radix: 16)
        return text.count == 1 ? "0" + text : text
    }

    /// Decodes a piece and checks what every piece promises: valid spots (``Spot``'s decoding refuses
    /// a missing title or a coordinate out of range), each in this piece, each id once.
    /// - Throws: ``SyncError/invalidDocument(path:reason:)`` naming the piece, the entry and the field.
    func spots(_ data: Data) throws -> [Spot] {
        let spots: [Spot]
        do {
            spots = try TripDocumentCoding.decoder().decode([Spot].self, from: data)
        } catch {
            throw SyncError.invalidDocument(path: path, reason: TripDocumentCoding.describe(error))
        }
        var seen = Set<UUID>()
        for (index, spot) in spots.enumerated() {
            guard SpotChunk(id: spot.id) == self else {
                throw SyncError.invalidDocument(
                    path: path,
                    reason: localized(
                        "sync.spot-wrong-piece",
                        ["index": index, "id": spot.id.lowercasedString, "piece": SpotChunk(id: spot.id).path]))
            }
            guard seen.insert(spot.id).inserted else {
                throw SyncError.invalidDocument(
                    path: path,
                    reason: localized("sync.spot-twice", ["index": index, "id": spot.id.lowercasedString]))
            }
        }
        return spots
    }

    /// The piece's bytes for these spots (nil when there are none): in id order, as a backup's chunk
    /// writes them, so every machine makes the same bytes from the same spots.
    func document(_ spots: [Spot]) throws -> Data? {
        guard !spots.isEmpty else { return nil }
        do {
            return try BackupDocuments.sectionDocument(
                spots.sorted { $0.id.lowercasedString.utf8.lexicographicallyPrecedes($1.id.lowercasedString.utf8) })
        } catch {
            throw SyncError.invalidDocument(path: path, reason: "\(error)")
        }
    }

    /// Merges three versions of the piece spot by spot (by id, so by contentid) and field by field; a
    /// field both sides changed keeps the newer spot's value and reports the other as a conflict.
    /// - Throws: ``SyncError/invalidDocument(path:reason:)`` when a version is not a valid piece.
    func merge(base: Data?, ours: Data?, theirs: Data?) throws -> (document: Data?, conflicts: [MergeConflict]) {
        func tree(_ data: Data?) throws -> JSONValue {
            guard let data else { return .object(["items": .array([])]) }
            _ = try spots(data)
            return .object(["items": try SyncDocuments.tree(data, path: path)])
        }
        var merger = JSONMerge(schema: .records(idKey: "id"))
        let merged = merger.merge(base: try tree(base), ours: try tree(ours), theirs: try tree(theirs))
        return (try document(fromItems: merged?.objectValue?["items"]), merger.conflicts)
    }

    /// The canonical piece for a merged or edited list of records, validated again.
    func document(fromItems items: JSONValue?) throws -> Data? {
        let data: Data
        do {
            data = try TripDocumentCoding.encoder().encode(items ?? .array([]))
        } catch {
            throw SyncError.invalidDocument(path: path, reason: "\(error)")
        }
        return try document(try spots(data))
    }
}
