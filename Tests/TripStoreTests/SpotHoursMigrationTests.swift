import Foundation
import Testing
import TripGeo
import TripModel

@testable import TripStore

/// Version 4 → 5 keeps TourAPI's `usetime`/`restdate` on spots: old rows read with them empty, and
/// the new fields store and read back.
@Suite struct SpotHoursMigrationTests {
    static let spotID = "3f1c2b4a-0000-4000-8000-000000000126"

    @Test func spotHoursMigrationIsNumberedFive() {
        #expect(Migration.all.first { $0.version == 5 }?.name == "spot-hours")
    }

    @Test func aVersion4SpotReadsWithoutHoursAndTakesThem() throws {
        let temporary = try TemporaryDatabase()
        do { _ = try temporary.open(migrations: Array(Migration.all.prefix(4))) }
        do {
            let connection = try Connection(path: temporary.path)
            defer { connection.close() }
            try connection.run(
                """
                INSERT INTO spots (id, source, content_id, title, address, latitude, longitude, updated_at)
                VALUES (?1, 'tourapi', '126508', '경복궁', '서울 종로구 사직로 161', 37.579617, 126.977041,
                    '2026-11-30T00:00:00.000Z')
                """, [.text(Self.spotID)])
        }
        let database = try temporary.open()
        #expect(try database.schemaVersion == Migration.all.last?.version)
        let id = try #require(UUID(uuidString: Self.spotID))
        var spot = try #require(try database.read { try $0.spots.spot(id: id) })
        #expect(spot.title == "경복궁" && spot.address == "서울 종로구 사직로 161")
        #expect(spot.useTime.isEmpty && spot.restDate.isEmpty)
        spot.useTime = "09:00~18:00 (입장마감 17:00)"
        spot.restDate = "매주 화요일"
        try database.write { try $0.spots.upsert(spot) }
        #expect(try database.read { try $0.spots.spot(id: id) } == spot)
        #expect(try database.read { try $0.spots.spot(contentId: "126508") }?.useTime == spot.useTime)
    }
}
