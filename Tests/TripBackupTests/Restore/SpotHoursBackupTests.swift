import Foundation
import Testing
import TripBackup
import TripModel
import TripStore

/// Backups carry a spot's TourAPI hours additively: a spot without them is written as backup version 1
/// wrote it, so the format stays version 1, and version-1 spots restore with the hours empty.
@Suite struct SpotHoursBackupTests {
    static func spots(_ sample: SampleDatabase) throws -> [Spot] {
        try sample.database.read { transaction in
            var spots: [Spot] = []
            try transaction.spots.forEach { spots.append($0) }
            return spots
        }
    }

    @Test func hoursSurviveABackupAndRestore() throws {
        let source = try SampleDatabase()
        try source.fillSpots(count: 3)
        var spot = try #require(try Self.spots(source).first)
        spot.useTime = "09:00~18:00 (입장마감 17:00)\n※ 시즌별 상이"
        spot.restDate = "매주 월요일 휴무"
        try source.database.write { try $0.spots.upsert(spot) }
        let path = try backup(source, format: .tarGzip, name: "hours")
        let target = try SampleDatabase()
        _ = try Restorer(database: target.database).restore(path: path)
        #expect(try Self.spots(target) == Self.spots(source))
        #expect(try Self.spots(target).contains { $0.restDate == "매주 월요일 휴무" })
        #expect(try Restorer(database: target.database).restore(path: path).changesNothing)
    }

    @Test func aSpotWithoutHoursIsWrittenInTheVersion1ShapeAndRestores() throws {
        #expect(Manifest.currentVersion == 1)
        let source = try SampleDatabase()
        try source.fillSpots(count: 2)
        let path = try backup(source, format: .tarGzip, name: "plain")
        let entries = try ArchiveReader(path: path).readAll()
        let spots = try #require(entries.first { $0.path.hasPrefix("spots/") })
        let text = String(decoding: spots.data, as: UTF8.self)
        #expect(!text.contains("\"useTime\"") && !text.contains("\"restDate\""))
        let target = try SampleDatabase()
        _ = try Restorer(database: target.database).restore(path: path)
        #expect(try Self.spots(target).count == 2)
        #expect(try Self.spots(target).allSatisfy { $0.useTime.isEmpty && $0.restDate.isEmpty })
    }

    @Test func hoursWithAControlCharacterAreRefused() throws {
        let json = """
            {"id": "3f1c2b4a-0000-4000-8000-000000000126", "source": "tourapi", "contentId": "126508",
             "title": "경복궁", "latitude": 37.5, "longitude": 127.0, "updatedAt": "2026-11-30T00:00:00.000Z",
             "useTime": "09:00\\u001b[2J"}
            """
        #expect(throws: DecodingError.self) {
            try TripDocumentCoding.decoder().decode(Spot.self, from: Data(json.utf8))
        }
    }
}
