public import Foundation

/// A spot the user saved for later.
public struct SpotBookmark: Codable, Hashable, Sendable {
    public var spotId: UUID
    public var createdAt: Timestamp

    public init(spotId: UUID, createdAt: Timestamp) {
        self.spotId = spotId
        self.createdAt = createdAt
    }
}

/// One remembered `trip spots search`, newest first in the history.
public struct SpotSearchRecord: Codable, Hashable, Sendable, Identifiable {
    public var id: UUID
    /// The keyword as typed (trimmed).
    public var keyword: String
    /// The filters given with it, in command-line form (`--type lodging`), for display only.
    public var filters: String
    public var searchedAt: Timestamp

    public init(id: UUID, keyword: String, filters: String = "", searchedAt: Timestamp) {
        self.id = id
        self.keyword = keyword
        self.filters = filters
        self.searchedAt = searchedAt
    }
}
