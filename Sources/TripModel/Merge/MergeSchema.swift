/// What the three-way merge needs to know about a document's shape, and nothing more.
///
/// Only arrays of records need naming: they merge element by element, matched by an id key, and an
/// ordered one has its order key renumbered 1…n afterwards. Every other member, including any a later
/// version adds, merges field by field generically (``JSONMerge``).
public struct MergeSchema: Sendable {
    /// An array whose elements are records matched by `idKey`.
    public struct Collection: Sendable {
        public let idKey: String
        /// The member holding the 1-based place in the list (`position`), renumbered after a merge.
        public let orderKey: String?

        public init(idKey: String, orderKey: String? = nil) {
            self.idKey = idKey
            self.orderKey = orderKey
        }
    }

    /// Collections by the member name that holds them, wherever in the document it appears.
    public let collections: [String: Collection]
    /// The member that says when a record last changed; newer wins a conflict, and the merged record
    /// carries the later of the two.
    public let stampKey: String

    public init(collections: [String: Collection], stampKey: String = "updatedAt") {
        self.collections = collections
        self.stampKey = stampKey
    }

    /// The trip document: stops in visiting order, companions and expenses by id.
    public static let trip = MergeSchema(collections: [
        "stops": Collection(idKey: "id", orderKey: "position"),
        "companions": Collection(idKey: "id"),
        "expenses": Collection(idKey: "id"),
    ])

    /// A document that is a list of records keyed by `idKey` (bookmarks, companions, a spot chunk).
    /// The list itself sits under the member `items` of a wrapper object the merge builds.
    public static func records(idKey: String) -> MergeSchema {
        MergeSchema(collections: ["items": Collection(idKey: idKey)])
    }
}

/// Which of the two sides of a merge a value came from.
public enum MergeSide: String, Codable, Hashable, Sendable, CaseIterable {
    case ours
    case theirs

    public var other: MergeSide { self == .ours ? .theirs : .ours }
}
