import Foundation
import Testing
import TripGeo
import TripModel

@testable import TripStore

/// The bulk path of `upsert(contentsOf:)`: same catalog as row by row, all or nothing, never without
/// its triggers.
@Suite struct SpotBulkWriteTests {
    /// 덕수궁 renamed and moved to Busan, 창덕궁 moved a little, and `count` new spots.
    static func changes(_ count: Int) -> [Spot] {
        var renamed = SpotStoreFixture.spot("126509", "정동 석조전", 35.1, 129.0)
        renamed.updatedAt = Timestamp(millisecondsSinceEpoch: 2)
        let moved = SpotStoreFixture.spot("126511", "창덕궁", 37.6, 126.99, modified: 4)
        return [renamed] + SpotBulkCheck.batch(count) + [moved]
    }

    @Test func bulkWriteLeavesTheSameCatalogAsRowByRow() throws {
        let bulk = try SpotStoreFixture()
        let rows = try SpotStoreFixture()
        for (store, path) in [(bulk, SpotWritePath.bulk), (rows, .rowByRow)] {
            try store.seedSeoul()
            try store.database.write { try $0.spots.upsert(contentsOf: Self.changes(300), path: path) }
            try SpotBulkCheck.requireConsistent(store.database)
        }
        #expect(try SpotBulkCheck.snapshot(bulk.database) == SpotBulkCheck.snapshot(rows.database))
        #expect(try bulk.database.read { try $0.spots.count() } == 306)
    }

    @Test func anUpdatedSpotIsFoundByItsNewWordsAndPlaceOnlyAndKeepsItsBookmark() throws {
        let store = try SpotStoreFixture()
        try store.seedSeoul()
        let deoksu = SpotIdentity.uuid(source: "tourapi", contentId: "126509")
        try store.database.write {
            _ = try $0.spotBookmarks.add(SpotBookmark(spotId: deoksu, createdAt: Timestamp(millisecondsSinceEpoch: 1)))
        }
        try store.database.write { try $0.spots.upsert(contentsOf: Self.changes(50), path: .bulk) }
        let old = Coordinate(latitude: 37.565804, longitude: 126.975146) ?? .testOrigin
        let new = Coordinate(latitude: 35.1, longitude: 129.0) ?? .testOrigin
        try store.database.read { tx in
            #expect(try tx.spots.search(SpotQuery(keyword: "석조전")).items.map(\.spot.id) == [deoksu])
            #expect(try tx.spots.search(SpotQuery(keyword: "정동")).items.map(\.spot.id) == [deoksu])
            #expect(try tx.spots.search(SpotQuery(keyword: "덕수궁")).items.isEmpty)
            #expect(try tx.spots.search(SpotQuery(keyword: "묶음49번")).items.count == 1)
            let nearNew = try tx.spots.search(SpotQuery(origin: new, radius: 100, sort: .distance)).items
            #expect(nearNew.map(\.spot.id) == [deoksu])
            let nearOld = try tx.spots.search(SpotQuery(origin: old, radius: 100, sort: .distance)).items
            #expect(nearOld.isEmpty)
            #expect(try tx.spotBookmarks.all().map(\.spotId) == [deoksu])
        }
    }

    /// The last spot of a large batch takes 경복궁's content id under another id: the unique index
    /// refuses it after the triggers are gone and thousands of rows are in.
    static func batchFailingLate() -> [Spot] {
        var thief = SpotStoreFixture.spot("126508", "가짜 경복궁", 37.0, 127.0)
        thief.id = UUID()
        return changes(3_000) + [thief]
    }

    @Test func aFailureLateInTheBatchLeavesTheCatalogAsItWas() throws {
        let store = try SpotStoreFixture()
        try store.seedSeoul()
        let before = try SpotBulkCheck.snapshot(store.database)
        #expect(throws: StoreError.self) {
            try store.database.write { try $0.spots.upsert(contentsOf: Self.batchFailingLate(), path: .bulk) }
        }
        #expect(try SpotBulkCheck.snapshot(store.database) == before)
        try SpotBulkCheck.requireConsistent(store.database)
    }

    @Test func aCallerThatCatchesTheFailureAndCommitsStillKeepsTheTriggers() throws {
        let store = try SpotStoreFixture()
        try store.seedSeoul()
        let before = try SpotBulkCheck.snapshot(store.database)
        var caught = false
        try store.database.write { tx in
            do {
                try tx.spots.upsert(contentsOf: Self.batchFailingLate(), path: .bulk)
            } catch StoreError.conflict(let field, _) {
                caught = field == "contentId"
            }
        }
        #expect(caught)
        #expect(try SpotBulkCheck.snapshot(store.database) == before)
        try store.insert([SpotStoreFixture.spot("126535", "남산서울타워", 37.55, 126.99)])
        try SpotBulkCheck.requireConsistent(store.database)
    }

    /// A copy of the files taken mid-way is what a crash leaves on disk: the uncommitted transaction's
    /// pages may be in the WAL (the tiny cache forces them out), but without a commit record.
    @Test func aCrashMidWayLeavesTheTriggersAndTheCatalogAsTheyWere() throws {
        let store = try SpotStoreFixture()
        try store.seedSeoul()
        let before = try SpotBulkCheck.snapshot(store.database)
        let source = store.directory.appendingPathComponent("trip.sqlite").path
        let crashed = store.directory.appendingPathComponent("crashed")
        try FileManager.default.createDirectory(at: crashed, withIntermediateDirectories: true)
        var copied = false
        try store.database.write { tx in
            try tx.connection.execute("PRAGMA cache_size = 10")
            try tx.spots.upsert(contentsOf: Self.changes(3_000), path: .bulk) { done in
                guard done == 2_500 else { return }
                for suffix in ["", "-wal"] {
                    copied =
                        (try? FileManager.default.copyItem(
                            atPath: source + suffix, toPath: crashed.appendingPathComponent("trip.sqlite" + suffix).path
                        ))
                        != nil
                }
            }
        }
        #expect(copied)
        let recovered = try Database(path: crashed.appendingPathComponent("trip.sqlite").path)
        #expect(try SpotBulkCheck.snapshot(recovered) == before)
        #expect(try SpotBulkCheck.triggers(recovered).count == 5)
        try SpotBulkCheck.requireConsistent(recovered)
    }

    @Test func theRecreatedTriggersAreTheSchemasOwn() throws {
        let store = try SpotStoreFixture()
        let before = try SpotBulkCheck.snapshot(store.database)
        try store.database.write { tx in
            try tx.connection.execute(SpotIndexSQL.dropTriggers)
            try tx.connection.execute(SpotIndexSQL.createTriggers)
        }
        #expect(try SpotBulkCheck.snapshot(store.database) == before)
        #expect(before.contains("spots_after_move|CREATE TRIGGER"))
    }

    @Test func theConsistencyCheckCatchesIndexesLeftBehind() throws {
        let store = try SpotStoreFixture()
        try store.database.write { tx in
            try tx.connection.execute(SpotIndexSQL.dropTriggers)
            try tx.spots.upsert(SpotStoreFixture.spot("126508", "경복궁", 37.58, 126.98))
        }
        #expect(throws: (any Error).self) { try SpotBulkCheck.requireConsistent(store.database) }
    }

    @Test(arguments: [
        (4_999, 0, false), (5_000, 0, true), (5_000, 20_000, true), (5_000, 20_001, false),
        (250_000, 1_000_000, true), (200_000, 1_000_000, false),
    ])
    func largeBatchesNextToTheCatalogGoBulk(batch: Int, stored: Int, bulk: Bool) {
        #expect(SpotRepository.prefersBulk(batch: batch, stored: stored) == bulk)
    }
}
