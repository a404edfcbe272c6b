import Foundation
import Testing
import TripModel

@testable import TripStore

/// The bulk path makes its rows on a second thread, a chunk ahead of the writes: the catalog and
/// the errors must be those of writing one spot after the other.
@Suite struct SpotRowPipelineTests {
    /// More spots than fit in three chunks, so rows are made while earlier ones are written.
    static let count = SpotRowPipeline.chunkSize * 3 + 17

    /// `changes(count)` with spot `index` given an empty title, which the rules refuse.
    static func batch(invalidAt index: Int) -> [Spot] {
        var spots = SpotBulkWriteTests.changes(count)
        spots[index].title = ""
        return spots
    }

    @Test func everyRowComesOnceInOrder() throws {
        let spots = SpotBulkWriteTests.changes(Self.count)
        var seen: [Int] = []
        try SpotRowPipeline.forEachRow(of: spots) { index, row in
            seen.append(index)
            let expected = try SpotRepository.row(spots[index])
            #expect(row == expected)
        }
        #expect(seen == Array(spots.indices))
    }

    @Test func aRefusedSpotInALateChunkStopsAfterTheRowsBeforeIt() throws {
        let spots = Self.batch(invalidAt: SpotRowPipeline.chunkSize * 2 + 5)
        var taken = 0
        #expect(throws: StoreError.self) {
            try SpotRowPipeline.forEachRow(of: spots) { _, _ in taken += 1 }
        }
        #expect(taken == SpotRowPipeline.chunkSize * 2 + 5)
    }

    @Test func severalChunksInBulkLeaveTheSameCatalogAsRowByRow() throws {
        let bulk = try SpotStoreFixture()
        let rows = try SpotStoreFixture()
        for (store, path) in [(bulk, SpotWritePath.bulk), (rows, .rowByRow)] {
            try store.seedSeoul()
            try store.database.write {
                try $0.spots.upsert(contentsOf: SpotBulkWriteTests.changes(Self.count), path: path)
            }
            try SpotBulkCheck.requireConsistent(store.database)
        }
        #expect(try SpotBulkCheck.snapshot(bulk.database) == SpotBulkCheck.snapshot(rows.database))
    }

    /// The refusal is made on the worker thread, in the language of the caller, with the same words
    /// as row by row; nothing is written and every trigger is back.
    @Test(arguments: [Language.english, .korean])
    func aRefusedSpotInALateChunkRollsBackWithTheRowByRowMessage(language: Language) throws {
        let spots = Self.batch(invalidAt: Self.count - 3)
        var messages: [String] = []
        for path in [SpotWritePath.bulk, .rowByRow] {
            let store = try SpotStoreFixture()
            try store.seedSeoul()
            let before = try SpotBulkCheck.snapshot(store.database)
            do {
                try Language.$current.withValue(language) {
                    try store.database.write { try $0.spots.upsert(contentsOf: spots, path: path) }
                }
                Issue.record("the batch was accepted on the \(path) path")
            } catch {
                messages.append(Language.$current.withValue(language) { "\(error)" })
            }
            #expect(try SpotBulkCheck.snapshot(store.database) == before)
            #expect(try SpotBulkCheck.triggers(store.database).count == 5)
            try SpotBulkCheck.requireConsistent(store.database)
        }
        #expect(messages.count == 2)
        #expect(messages.first == messages.last)
        #expect(messages.first?.hasPrefix(language == .korean ? "장소 " : "spot ") == true, "\(messages)")
    }

    @Test func theBulkCacheIsGivenBackAndASizeSomeoneChoseIsKept() throws {
        let store = try SpotStoreFixture()
        func cacheSize() throws -> Int {
            try store.database.read { try $0.connection.queryFirst("PRAGMA cache_size") { $0.int(0) } ?? 0 }
        }
        let before = try cacheSize()
        try store.database.write { try $0.spots.upsert(contentsOf: SpotBulkWriteTests.changes(10), path: .bulk) }
        #expect(try cacheSize() == before)
        try store.database.write { try $0.connection.execute("PRAGMA cache_size = 10") }
        try store.database.write { try $0.spots.upsert(contentsOf: SpotBulkWriteTests.changes(20), path: .bulk) }
        #expect(try cacheSize() == 10)
    }
}
