import TripGeo
public import TripModel

/// Keyword, filter and distance queries over the catalog, one page at a time.
extension SpotRepository {
    /// The most candidate spots a query sorted by distance (or limited by radius) may gather before paging;
    /// beyond it the user is asked to narrow the query instead of waiting.
    public static let maximumCandidates = 200_000

    /// One page of spots matching `query`.
    ///
    /// Sorted by title, modified or created time, paging runs in SQL on the sort key's index (keyset
    /// pagination: `(key, id)` strictly after the cursor). Sorted by distance, or limited by a radius,
    /// the candidates come from the R*Tree box (or the other filters), get their exact distance, and
    /// are sorted and paged in memory. Words shorter than three characters are matched with LIKE while
    /// walking the sort order, which stops as soon as a page is full.
    /// - Throws: ``StoreError/invalid(_:)`` for a bad query (limit, radius, missing origin, too many candidates).
    public func search(_ query: SpotQuery) throws -> SpotPage<SpotHit> {
        guard (1...SpotQuery.maximumLimit).contains(query.limit) else {
            throw StoreError.invalid(localized("store.limit-range", ["maximum": SpotQuery.maximumLimit]))
        }
        if query.sort == .distance, query.origin == nil {
            throw StoreError.invalid(localized("store.distance-needs-origin"))
        }
        if let radius = query.radius {
            guard query.origin != nil else { throw StoreError.invalid(localized("store.radius-needs-origin")) }
            guard radius > 0, radius <= SpotQuery.maximumRadius else {
                throw StoreError.invalid(
                    localized("store.radius-range", ["maximum": Int(SpotQuery.maximumRadius / 1000)]))
            }
        }
        if query.sort == .distance || query.radius != nil { return try searchInMemory(query) }
        return try searchInSQL(query)
    }

    static func cursorList(_ sort: SpotSort) -> String { "spots:" + sort.rawValue }

    /// Above this many full-text matches, a sorted page is found faster by walking the sort index.
    static let commonMatchThreshold = 5_000

    private func searchInSQL(_ query: SpotQuery) throws -> SpotPage<SpotHit> {
        var filter = try SpotFilterSQL(query, plan: try matchPlan(query.keyword))
        let (column, ascending) = Self.sortColumn(query.sort)
        if let after = query.after {
            filter.add("(\(column), s.id) \(ascending ? ">" : "<") (?, ?)", [.text(after.key), .text(after.id)])
        }
        let direction = ascending ? "ASC" : "DESC"
        let sql = """
            SELECT \(Self.columns) FROM spots s\(filter.whereClause)
            ORDER BY \(column) \(direction), s.id \(direction) LIMIT ?\(filter.values.count + 1)
            """
        // One-shot: the filters give the SQL many shapes, and each cached one would stay prepared.
        let spots = try connection.query(sql, filter.values + [.int(query.limit + 1)], lifetime: .oneShot, Self.spot)
        let page = spots.prefix(query.limit).map { spot in
            SpotHit(spot: spot, distance: query.origin.map { SpotDistance.metres($0, spot) })
        }
        let next = spots.count > query.limit ? page.last.map { cursor(for: $0, sort: query.sort) } : nil
        return SpotPage(items: page, next: next)
    }

    /// Counts full-text matches up to the threshold: a cheap probe of the index that decides the plan.
    private func matchPlan(_ keyword: String) throws -> SpotFilterSQL.MatchPlan {
        guard let match = SpotFilterSQL.indexedMatch(keyword) else { return .lookUpMatches }
        let count =
            try connection.queryFirst(
                "SELECT count(*) FROM (SELECT rowid FROM \(match.table) WHERE \(match.table) MATCH ?1 LIMIT ?2)",
                [.text(match.expression), .int(Self.commonMatchThreshold + 1)]
            ) { $0.int(0) } ?? 0
        return count > Self.commonMatchThreshold ? .walkSortOrder : .lookUpMatches
    }

    func cursor(for hit: SpotHit, sort: SpotSort) -> SpotCursor {
        SpotCursor(list: Self.cursorList(sort), key: Self.sortKey(hit, sort), id: hit.spot.id.lowercasedString)
    }

    static func sortColumn(_ sort: SpotSort) -> (column: String, ascending: Bool) {
        switch sort {
        case .title: ("s.title", true)
        case .modified: ("s.modified_at", false)
        case .created: ("s.created_at", false)
        case .distance: ("", true)
        }
    }

    /// The text key a row sorts by, exactly as stored in SQL (so cursors work on both paths).
    static func sortKey(_ hit: SpotHit, _ sort: SpotSort) -> String {
        switch sort {
        case .title: hit.spot.title
        case .modified: hit.spot.modifiedAt?.description ?? ""
        case .created: hit.spot.createdAt?.description ?? ""
        // Swift prints the shortest text that reads back as the same Double, so comparisons are exact.
        case .distance: (hit.distance ?? 0).description
        }
    }
}

/// The distance used for every spot list; one place to switch to the WGS84 geodesic.
enum SpotDistance {
    static func metres(_ origin: Coordinate, _ spot: Spot) -> Double {
        guard let coordinate = spot.coordinate else { return .infinity }
        return metres(origin, coordinate)
    }

    /// WGS84 geodesic metres, the distance every other command shows.
    static func metres(_ origin: Coordinate, _ point: Coordinate) -> Double {
        Geodesic.distance(origin, point)
    }
}
