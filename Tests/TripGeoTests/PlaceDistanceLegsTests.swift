import Testing

@testable import TripGeo

/// The legs of a route measured on several threads and the distances measured without azimuths must
/// be the very numbers the one-thread, full-inverse paths give: reports print them and sum them.
@Suite struct PlaceDistanceLegsTests {
    /// Places spread over South Korea, the same every run.
    static func places(_ count: Int, seed: UInt64) throws -> [Coordinate] {
        var rng = SplitMix64(seed: seed)
        return try (0..<count).map { _ in
            let latitude = 34.5 + 3.5 * Double(rng.below(1_000_000)) / 1_000_000
            let longitude = 126.3 + 3.2 * Double(rng.below(1_000_000)) / 1_000_000
            return try #require(Coordinate(latitude: latitude, longitude: longitude))
        }
    }

    @Test(arguments: [2, 3, 100, PlaceDistances.legsPerThread * 2 + 1, 9_001], [false, true])
    func legsEqualOneGeodesicPerPair(count: Int, closed: Bool) throws {
        let places = try Self.places(count, seed: UInt64(count))
        let distances = PlaceDistances(geodesicBetween: places)
        var order = Array(0..<count)
        var rng = SplitMix64(seed: 7)
        for index in stride(from: count - 1, to: 0, by: -1) { order.swapAt(index, rng.below(index + 1)) }
        let legs = distances.legs(along: order, closed: closed)
        var expected = zip(order, order.dropFirst()).map { Geodesic.inverse(places[$0], places[$1]).distance }
        if closed, let last = order.last, let first = order.first {
            expected.append(Geodesic.inverse(places[last], places[first]).distance)
        }
        #expect(legs == expected)
        #expect(legs.reduce(0, +) == distances.length(of: order, closed: closed))
    }

    @Test func noLegsForOnePlace() throws {
        let distances = PlaceDistances(geodesicBetween: try Self.places(1, seed: 1))
        #expect(distances.legs(along: [0], closed: true).isEmpty)
        #expect(distances.legs(along: [], closed: false).isEmpty)
    }

    @Test("distance without azimuths is inverse's distance to the bit, both ways round")
    func distanceMatchesInverse() throws {
        var pairs: [(Coordinate, Coordinate)] = []
        let near = try Self.places(200, seed: 3)
        for index in stride(from: 0, to: near.count, by: 2) { pairs.append((near[index], near[index + 1])) }
        func point(_ latitude: Double, _ longitude: Double) throws -> Coordinate {
            try #require(Coordinate(latitude: latitude, longitude: longitude))
        }
        // Coincident, on a pole, across the antimeridian, nearly and exactly antipodal.
        pairs += [
            (try point(37.5, 127), try point(37.5, 127)), (try point(90, 0), try point(-90, 0)),
            (try point(10, 179.9), try point(-10, -179.9)), (try point(0, 0), try point(0.5, 179.7)),
            (try point(0, 0), try point(0, 180)), (try point(-33.9, 151.2), try point(33.9, -28.8)),
        ]
        for (a, b) in pairs {
            #expect(Geodesic.distance(a, b) == Geodesic.inverse(a, b).distance)
            #expect(Geodesic.distance(b, a) == Geodesic.inverse(a, b).distance)
        }
    }
}
