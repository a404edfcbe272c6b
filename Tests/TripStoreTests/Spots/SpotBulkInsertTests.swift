import Foundation
import Testing
import TripModel

@testable import TripStore

/// The bulk path into an empty catalog writes through a plain INSERT instead of the upsert: the same
/// catalog as row by row, and still all or nothing.
@Suite struct SpotBulkInsertTests {
    @Test func intoAnEmptyCatalogTheInsertLeavesWhatRowByRowLeaves() throws {
        let bulk = try SpotStoreFixture()
        let rows = try SpotStoreFixture()
        for (store, path) in [(bulk, SpotWritePath.bulk), (rows, .rowByRow)] {
            #expect(try store.database.read { try $0.spots.areAllNew(SpotBulkCheck.batch(300)) })
            try store.database.write { try $0.spots.upsert(contentsOf: SpotBulkCheck.batch(300), path: path) }
            try SpotBulkCheck.requireConsistent(store.database)
        }
        #expect(try SpotBulkCheck.snapshot(bulk.database) == SpotBulkCheck.snapshot(rows.database))
        #expect(try bulk.database.read { try $0.spots.count() } == 300)
        let found = try bulk.database.read { try $0.spots.search(SpotQuery(keyword: "묶음299번")).items.count }
        #expect(found == 1)
    }

    /// A batch naming one id twice needs the upsert even into an empty catalog: the later spot wins.
    @Test func aBatchRepeatingAnIdStillReplacesTheEarlierSpot() throws {
        var batch = SpotBulkCheck.batch(50)
        var renamed = batch[7]
        renamed.title = "다시 쓴 장소"
        batch.append(renamed)
        let bulk = try SpotStoreFixture()
        let rows = try SpotStoreFixture()
        #expect(try bulk.database.read { try !$0.spots.areAllNew(batch) })
        for (store, path) in [(bulk, SpotWritePath.bulk), (rows, .rowByRow)] {
            try store.database.write { try $0.spots.upsert(contentsOf: batch, path: path) }
            try SpotBulkCheck.requireConsistent(store.database)
        }
        #expect(try SpotBulkCheck.snapshot(bulk.database) == SpotBulkCheck.snapshot(rows.database))
        #expect(try bulk.database.read { try $0.spots.spot(id: renamed.id)?.title } == "다시 쓴 장소")
        #expect(try bulk.database.read { try $0.spots.count() } == 50)
    }

    @Test func aStoredSpotMeansTheUpsert() throws {
        let store = try SpotStoreFixture()
        try store.seedSeoul()
        #expect(try store.database.read { try !$0.spots.areAllNew(SpotBulkCheck.batch(10)) })
    }

    /// The last spot takes the first one's content id under another id: the unique index refuses it
    /// after thousands of plain inserts, and the catalog is empty again, triggers and indexes intact.
    @Test func aLateClashLeavesTheEmptyCatalogEmpty() throws {
        let store = try SpotStoreFixture()
        let before = try SpotBulkCheck.snapshot(store.database)
        var batch = SpotBulkCheck.batch(3_000)
        var thief = batch[0]
        thief.id = UUID()
        thief.title = "가짜 장소"
        batch.append(thief)
        var field = ""
        do {
            try store.database.write { try $0.spots.upsert(contentsOf: batch, path: .bulk) }
        } catch StoreError.conflict(let conflicting, _) {
            field = conflicting
        }
        #expect(field == "contentId")
        #expect(try SpotBulkCheck.snapshot(store.database) == before)
        #expect(try store.database.read { try $0.spots.count() } == 0)
        #expect(try SpotBulkCheck.triggers(store.database).count == 5)
        try SpotBulkCheck.requireConsistent(store.database)
    }
}
