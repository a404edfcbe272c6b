import TripGeo
import TripModel

/// Queries answered in memory: sorted by distance, or limited by a radius.
///
/// Two phases keep them fast in a dense city: the candidates (from the R*Tree box and the other
/// filters) are read as a few narrow columns and get their exact distance; only the page's rows are
/// then read whole.
extension SpotRepository {
    /// A candidate row: enough to filter, sort and page it.
    struct Candidate {
        let rowid: Int64
        let id: String
        let key: String
        let distance: Double

        /// Order in the ascending form of the sort: by key (numerically for distance), then id.
        func precedes(_ other: Candidate, byDistance: Bool) -> Bool {
            if byDistance, distance != other.distance { return distance < other.distance }
            if !byDistance, key != other.key { return key.utf8.lexicographicallyPrecedes(other.key.utf8) }
            return id < other.id
        }
    }

    func searchInMemory(_ query: SpotQuery) throws -> SpotPage<SpotHit> {
        guard let origin = query.origin else { throw StoreError.invalid(localized("store.origin-needed")) }
        let candidates = try self.candidates(query, origin: origin)
        let byDistance = query.sort == .distance
        let ascending = Self.sortColumn(query.sort).ascending
        var sorted = candidates.sorted {
            ascending ? $0.precedes($1, byDistance: byDistance) : $1.precedes($0, byDistance: byDistance)
        }
        if let after = query.after {
            let marker = Candidate(
                rowid: 0, id: after.id, key: after.key, distance: byDistance ? Double(after.key) ?? 0 : 0)
            sorted.removeAll {
                ascending ? !marker.precedes($0, byDistance: byDistance) : !$0.precedes(marker, byDistance: byDistance)
            }
        }
        let page = Array(sorted.prefix(query.limit))
        let spots = try spots(rowids: page.map(\.rowid))
        let hits = page.compactMap { candidate in
            spots[candidate.rowid].map { SpotHit(spot: $0, distance: candidate.distance) }
        }
        let next = sorted.count > query.limit ? hits.last.map { cursor(for: $0, sort: query.sort) } : nil
        return SpotPage(items: hits, next: next)
    }

    private func candidates(_ query: SpotQuery, origin: Coordinate) throws -> [Candidate] {
        var filter = try SpotFilterSQL(query)
        if let radius = query.radius { filter.addBox(around: origin, radius: radius) }
        let keyColumn = query.sort == .distance ? "''" : Self.sortColumn(query.sort).column
        var candidates: [Candidate] = []
        let sql = "SELECT s.rowid, s.id, s.latitude, s.longitude, \(keyColumn) FROM spots s\(filter.whereClause)"
        try connection.forEach(sql, filter.values) { row in
            guard let point = Coordinate(latitude: row.double(2), longitude: row.double(3)) else { return }
            let distance = SpotDistance.metres(origin, point)
            if let radius = query.radius, distance > radius { return }
            let key = query.sort == .distance ? distance.description : row.string(4)
            candidates.append(Candidate(rowid: row.int64(0), id: row.string(1), key: key, distance: distance))
            if candidates.count > Self.maximumCandidates {
                throw StoreError.invalid(localized("store.too-many-candidates", ["maximum": Self.maximumCandidates]))
            }
        }
        return candidates
    }

    /// Whole spots for a page of row keys (at most ``SpotQuery/maximumLimit``), by row key.
    private func spots(rowids: [Int64]) throws -> [Int64: Spot] {
        guard !rowids.isEmpty else { return [:] }
        let placeholders = (1...rowids.count).map { "?\($0)" }.joined(separator: ", ")
        var result: [Int64: Spot] = [:]
        try connection.forEach(
            "SELECT \(Self.columns), s.rowid FROM spots s WHERE s.rowid IN (\(placeholders))",
            rowids.map(SQLValue.integer)
        ) { row in
            result[row.int64(Self.columnCount)] = try Self.spot(row)
        }
        return result
    }
}
