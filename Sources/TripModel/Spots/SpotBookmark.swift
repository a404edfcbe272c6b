public import Foundation

/// A spot the user saved for later.
public struct SpotBookmark: Codable, Hashable, Sendable {
    public var spotId: UUID
    public var createdAt: Timestamp

    public init(spotId: UUID, createdAt: Timestamp) {
        self.spotId = spotId
        self.createdAt = createdAt
    }

    enum CodingKeys: String, CodingKey { case spotId, createdAt }

    /// Writes the id in lower case, like every other document id.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(spotId.lowercasedString, forKey: .spotId)
        try container.encode(createdAt, forKey: .createdAt)
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

    enum CodingKeys: String, CodingKey { case id, keyword, filters, searchedAt }

    /// Writes the id in lower case, like every other document id.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id.lowercasedString, forKey: .id)
        try container.encode(keyword, forKey: .keyword)
        try container.encode(filters, forKey: .filters)
        try container.encode(searchedAt, forKey: .searchedAt)
    }
}
