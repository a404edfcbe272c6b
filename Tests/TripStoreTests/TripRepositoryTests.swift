import Foundation
import Testing
import TripModel

@testable import TripStore

@Suite struct TripRepositoryTests {
    @Test func savesAndLoadsAWholeTrip() throws {
        let temporary = try TemporaryDatabase()
        let database = try temporary.open()
        var trip = StoreSample.trip("Jeju 3 days", stops: 4)
        trip.stops[2].day = 2
        trip.stops[3].locked = true
        trip.stops[1].spotId = "126508"
        trip.startDate = LocalDate("2026-12-01")
        trip.companions = [Companion(id: UUID(), name: "지민", updatedAt: StoreSample.time)]
        trip.expenses = [
            Expense(
                id: UUID(), amount: 4800, currency: "KRW", description: "taxi", paidBy: "me",
                shares: [.init(name: "me", weight: 1), .init(name: "지민", weight: 2)], createdAt: StoreSample.time,
                updatedAt: StoreSample.time)
        ]
        try database.write { try $0.trips.save(trip) }
        let loaded = try database.read { try $0.trips.trip(id: trip.id) }
        #expect(loaded == trip)
        let summary = try database.read { try $0.trips.summaries() }
        #expect(summary.map(\.stopCount) == [4])
    }

    @Test func findsTripsByNameIdAndPrefix() throws {
        let database = try TemporaryDatabase().open()
        let seoul = StoreSample.trip("Seoul")
        let busan = StoreSample.trip("Busan")
        try database.write { transaction in
            try transaction.trips.save(seoul)
            try transaction.trips.save(busan)
        }
        let prefix = busan.id.shortID
        #expect(try database.read { try $0.trips.find("Seoul") }.id == seoul.id)
        #expect(try database.read { try $0.trips.find(seoul.id.uuidString) }.id == seoul.id)
        #expect(try database.read { try $0.trips.find(prefix) }.id == busan.id)
        #expect(throws: StoreError.self) { try database.read { try $0.trips.find("Daegu") } }
    }

    @Test func anAmbiguousReferenceListsTheCandidates() throws {
        let database = try TemporaryDatabase().open()
        try database.write { transaction in
            try transaction.trips.save(StoreSample.trip("Seoul"))
            try transaction.trips.save(StoreSample.trip("Seoul"))
        }
        #expect {
            try database.read { try $0.trips.find("Seoul") }
        } throws: { error in
            guard case StoreError.ambiguousTrip(_, let candidates) = error else { return false }
            return candidates.count == 2
        }
    }

    @Test func onlyOneTripIsUnderWay() throws {
        let temporary = try TemporaryDatabase()
        let database = try temporary.open()
        try database.write { try $0.trips.save(StoreSample.trip("A", status: .traveling)) }
        let before = try temporary.dump()
        #expect(throws: StoreError.self) {
            try database.write { try $0.trips.save(StoreSample.trip("B", status: .traveling)) }
        }
        #expect(try temporary.dump() == before)
        #expect(try database.read { try $0.trips.current()?.name } == "A")
    }

    @Test func aFailureInsideWriteRollsEverythingBack() throws {
        let temporary = try TemporaryDatabase()
        let database = try temporary.open()
        try database.write { try $0.trips.save(StoreSample.trip("Kept")) }
        let before = try temporary.dump()
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try database.write { transaction in
                try transaction.trips.save(StoreSample.trip("Lost", stops: 5))
                throw Boom()
            }
        }
        #expect(try temporary.dump() == before)
    }

    @Test func companionsAreSharedAcrossTripsByName() throws {
        let database = try TemporaryDatabase().open()
        var first = StoreSample.trip("First")
        first.companions = [Companion(id: UUID(), name: "철수", updatedAt: nil)]
        var second = StoreSample.trip("Second")
        second.companions = [Companion(id: UUID(), name: " 철수 ", updatedAt: nil)]
        try database.write { transaction in
            try transaction.trips.save(first)
            try transaction.trips.save(second)
        }
        let all = try database.read { try $0.companions.all() }
        #expect(all.count == 1)
        #expect(all.first?.tripCount == 2)
        let loaded = try database.read { try $0.trips.trip(id: second.id) }
        #expect(loaded?.companions.first?.id == first.companions[0].id)
    }

    @Test func deletingATripDeletesItsStops() throws {
        let temporary = try TemporaryDatabase()
        let database = try temporary.open()
        let trip = StoreSample.trip("Gone", stops: 3)
        try database.write { try $0.trips.save(trip) }
        #expect(try database.write { try $0.trips.delete(id: trip.id) })
        let connection = try Connection(path: temporary.path)
        #expect(try connection.queryFirst("SELECT count(*) FROM stops") { $0.int(0) } == 0)
    }

    @Test func refusesAnInvalidTripBeforeWriting() throws {
        let temporary = try TemporaryDatabase()
        let database = try temporary.open()
        var trip = StoreSample.trip("Broken", stops: 2)
        trip.stops[1].position = 7
        #expect(throws: StoreError.self) { try database.write { try $0.trips.save(trip) } }
        #expect(try temporary.dump() == "")
    }

    @Test func valuesAreBoundNotSpliced() throws {
        let database = try TemporaryDatabase().open()
        let name = "Robert'); DROP TABLE trips; --"
        try database.write { try $0.trips.save(StoreSample.trip(name)) }
        #expect(try database.read { try $0.trips.find(name).name } == name)
    }
}

@Suite struct StopWriteTests {
    @Test func reorderingInsertingAndRemovingStopsRoundTrips() throws {
        let temporary = try TemporaryDatabase()
        let database = try temporary.open()
        var trip = StoreSample.trip("Shuffle", stops: 6)
        try database.write { try $0.trips.save(trip) }
        let later = Timestamp(millisecondsSinceEpoch: StoreSample.time.millisecondsSinceEpoch + 5000)
        var ids = trip.stops.map(\.id)
        ids.reverse()
        try trip.reorderStops(ids, now: later)
        trip.removeStop(id: ids[2], now: later)
        try trip.insertStop(StoreSample.trip("Extra", stops: 1).stops[0], at: 1, now: later)
        trip.stops[3].name = "renamed"
        try database.write { try $0.trips.save(trip) }
        #expect(try database.read { try $0.trips.trip(id: trip.id) } == trip)
    }

    @Test func savingAnUnchangedTripWritesNoStopRows() throws {
        let temporary = try TemporaryDatabase()
        let database = try temporary.open()
        let trip = StoreSample.trip("Still", stops: 5)
        try database.write { try $0.trips.save(trip) }
        let connection = try Connection(path: temporary.path)
        try connection.execute(
            "CREATE TEMP TABLE writes (n); CREATE TEMP TRIGGER count_updates AFTER UPDATE ON main.stops "
                + "BEGIN INSERT INTO writes VALUES (1); END;")
        // The trigger lives on this connection only, so write through it.
        try connection.execute("BEGIN IMMEDIATE")
        try TripRepository(connection: connection).save(trip)
        try connection.execute("COMMIT")
        #expect(try connection.queryFirst("SELECT count(*) FROM writes") { $0.int(0) } == 0)
    }
}

@Suite struct StopOwnershipTests {
    @Test func aStopIdOfAnotherTripIsRefusedNotMoved() throws {
        let temporary = try TemporaryDatabase()
        let database = try temporary.open()
        let first = StoreSample.trip("First", stops: 2)
        var second = StoreSample.trip("Second", stops: 1)
        try database.write { transaction in
            try transaction.trips.save(first)
            try transaction.trips.save(second)
        }
        let before = try temporary.dump()
        second.stops[0].id = first.stops[1].id
        #expect {
            try database.write { try $0.trips.save(second) }
        } throws: { error in
            "\(error)".contains("already belongs to another trip")
        }
        #expect(try temporary.dump() == before)
    }
}
