import Foundation
import TripGeo
import TripModel
import TripStore

/// A database in a fresh temporary directory, with helpers to make spots.
final class SpotStoreFixture {
    let directory: URL
    let database: Database
    nonisolated(unsafe) static var counter: Int64 = 0

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("spots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        database = try Database(
            path: directory.appendingPathComponent("trip.sqlite").path,
            clock: { Timestamp(millisecondsSinceEpoch: 1_800_000_000_000) })
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    static func spot(
        _ contentId: String, _ title: String, _ latitude: Double, _ longitude: Double,
        category: SpotCategory = .attraction, area: SpotArea = .seoul, modified: Int64 = 0,
        facts: BarrierFreeFacts = BarrierFreeFacts(), start: String? = nil, end: String? = nil
    ) -> Spot {
        Spot(
            id: SpotIdentity.uuid(source: "tourapi", contentId: contentId), contentId: contentId, title: title,
            coordinate: Coordinate(latitude: latitude, longitude: longitude) ?? Coordinate.testOrigin,
            category: category, area: area,
            modifiedAt: Timestamp(millisecondsSinceEpoch: 1_700_000_000_000 + modified),
            eventStart: start.flatMap { LocalDate($0) }, eventEnd: end.flatMap { LocalDate($0) }, barrierFree: facts,
            updatedAt: Timestamp(millisecondsSinceEpoch: 1))
    }

    func insert(_ spots: [Spot]) throws {
        try database.write { tx in for spot in spots { try tx.spots.upsert(spot) } }
    }

    /// Seoul palaces and sights, with real coordinates.
    func seedSeoul() throws {
        try insert([
            Self.spot(
                "126508", "경복궁", 37.579617, 126.977041, modified: 5,
                facts: BarrierFreeFacts([.wheelchair: "대여", .restroom: "있음"])),
            Self.spot(
                "126511", "창덕궁", 37.579389, 126.991009, modified: 4, facts: BarrierFreeFacts([.wheelchair: "있음"])),
            Self.spot("126509", "덕수궁", 37.565804, 126.975146, modified: 3),
            Self.spot("126535", "N서울타워", 37.551169, 126.988227, modified: 2),
            Self.spot("126512", "북촌한옥마을", 37.582604, 126.983596, modified: 1),
            Self.spot("126081", "해운대해수욕장", 35.1587, 129.1603, area: .busan, modified: 6),
        ])
    }
}
