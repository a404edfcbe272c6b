import Foundation
import Testing
import TripModel

@testable import TripStore

/// `forEachTrip` walks every table once and merges the rows on the trip id; it must hand over
/// exactly the trips `trip(id:)` loads one by one, in id order, whatever each trip holds.
@Suite struct TripStreamTests {
    /// Trips of every shape: none or many stops, days with lodging, companions shared and in an
    /// order other than their ids', expenses, and neighbours with nothing at all.
    static func varied(count: Int) -> [Trip] {
        let people = (0..<5).map { Companion(id: UUID(), name: "동행 \($0)", updatedAt: StoreSample.time) }
        return (0..<count).map { index in
            var trip = StoreSample.trip("여행 \(index)", stops: index % 4 == 0 ? 0 : index % 7 + 1)
            if index % 3 == 0 {
                trip.days = [
                    TripDay(day: 1, start: try? TimeOfDay(parsing: "09:30")),
                    TripDay(day: 2, lodging: Lodging(name: "Hotel \(index)", latitude: 37.5, longitude: 127)),
                ]
            }
            if index % 2 == 1 { trip.companions = [people[index % 5], people[(index + 2) % 5]] }
            if index % 5 == 2 {
                trip.expenses = (1...2).map { number in
                    Expense(
                        id: UUID(), amount: Int64(1000 * number), currency: "KRW", description: "taxi \(number)",
                        paidBy: "me", shares: [.init(name: "me", weight: 1)], createdAt: StoreSample.time,
                        updatedAt: StoreSample.time)
                }
            }
            return trip
        }
    }

    static func save(_ trips: [Trip], in database: Database) throws {
        try database.write { transaction in
            for trip in trips { try transaction.trips.save(trip) }
        }
    }

    /// Every trip as `forEachTrip` hands it over, and as `trip(id:)` loads it id by id.
    static func streamedAndLoaded(_ database: Database) throws -> (streamed: [Trip], loaded: [Trip]) {
        try database.read { transaction in
            var streamed: [Trip] = []
            try transaction.trips.forEachTrip { streamed.append($0) }
            let loaded = try transaction.trips.allIDs().compactMap { try transaction.trips.trip(id: $0.id) }
            return (streamed, loaded)
        }
    }

    @Test func everyTripComesWholeAndInIdOrder() throws {
        let temporary = try TemporaryDatabase()
        let database = try temporary.open()
        let trips = Self.varied(count: 40)
        try Self.save(trips, in: database)
        let (streamed, loaded) = try Self.streamedAndLoaded(database)
        #expect(streamed.count == trips.count)
        #expect(streamed == loaded)
        #expect(streamed.map(\.id.lowercasedString) == trips.map(\.id.lowercasedString).sorted())
        // The varied parts really are there, so the comparison above compared them.
        #expect(streamed.contains { !$0.days.isEmpty && $0.days.contains { $0.lodging != nil } })
        #expect(streamed.contains { $0.companions.count == 2 })
        #expect(streamed.contains { $0.expenses.count == 2 })
        #expect(streamed.contains { $0.stops.isEmpty })
    }

    @Test func anEmptyDatabaseCallsNothing() throws {
        let temporary = try TemporaryDatabase()
        let database = try temporary.open()
        var calls = 0
        try database.read { try $0.trips.forEachTrip { _ in calls += 1 } }
        #expect(calls == 0)
    }

    /// Rows left behind by a trip that is gone (written with the foreign keys off, as a damaged or
    /// hand-edited file might hold) belong to no trip and are passed over, as `trip(id:)` never sees them.
    @Test func rowsOfAMissingTripArePassedOver() throws {
        let temporary = try TemporaryDatabase()
        let database = try temporary.open()
        let trips = Self.varied(count: 6)
        try Self.save(trips, in: database)
        let connection = try Connection(path: temporary.path)
        try connection.execute("PRAGMA foreign_keys = OFF")
        // "0000…" sorts before every trip, "ffff…" after, and the middle one between two.
        let sorted = trips.map(\.id.lowercasedString).sorted()
        for orphan in ["00000000-0000-4000-8000-000000000000", sorted[2] + "x", "ffffffff-ffff-4fff-8fff-ffffffffffff"]
        {
            try connection.execute(
                """
                INSERT INTO stops (id, trip_id, position, name, latitude, longitude, updated_at)
                VALUES ('\(UUID().lowercasedString)', '\(orphan)', 1, 'stray', 1, 1, '2026-11-30T00:00:00.000Z')
                """)
        }
        connection.close()
        let (streamed, loaded) = try Self.streamedAndLoaded(database)
        #expect(streamed == loaded)
        #expect(streamed.count == trips.count)
        #expect(!streamed.flatMap(\.stops).contains { $0.name == "stray" })
    }

    @Test func censusCountsTripsAndFindsTheNewestChange() throws {
        let temporary = try TemporaryDatabase()
        let database = try temporary.open()
        #expect(try database.read { try $0.trips.census() } == (0, nil))
        var trips = Self.varied(count: 5)
        for index in trips.indices {
            // The newest is neither the first nor the last saved, nor the largest id.
            let offset: Int64 = index == 2 ? 90_000 : Int64(index) * 1_000
            trips[index].updatedAt = Timestamp(millisecondsSinceEpoch: StoreSample.time.millisecondsSinceEpoch + offset)
        }
        try Self.save(trips, in: database)
        let census = try database.read { try $0.trips.census() }
        #expect(census.count == 5)
        #expect(census.newest == trips[2].updatedAt)
    }
}
