public import TripGeo

/// The order of a spot list.
public enum SpotSort: String, CaseIterable, Sendable {
    case title, modified, created, distance
}

/// What a `spots search` or `spots near` asks the store for.
public struct SpotQuery: Sendable {
    /// Words to find in the title or address; empty = no keyword filter.
    public var keyword: String
    public var category: SpotCategory?
    public var area: SpotArea?
    /// Only spots within `radius` metres of `origin`; both or neither.
    public var origin: Coordinate?
    public var radius: Double?
    /// Only spots with information for every one of these facilities.
    public var accessible: [BarrierFreeFacility]
    public var sort: SpotSort
    /// Page size, 1…``SpotQuery/maximumLimit``.
    public var limit: Int
    /// Where the previous page ended; nil for the first page.
    public var after: SpotCursor?

    /// The largest page a query may ask for.
    public static let maximumLimit = 1_000
    /// The largest radius accepted, in metres: more than covers Korea.
    public static let maximumRadius = 2_000_000.0

    public init(
        keyword: String = "", category: SpotCategory? = nil, area: SpotArea? = nil, origin: Coordinate? = nil,
        radius: Double? = nil, accessible: [BarrierFreeFacility] = [], sort: SpotSort = .title, limit: Int = 20,
        after: SpotCursor? = nil
    ) {
        self.keyword = keyword
        self.category = category
        self.area = area
        self.origin = origin
        self.radius = radius
        self.accessible = accessible
        self.sort = sort
        self.limit = limit
        self.after = after
    }
}

/// A spot in a result list, with its distance from the query's origin when there is one.
public struct SpotHit: Sendable, Hashable {
    public var spot: Spot
    /// Metres from the query's origin; nil when the query had none.
    public var distance: Double?

    public init(spot: Spot, distance: Double?) {
        self.spot = spot
        self.distance = distance
    }
}

/// One page of results and the cursor for the next, nil when this was the last.
public struct SpotPage<Item: Sendable>: Sendable {
    public var items: [Item]
    public var next: SpotCursor?

    public init(items: [Item], next: SpotCursor?) {
        self.items = items
        self.next = next
    }
}
