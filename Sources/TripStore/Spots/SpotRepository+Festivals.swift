public import TripModel

/// Festivals and events by date.
extension SpotRepository {
    /// Festivals and other events whose dates overlap `first…last` (inclusive), earliest start first.
    ///
    /// An event with only one of its dates is taken as a one-day event on that date. Festivals with
    /// no dates at all cannot be placed in time: they are left out and counted in `undated`.
    /// - Parameters:
    ///   - first: the first day of interest.
    ///   - last: the last day of interest, not before `first`.
    ///   - area: only events in this area, when given.
    ///   - limit: page size, 1…``SpotQuery/maximumLimit``.
    ///   - after: the previous page's cursor (list `festivals`).
    /// - Returns: the page, and how many festivals (in the area) have no dates.
    public func festivals(
        from first: LocalDate, to last: LocalDate, area: SpotArea?, limit: Int, after: SpotCursor?
    ) throws -> (page: SpotPage<Spot>, undated: Int) {
        guard first <= last else {
            throw StoreError.invalid(localized("store.first-after-last", ["first": first, "last": last]))
        }
        guard (1...SpotQuery.maximumLimit).contains(limit) else {
            throw StoreError.invalid(localized("store.limit-range", ["maximum": SpotQuery.maximumLimit]))
        }
        var filter = try SpotFilterSQL(SpotQuery(area: area))
        filter.add("coalesce(s.event_start, s.event_end) <= ?", [.text(last.description)])
        filter.add("coalesce(s.event_end, s.event_start) >= ?", [.text(first.description)])
        if let after {
            filter.add("(coalesce(s.event_start, s.event_end), s.id) > (?, ?)", [.text(after.key), .text(after.id)])
        }
        let sql = """
            SELECT \(Self.columns), coalesce(s.event_start, s.event_end) FROM spots s\(filter.whereClause)
            ORDER BY coalesce(s.event_start, s.event_end), s.id LIMIT ?\(filter.values.count + 1)
            """
        // One-shot, like every statement built from a filter: its shapes are too many to cache.
        let rows = try connection.query(sql, filter.values + [.int(limit + 1)], lifetime: .oneShot) { row in
            (try Self.spot(row), row.string(Self.columnCount))
        }
        let page = Array(rows.prefix(limit))
        let next =
            rows.count > limit
            ? page.last.map {
                SpotCursor(list: "festivals", key: $0.1, id: $0.0.id.lowercasedString)
            } : nil
        var undatedFilter = try SpotFilterSQL(SpotQuery(category: .festival, area: area))
        undatedFilter.add("s.event_start IS NULL AND s.event_end IS NULL")
        let undated =
            try connection.queryFirst(
                "SELECT count(*) FROM spots s\(undatedFilter.whereClause)", undatedFilter.values, lifetime: .oneShot
            ) { $0.int(0) } ?? 0
        return (SpotPage(items: page.map(\.0), next: next), undated)
    }
}
