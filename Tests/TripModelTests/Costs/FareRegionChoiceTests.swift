import Foundation
import Testing
import TripGeo
import TripModel

@Suite struct FareRegionChoiceTests {
    static let busanStation = (35.1151, 129.0415)
    static let haeundae = (35.1587, 129.1604)
    static let gwanghwamun = (37.5759, 126.9768)
    static let paris = (48.8584, 2.2945)

    static func stops(_ places: [(Double, Double)], days: [Int?]? = nil) throws -> [Stop] {
        try places.enumerated().map { index, place in
            Stop(
                id: UUID(), position: index + 1, name: "S\(index + 1)",
                coordinate: try #require(Coordinate(latitude: place.0, longitude: place.1)),
                day: days?[index], updatedAt: Timestamp(millisecondsSinceEpoch: 0))
        }
    }

    @Test func busanTripGetsBusan() throws {
        let stops = try Self.stops([Self.busanStation, Self.haeundae, Self.busanStation])
        let choice = try FareRegionChoice(stops: stops, selection: .route, spotAreas: [:])
        #expect(choice.region?.key == "busan")
        #expect(choice.matched == 3 && choice.counted == 3 && choice.byArea == 0)
        #expect(try BuiltInFareModels.model(of: choice.tariffRegion).baseDistanceMeters == 2_000)
    }

    @Test func mixedTripGetsTheMajority() throws {
        let stops = try Self.stops([Self.gwanghwamun, Self.busanStation, Self.haeundae])
        #expect(try FareRegionChoice(stops: stops, selection: .route, spotAreas: [:]).region?.key == "busan")
        let seoulMost = try Self.stops([Self.gwanghwamun, Self.gwanghwamun, Self.haeundae])
        #expect(try FareRegionChoice(stops: seoulMost, selection: .route, spotAreas: [:]).region?.key == "seoul")
    }

    /// One stop each: the city listed first wins (Seoul before Busan), whatever the visiting order.
    @Test func tieGoesToTheCityListedFirst() throws {
        let there = try Self.stops([Self.haeundae, Self.gwanghwamun])
        let back = try Self.stops([Self.gwanghwamun, Self.haeundae])
        #expect(try FareRegionChoice(stops: there, selection: .route, spotAreas: [:]).region?.key == "seoul")
        #expect(try FareRegionChoice(stops: back, selection: .route, spotAreas: [:]).region?.key == "seoul")
    }

    @Test func overseasTripMatchesNothingAndFallsBackToSeoul() throws {
        let stops = try Self.stops([Self.paris, Self.paris])
        let choice = try FareRegionChoice(stops: stops, selection: .route, spotAreas: [:])
        #expect(choice.region == nil)
        #expect(choice.matched == 0 && choice.counted == 2)
        #expect(choice.tariffRegion.key == "seoul")
    }

    /// Only the stops of the priced legs vote: leg 3 runs between two Busan stops of a mostly Seoul trip.
    @Test func onlyPricedLegsCount() throws {
        let stops = try Self.stops(
            [Self.gwanghwamun, Self.gwanghwamun, Self.busanStation, Self.haeundae], days: [1, 1, 2, 2])
        #expect(try FareRegionChoice(stops: stops, selection: .route, spotAreas: [:]).region?.key == "seoul")
        #expect(try FareRegionChoice(stops: stops, selection: .leg(3), spotAreas: [:]).region?.key == "busan")
        #expect(try FareRegionChoice(stops: stops, selection: .day(2), spotAreas: [:]).region?.key == "busan")
        #expect(throws: CostError.noSuchLeg(9, legCount: 3)) {
            try FareRegionChoice(stops: stops, selection: .leg(9), spotAreas: [:])
        }
    }

    /// A stop made from a TourAPI spot is placed by the spot's area, even when its coordinate says otherwise;
    /// a spot in an area without a tariff (Gyeonggi) counts for no city, not for its coordinate's.
    @Test func spotAreaWinsOverCoordinates() throws {
        let stops = try Self.stops([Self.gwanghwamun, Self.gwanghwamun, Self.paris])
        let areas = [stops[0].id: SpotArea.jeju, stops[1].id: .jeju]
        let choice = try FareRegionChoice(stops: stops, selection: .route, spotAreas: areas)
        #expect(choice.region?.key == "jeju")
        #expect(choice.matched == 2 && choice.byArea == 2)
        let gyeonggi = try FareRegionChoice(
            stops: stops, selection: .route, spotAreas: [stops[0].id: .gyeonggi, stops[1].id: .gyeonggi])
        #expect(gyeonggi.region == nil)
    }

    // A landmark of each city lies in its rectangle and in no other.
    @Test(arguments: [
        ("seoul", 37.5665, 126.9780), ("incheon", 37.4563, 126.7052), ("incheon", 37.4602, 126.4407),
        ("daejeon", 36.3504, 127.3845), ("daegu", 35.8714, 128.6014), ("gwangju", 35.1595, 126.8526),
        ("busan", 35.1796, 129.0756), ("jeju", 33.4996, 126.5312), ("jeju", 33.2541, 126.5601),
    ])
    func landmarkLiesInItsCityOnly(key: String, latitude: Double, longitude: Double) throws {
        let point = try #require(Coordinate(latitude: latitude, longitude: longitude))
        #expect(FareRegion.all.filter { $0.contains(point) }.map(\.key) == [key])
    }

    @Test func rectanglesDoNotOverlapAndAreasAreDistinct() {
        for (index, a) in FareRegion.all.enumerated() {
            for b in FareRegion.all.dropFirst(index + 1) {
                let apart =
                    a.latitudes.upperBound < b.latitudes.lowerBound || b.latitudes.upperBound < a.latitudes.lowerBound
                    || a.longitudes.upperBound < b.longitudes.lowerBound
                    || b.longitudes.upperBound < a.longitudes.lowerBound
                #expect(apart, "\(a.key) and \(b.key) overlap")
            }
        }
        #expect(Set(FareRegion.all.map(\.area)).count == FareRegion.all.count)
    }
}
