import Foundation
import Testing
import TripGeo
import TripModel

@testable import TripStore

/// SQL assembled from filters and id lists runs as one-shot statements: were it cached, every new
/// combination of filters or list length would keep a prepared statement for the connection's life.
@Suite struct SpotStatementCacheTests {
    let origin = Coordinate(latitude: 37.579617, longitude: 126.977041) ?? Coordinate.testOrigin

    @Test func distinctDynamicSQLDoesNotGrowTheCache() throws {
        let store = try SpotStoreFixture()
        try store.seedSeoul()
        let ids = try store.database.read { try $0.spots.search(SpotQuery(limit: 6)).items.map(\.spot.id) }
        // One of each kind first, so the fixed statements they share (the full-text probes) are cached.
        try run([SpotQuery(keyword: "궁"), SpotQuery(keyword: "경복궁")], keeping: [1], in: store)
        let cached = store.database.connection.cachedStatementCount

        let distinct = [
            SpotQuery(keyword: "궁 덕"), SpotQuery(keyword: "경복궁 궁"), SpotQuery(keyword: "경복궁 덕수궁 궁"),
            SpotQuery(category: .attraction), SpotQuery(area: .seoul, sort: .modified),
            SpotQuery(category: .attraction, area: .seoul, accessible: [.restroom], sort: .created),
            SpotQuery(origin: origin, radius: 2_000), SpotQuery(keyword: "궁", origin: origin, sort: .distance),
            SpotQuery(area: .seoul, origin: origin, radius: 5_000, sort: .distance, limit: 2),
        ]
        try run(distinct, keeping: Array(2...ids.count), in: store)

        #expect(store.database.connection.cachedStatementCount == cached)
    }

    /// Runs each query, a festival page per area filter, and the absent-spot count once per length of
    /// the kept-id list.
    private func run(_ queries: [SpotQuery], keeping lengths: [Int], in store: SpotStoreFixture) throws {
        let first = try #require(LocalDate("2026-01-01"))
        let last = try #require(LocalDate("2026-12-31"))
        try store.database.read { transaction in
            for query in queries { _ = try transaction.spots.search(query) }
            let ids = try transaction.spots.search(SpotQuery(limit: 6)).items.map(\.spot.id)
            for area in [nil, SpotArea.seoul] {
                _ = try transaction.spots.festivals(from: first, to: last, area: area, limit: 5, after: nil)
            }
            for length in lengths {
                _ = try transaction.spots.removeAbsent(
                    after: nil, through: nil, keeping: Array(ids.prefix(length)), apply: false)
                _ = try transaction.spots.bookmarksOnAbsent(
                    after: nil, through: nil, keeping: Array(ids.prefix(length)))
            }
        }
    }
}
