import Foundation
import Testing
import TripGeo

@testable import TripCLI
@testable import TripModel
@testable import TripStore

/// A spot of a synced piece that this database cannot take (its contentid already belongs to another
/// spot id here) stays in the repository: committing the piece after another change to it keeps the
/// spot for the machines that hold it.
@Suite struct UnheldSpotTests {
    @Test func aSpotThisDatabaseCannotTakeIsNotRemovedForEveryoneByItsNextCommit() throws {
        let sync = try SyncHarness(machines: 2)
        // The laptop imports the Seoul list: 경복궁 (contentid 126508) under its derived id.
        #expect(sync.run(1, "spots", "import", SyncSpotsTests.seoul).code == 0)
        try sync.sync(1)
        let palace = SpotIdentity.uuid(source: Spot.tourAPISource, contentId: "126508")
        let piece = String(palace.lowercasedString.prefix(2))

        // The desk holds the same contentid under another id (old or hand-made data): it cannot take
        // the laptop's 경복궁.
        let desk = try Database(path: sync.machines[0].databasePath)
        let place = try #require(Coordinate(latitude: 37.5796, longitude: 126.977))
        let otherID = try #require(UUID(uuidString: "0" + String(UUID().uuidString.dropFirst())))
        try #require(!otherID.lowercasedString.hasPrefix(piece))
        try desk.write { transaction in
            try transaction.spots.upsert(
                Spot(id: otherID, contentId: "126508", title: "경복궁 (옛 기록)", coordinate: place, updatedAt: .now()))
        }
        try sync.sync(0)
        #expect(try desk.read { try $0.spots.spot(id: palace) } == nil)
        #expect(try desk.read { try $0.sync.unheldSpots() }["spots/\(piece).json"] == [palace])

        // Another spot of the same piece changes on the desk, so the desk commits that piece.
        let neighbourID = try #require(UUID(uuidString: piece + String(UUID().uuidString.dropFirst(2))))
        try desk.write { transaction in
            try transaction.spots.upsert(
                Spot(
                    id: neighbourID, contentId: "999999991", title: "동네 카페", coordinate: place,
                    updatedAt: .now()))
        }
        try sync.sync(0)
        try sync.sync(1)

        // The laptop still has its 경복궁, and the desk's new spot arrived beside it.
        let shown = sync.run(1, "spots", "show", "126508", "--json")
        #expect(shown.code == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("\"title\" : \"경복궁\""))
        let laptop = try Database(path: sync.machines[1].databasePath)
        #expect(try laptop.read { try $0.spots.spot(id: neighbourID) }?.title == "동네 카페")
    }
}
