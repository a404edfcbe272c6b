import Foundation
import Testing
import TripGeo
import TripModel

@testable import TripStore

@Suite struct SpotRepositoryTests {
    let origin = Coordinate(latitude: 37.579617, longitude: 126.977041) ?? Coordinate.testOrigin  // 경복궁

    @Test func upsertIsIdempotentAndFindsByContentIdOrIdPrefix() throws {
        let store = try SpotStoreFixture()
        try store.seedSeoul()
        try store.seedSeoul()
        try store.database.read { (tx: Transaction) throws in
            #expect(try tx.spots.count() == 6)
            let palace = try tx.spots.find("126508")
            #expect(palace.title == "경복궁")
            #expect(palace.barrierFree[.restroom] == "있음")
            #expect(try tx.spots.find(String(palace.id.uuidString.prefix(8))).id == palace.id)
            #expect(throws: StoreError.self) { try tx.spots.find("999") }
        }
    }

    @Test func renamedSpotIsFoundByItsNewTitleOnly() throws {
        let store = try SpotStoreFixture()
        try store.seedSeoul()
        try store.insert([SpotStoreFixture.spot("126509", "덕수궁 석조전", 37.565804, 126.975146)])
        try store.database.read { (tx: Transaction) throws in
            #expect(try tx.spots.search(SpotQuery(keyword: "석조전")).items.map(\.spot.contentId) == ["126509"])
            #expect(try tx.spots.search(SpotQuery(keyword: "덕수궁")).items.count == 1)
        }
    }

    @Test(arguments: [
        ("궁", ["경복궁", "덕수궁", "창덕궁"]),
        ("덕궁", ["창덕궁"]),
        ("경복궁", ["경복궁"]),
        ("서울타", ["N서울타워"]),
        ("n서울", ["N서울타워"]),
        ("100%", []),
    ])
    func keywordMatchesKoreanPartialWords(keyword: String, titles: [String]) throws {
        let store = try SpotStoreFixture()
        try store.seedSeoul()
        let hits = try store.database.read { try $0.spots.search(SpotQuery(keyword: keyword)) }
        #expect(hits.items.map(\.spot.title) == titles)
    }

    @Test func searchFiltersByAreaAndSortsByModifiedNewestFirst() throws {
        let store = try SpotStoreFixture()
        try store.seedSeoul()
        let page = try store.database.read {
            try $0.spots.search(SpotQuery(area: .seoul, sort: .modified, limit: 3))
        }
        #expect(page.items.map(\.spot.title) == ["경복궁", "창덕궁", "덕수궁"])
        #expect(page.next != nil)
    }

    @Test func nearFindsSpotsWithinRadiusWithDistances() throws {
        let store = try SpotStoreFixture()
        try store.seedSeoul()
        let page = try store.database.read {
            try $0.spots.search(SpotQuery(origin: origin, radius: 2_000, sort: .distance))
        }
        #expect(page.items.map(\.spot.title) == ["경복궁", "북촌한옥마을", "창덕궁", "덕수궁"])
        #expect(page.items[0].distance == 0)
        let changdeok = try #require(page.items.first { $0.spot.title == "창덕궁" }?.distance)
        #expect(abs(changdeok - 1_230) < 20)
    }

    @Test func nearFiltersByAccessibleFacilities() throws {
        let store = try SpotStoreFixture()
        try store.seedSeoul()
        let both = try store.database.read {
            try $0.spots.search(
                SpotQuery(origin: origin, radius: 5_000, accessible: [.wheelchair, .restroom], sort: .distance))
        }
        #expect(both.items.map(\.spot.title) == ["경복궁"])
    }

    @Test(arguments: [SpotSort.title, .modified, .distance])
    func pagesAreStableWhenSpotsAreInsertedBetweenThem(sort: SpotSort) throws {
        let store = try SpotStoreFixture()
        try store.seedSeoul()
        let query = SpotQuery(origin: origin, radius: 500_000, sort: sort, limit: 2)
        let first = try store.database.read { try $0.spots.search(query) }
        // A spot that sorts first in every order lands before the cursor and must not shift later pages.
        try store.insert([SpotStoreFixture.spot("1", "가", 37.579617, 126.977041, modified: 100)])
        var seen = first.items.map(\.spot.title)
        var cursor = first.next
        while let after = cursor {
            var next = query
            next.after = after
            let page = try store.database.read { try $0.spots.search(next) }
            seen += page.items.map(\.spot.title)
            cursor = page.next
        }
        #expect(seen.count == 6)
        #expect(Set(seen).count == 6)
        #expect(!seen.contains("가"))
    }

    @Test func festivalsOverlapDatesAndCountUndated() throws {
        let store = try SpotStoreFixture()
        try store.insert([
            SpotStoreFixture.spot(
                "1", "빛초롱", 37.56, 126.97, category: .festival, start: "2026-11-13", end: "2026-12-15"),
            SpotStoreFixture.spot(
                "2", "불꽃", 35.15, 129.11, category: .festival, area: .busan,
                start: "2026-11-07", end: "2026-11-07"),
            SpotStoreFixture.spot("3", "들불", 33.40, 126.34, category: .festival, area: .jeju),
        ])
        let result = try store.database.read { (tx: Transaction) throws in
            try tx.spots.festivals(
                from: LocalDate("2026-11-07")!, to: LocalDate("2026-11-13")!, area: nil, limit: 10, after: nil)
        }
        #expect(result.page.items.map(\.title) == ["불꽃", "빛초롱"])
        #expect(result.undated == 1)
        let seoul = try store.database.read { (tx: Transaction) throws in
            try tx.spots.festivals(
                from: LocalDate("2026-12-01")!, to: LocalDate("2026-12-01")!, area: .seoul, limit: 10, after: nil)
        }
        #expect(seoul.page.items.map(\.title) == ["빛초롱"])
        #expect(seoul.undated == 0)
    }

    @Test func bookmarksAndHistoryRoundTrip() throws {
        let store = try SpotStoreFixture()
        try store.seedSeoul()
        let palace = SpotIdentity.uuid(source: "tourapi", contentId: "126508")
        let tower = SpotIdentity.uuid(source: "tourapi", contentId: "126535")
        try store.database.write { (tx: Transaction) throws in
            #expect(
                try tx.spotBookmarks.add(SpotBookmark(spotId: palace, createdAt: Timestamp(millisecondsSinceEpoch: 1))))
            #expect(
                !(try tx.spotBookmarks.add(
                    SpotBookmark(spotId: palace, createdAt: Timestamp(millisecondsSinceEpoch: 9)))))
            try tx.spotBookmarks.add(SpotBookmark(spotId: tower, createdAt: Timestamp(millisecondsSinceEpoch: 2)))
            for (index, word) in ["궁", "타워", "궁"].enumerated() {
                try tx.spotSearches.record(
                    SpotSearchRecord(
                        id: UUID(), keyword: word, searchedAt: Timestamp(millisecondsSinceEpoch: Int64(index))))
            }
        }
        try store.database.read { (tx: Transaction) throws in
            let first = try tx.spotBookmarks.page(limit: 1, after: nil)
            #expect(first.items.map(\.title) == ["N서울타워"])
            let second = try tx.spotBookmarks.page(limit: 1, after: first.next)
            #expect(second.items.map(\.title) == ["경복궁"])
            #expect(second.next == nil)
            #expect(try tx.spotSearches.page(limit: 10, after: nil).items.map(\.keyword) == ["궁", "타워"])
            #expect(try tx.spotBookmarks.all().count == 2)
        }
        try store.database.write { (tx: Transaction) throws in
            #expect(try tx.spotBookmarks.remove(spotId: palace))
            #expect(try tx.spotSearches.clear() == 2)
        }
    }
}

extension SpotRepositoryTests {
    @Test func mergeKeepsTheNewerSpotAndIsIdempotent() throws {
        let store = try SpotStoreFixture()
        try store.seedSeoul()
        var newer = SpotStoreFixture.spot("126508", "경복궁 (새 이름)", 37.579617, 126.977041)
        newer.updatedAt = Timestamp(millisecondsSinceEpoch: 50)
        var older = newer
        older.title = "옛 이름"
        older.updatedAt = Timestamp(millisecondsSinceEpoch: 0)
        try store.database.write { (tx: Transaction) throws in
            #expect(try tx.spots.merge(newer))
            #expect(!(try tx.spots.merge(newer)))
            #expect(!(try tx.spots.merge(older)))
        }
        let titles = try store.database.read { try $0.spots.search(SpotQuery(keyword: "경복궁")).items.map(\.spot.title) }
        #expect(titles == ["경복궁 (새 이름)"])
        var all: [Spot] = []
        try store.database.read { try $0.spots.forEach { all.append($0) } }
        #expect(all.count == 6)
        #expect(all.map(\.id.uuidString) == all.map(\.id.uuidString).sorted())
    }
}

extension SpotRepositoryTests {
    /// Above the common-match threshold the query walks the title index instead of sorting matches;
    /// both plans must page through the same rows in the same order.
    @Test func commonKeywordPagesInTitleOrder() throws {
        let store = try SpotStoreFixture()
        let count = SpotRepository.commonMatchThreshold + 50
        try store.insert(
            (0..<count).map { index in
                SpotStoreFixture.spot(String(10_000 + index), "박물관 \(String(format: "%05d", count - index))", 37, 127)
            })
        try store.seedSeoul()
        var seen: [String] = []
        var query = SpotQuery(keyword: "박물관", limit: 1_000)
        repeat {
            let page = try store.database.read { try $0.spots.search(query) }
            seen += page.items.map(\.spot.title)
            query.after = page.next
        } while query.after != nil
        #expect(seen.count == count)
        #expect(seen == seen.sorted())
    }
}

extension SpotRepositoryTests {
    @Test func titleGramsHoldEveryCharacterAndPair() {
        #expect(SpotTitleGrams.grams("경복궁") == "경 경복 복 복궁 궁")
        #expect(SpotTitleGrams.grams("N서울 타워") == "n n서 서 서울 울 타 타워 워")
        #expect(SpotTitleGrams.matchExpression(["궁", "%%", "박물관"]) == "\"궁\"")
    }

    @Test(arguments: ["궁", "복궁", "N서", "울 타"])
    func shortWordsUseTheGramIndexAndStayExact(keyword: String) throws {
        let store = try SpotStoreFixture()
        try store.seedSeoul()
        let titles = try store.database.read {
            try $0.spots.search(SpotQuery(keyword: keyword)).items.map(\.spot.title)
        }
        let expected = ["경복궁", "덕수궁", "창덕궁", "N서울타워", "북촌한옥마을", "해운대해수욕장"].filter { title in
            keyword.split(separator: " ").allSatisfy { title.lowercased().contains($0.lowercased()) }
        }
        #expect(titles == expected.sorted())
    }
}
