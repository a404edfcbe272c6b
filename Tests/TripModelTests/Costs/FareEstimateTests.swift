import Foundation
import Testing
import TripGeo
import TripModel

@Suite struct FareEstimateTests {
    let mid: FareModel
    let noon = TimeOfDay.noon

    init() throws {
        mid = try #require(try BuiltInFareModels.model(named: "mid"))
    }

    /// Stops one hundredth of a degree of latitude apart; the injected distance reads the exact metres
    /// from the stop's latitude index, so the test does not depend on any geodesy.
    func stops(days: [Int?]) throws -> [Stop] {
        try days.enumerated().map { index, day in
            Stop(
                id: UUID(), position: index + 1, name: "S\(index + 1)",
                coordinate: try #require(Coordinate(latitude: 37 + Double(index) / 100, longitude: 127)),
                day: day, updatedAt: Timestamp(millisecondsSinceEpoch: 0))
        }
    }

    /// 1,000 m × detour per leg index: leg 1 = 1,000 m, leg 2 = 2,000 m…
    func distance(_ a: Coordinate, _ b: Coordinate) -> Double {
        ((b.latitude - 37) * 100).rounded() * 1_000
    }

    @Test func routePricesEveryLegAsItsOwnRide() throws {
        let estimate = try FareEstimate(
            stops: try stops(days: [1, 1, 2, 2]), selection: .route, model: mid, departure: noon, people: 3,
            detour: 1.3, distance: distance)
        // Road: 1,300 m → 4,800; 2,600 m → 1,000/131 = 7 steps → 5,500; 3,900 m → 2,300/131 = 17 → 6,500.
        #expect(estimate.legs.map(\.quote.fare) == [4_800, 5_500, 6_500])
        #expect(estimate.legs.map(\.perPerson) == [1_600, 1_900, 2_200])
        #expect(estimate.totalFare == 16_800)
        #expect(estimate.totalPerPerson == 5_700)
        #expect(estimate.legs.map(\.leg) == [1, 2, 3])
    }

    @Test func daySelectsLegsWithinTheDay() throws {
        let estimate = try FareEstimate(
            stops: try stops(days: [1, 1, 2, 2]), selection: .day(2), model: mid, departure: noon, people: 1,
            detour: 1, distance: distance)
        #expect(estimate.legs.map(\.leg) == [3])
        #expect(estimate.legs.map(\.from) == ["S3"])
    }

    @Test func missingLegsAreErrors() throws {
        let trip = try stops(days: [1, 1])
        #expect(throws: CostError.noSuchLeg(2, legCount: 1)) {
            try FareEstimate(
                stops: trip, selection: .leg(2), model: mid, departure: noon, people: 1, detour: 1,
                distance: distance)
        }
        #expect(throws: CostError.noLegs("day 3")) {
            try FareEstimate(
                stops: trip, selection: .day(3), model: mid, departure: noon, people: 1, detour: 1,
                distance: distance)
        }
        #expect(throws: CostError.noLegs("the trip")) {
            try FareEstimate(
                stops: [], selection: .route, model: mid, departure: noon, people: 1, detour: 1,
                distance: distance)
        }
    }
}
