public import TripModel
import TripGeo

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
            throw StoreError.invalid("the limit must be 1…\(SpotQuery.maximumLimit)")
        }
        if query.sort == .distance, query.origin == nil {
            throw StoreError.invalid("sorting by distance needs a starting point (--from LAT,LON)")
        }
        if let radius = query.radius {
            guard query.origin != nil else { throw StoreError.invalid("a radius needs a starting point") }
            guard radius > 0, radius <= SpotQuery.maximumRadius else {
                throw StoreError.invalid("the radius must be more than 0 and at most \(Int(SpotQuery.maximumRadius / 1000)) km")
            }
        }
        if query.sort == .distance || query.radius != nil { return try searchInMemory(query) }
        return try searchInSQL(query)
    }

    static func cursorList(_ sort: SpotSort) -> String { "spots:" + sort.rawValue }

    private func searchInSQL(_ query: SpotQuery) throws -> SpotPage<SpotHit> {
        var filter = try SpotFilterSQL(query)
        let (column, ascending) = Self.sortColumn(query.sort)
        if let after = query.after {
            filter.add("(\(column), s.id) \(ascending ? ">" : "<") (?, ?)", [.text(after.key), .text(after.id)])
        }
        let direction = ascending ? "ASC" : "DESC"
        let sql = """
            SELECT \(Self.columns) FROM spots s\(filter.whereClause)
            ORDER BY \(column) \(direction), s.id \(direction) LIMIT \(query.limit + 1)
            """
        let spots = try connection.query(sql, filter.values, Self.spot)
        let page = spots.prefix(query.limit).map { spot in
            SpotHit(spot: spot, distance: query.origin.map { SpotDistance.metres($0, spot) })
        }
        let next = spots.count > query.limit ? page.last.map { cursor(for: $0, sort: query.sort) } : nil
        return SpotPage(items: page, next: next)
    }

    private func searchInMemory(_ query: SpotQuery) throws -> SpotPage<SpotHit> {
        guard let origin = query.origin else { throw StoreError.invalid("a starting point is needed") }
        var filter = try SpotFilterSQL(query)
        if let radius = query.radius { filter.addBox(around: origin, radius: radius) }
        var hits: [SpotHit] = []
        try connection.forEach("SELECT \(Self.columns) FROM spots s\(filter.whereClause)", filter.values) { row in
            let spot = try Self.spot(row)
            let distance = SpotDistance.metres(origin, spot)
            if let radius = query.radius, distance > radius { return }
            hits.append(SpotHit(spot: spot, distance: distance))
            if hits.count > Self.maximumCandidates {
                throw StoreError.invalid(
                    "more than \(Self.maximumCandidates) spots match; use a smaller radius or more filters")
            }
        }
        let keyed = hits.map { (key: Self.sortKey($0, query.sort), hit: $0) }
        let ascending = Self.sortColumn(query.sort).ascending
        var sorted = keyed.sorted { a, b in
            let first = Self.compare(a.key, a.hit.spot, b.key, b.hit.spot, query.sort)
            return ascending ? first : Self.compare(b.key, b.hit.spot, a.key, a.hit.spot, query.sort)
        }
        if let after = query.after {
            sorted.removeAll { item in
                let isAfter = Self.isAfter(item.key, item.hit.spot, cursor: after, sort: query.sort)
                return ascending ? !isAfter : isAfter || Self.isAt(item.key, item.hit.spot, cursor: after)
            }
        }
        let page = sorted.prefix(query.limit).map(\.hit)
        let next = sorted.count > query.limit ? page.last.map { cursor(for: $0, sort: query.sort) } : nil
        return SpotPage(items: Array(page), next: next)
    }

    private func cursor(for hit: SpotHit, sort: SpotSort) -> SpotCursor {
        SpotCursor(list: Self.cursorList(sort), key: Self.sortKey(hit, sort), id: hit.spot.id.uuidString.lowercased())
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

    /// `a < b` in the ascending form of the order, ids breaking ties.
    private static func compare(_ keyA: String, _ a: Spot, _ keyB: String, _ b: Spot, _ sort: SpotSort) -> Bool {
        if keyA != keyB {
            if sort == .distance, let x = Double(keyA), let y = Double(keyB) { return x < y }
            return keyA.utf8.lexicographicallyPrecedes(keyB.utf8)
        }
        return a.id.uuidString.lowercased() < b.id.uuidString.lowercased()
    }

    private static func isAfter(_ key: String, _ spot: Spot, cursor: SpotCursor, sort: SpotSort) -> Bool {
        if key != cursor.key {
            if sort == .distance, let x = Double(key), let y = Double(cursor.key) { return x > y }
            return cursor.key.utf8.lexicographicallyPrecedes(key.utf8)
        }
        return spot.id.uuidString.lowercased() > cursor.id
    }

    private static func isAt(_ key: String, _ spot: Spot, cursor: SpotCursor) -> Bool {
        key == cursor.key && spot.id.uuidString.lowercased() == cursor.id
    }
}

/// The distance used for every spot list; one place to switch to the WGS84 geodesic.
enum SpotDistance {
    static func metres(_ origin: Coordinate, _ spot: Spot) -> Double {
        guard let coordinate = spot.coordinate else { return .infinity }
        return GreatCircle.distance(origin, coordinate)
    }
}
