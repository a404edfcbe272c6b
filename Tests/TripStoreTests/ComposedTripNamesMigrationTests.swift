import Foundation
import Testing
import TripModel

@testable import TripStore

/// Version 5 → 6 stores trip names composed (NFC), so a trip an older build saved under a decomposed
/// name is found by its name again, typed either way, and nothing else about it changes.
@Suite struct ComposedTripNamesMigrationTests {
    static let decomposedID = "00000000-0000-4000-8000-00000000000d"
    static let composedID = "00000000-0000-4000-8000-00000000000c"
    static let stamp = "2026-11-30T00:00:00.000Z"

    @Test func aDecomposedNameIsComposedAndFoundEitherWayWithItsStampKept() throws {
        let composed = "제주 3일"
        let decomposed = composed.decomposedStringWithCanonicalMapping
        #expect(Array(decomposed.utf8) != Array(composed.utf8))
        let temporary = try TemporaryDatabase()
        do { _ = try temporary.open(migrations: Array(Migration.all.prefix(5))) }
        do {
            let connection = try Connection(path: temporary.path)
            defer { connection.close() }
            for (id, name) in [(Self.decomposedID, decomposed), (Self.composedID, "부산")] {
                try connection.run(
                    """
                    INSERT INTO trips (id, name, status, notes, created_at, updated_at)
                    VALUES (?1, ?2, 'planning', '', ?3, ?3)
                    """, [.text(id), .text(name), .text(Self.stamp)])
            }
        }
        let database = try temporary.open()
        #expect(try database.schemaVersion == 6)
        let stored = try database.read { transaction in
            try transaction.connection.query("SELECT name, updated_at FROM trips ORDER BY id") { row in
                (Array(row.string(0).utf8), row.string(1))
            }
        }
        #expect(stored.map(\.0) == [Array("부산".utf8), Array(composed.utf8)])
        #expect(stored.map(\.1) == [Self.stamp, Self.stamp])
        let byComposed = try database.read { try $0.trips.find(composed) }
        let byDecomposed = try database.read { try $0.trips.find(decomposed) }
        #expect(byComposed.id.lowercasedString == Self.decomposedID)
        #expect(byDecomposed.id == byComposed.id)
    }
}
