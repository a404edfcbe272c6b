import Foundation
import Testing
import TripModel

@testable import TripStore

/// A stop's id and timestamp are parsed from the column's bytes in place; a value no build could have
/// written must still be refused with the text it holds, not read as something else.
@Suite struct StoredTextReadingTests {
    @Test func storedIdsAndTimestampsReadBackExactly() throws {
        let temporary = try TemporaryDatabase()
        let database = try temporary.open()
        var trip = StoreSample.trip("Bytes", stops: 3)
        trip.stops[1].updatedAt = Timestamp(millisecondsSinceEpoch: 1_796_044_010_999)
        try database.write { try $0.trips.save(trip) }
        let loaded = try database.read { try $0.trips.trip(id: trip.id) }
        #expect(loaded?.stops.map(\.id) == trip.stops.map(\.id))
        #expect(loaded?.stops.map(\.updatedAt) == trip.stops.map(\.updatedAt))
    }

    @Test(arguments: [
        ("updated_at", "2026-13-01T00:00:00.000Z", "stored timestamp '2026-13-01T00:00:00.000Z' is not ISO-8601"),
        ("updated_at", "", "stored timestamp '' is not ISO-8601"),
        (
            "id", "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1fz",
            "stored id '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1fz' is not a UUID"
        ),
    ])
    func aDamagedColumnIsNamed(column: String, text: String, message: String) throws {
        let temporary = try TemporaryDatabase()
        let database = try temporary.open()
        let trip = StoreSample.trip("Damaged", stops: 2)
        try database.write { try $0.trips.save(trip) }
        let connection = try Connection(path: temporary.path)
        try connection.execute(
            "UPDATE stops SET \(column) = '\(text)' WHERE id = '\(trip.stops[1].id.lowercasedString)'")
        connection.close()
        let error = #expect(throws: StoreError.self) { try database.read { try $0.trips.trip(id: trip.id) } }
        #expect(error.map { "\($0)" }?.contains(message) == true)
    }
}
