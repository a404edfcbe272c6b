import Foundation
import Testing

@testable import TripGeo

/// Candidate lists that reach out of a cluster: the nearest points in each quarter around a point.
@Suite struct QuadrantNeighborTests {
    /// The list brute force gives: `perQuadrant` nearest per quarter, then the nearest of all up to
    /// `size`, nearest first, ties by index.
    private func expected(
        _ points: [SIMD3<Double>], _ i: Int, size: Int, perQuadrant: Int, quadrants: Quadrants
    ) -> [Int32] {
        let others = points.indices.filter { $0 != i }.map { j -> (Double, Int) in
            let delta = points[j] - points[i]
            return ((delta * delta).sum(), j)
        }
        .sorted { $0 < $1 }
        let byQuadrant = (0..<4).map { quadrant in
            others.filter { quadrants.quadrant(of: points[$0.1] - points[i], around: i) == quadrant }
        }
        var chosen: [(Double, Int)] = []
        for rank in 0..<perQuadrant {
            for quadrant in 0..<4 where rank < byQuadrant[quadrant].count && chosen.count < size {
                chosen.append(byQuadrant[quadrant][rank])
            }
        }
        for entry in others where chosen.count < size && !chosen.contains(where: { $0.1 == entry.1 }) {
            chosen.append(entry)
        }
        return chosen.sorted { $0 < $1 }.map { Int32($0.1) }
    }

    @Test("planar lists hold each quarter's nearest, then the nearest of all", arguments: [1, 2, 3])
    func planar(_ perQuadrant: Int) throws {
        var rng = SplitMix64(seed: 9)
        // Two tight clusters far apart: the plain nearest lists never leave a cluster.
        let points = (0..<300).map { index in
            SIMD3(Double(rng.below(50)) + (index < 150 ? 0 : 10_000), Double(rng.below(50)), 0)
        }
        let sparse = try #require(SparseNeighbors(points: points, size: 10, perQuadrant: perQuadrant))
        let quadrants = Quadrants(points: points)
        for i in points.indices {
            let row = Array(sparse.neighbors[(i * 10)..<(i * 10 + 10)])
            #expect(row == expected(points, i, size: 10, perQuadrant: perQuadrant, quadrants: quadrants))
        }
        // Some point of the western cluster lists a point of the eastern one.
        #expect((0..<150).contains { i in sparse.neighbors[(i * 10)..<(i * 10 + 10)].contains { $0 >= 150 } })
        let plain = try #require(SparseNeighbors(points: points, size: 10))
        #expect(!(0..<150).contains { i in plain.neighbors[(i * 10)..<(i * 10 + 10)].contains { $0 >= 150 } })
    }

    @Test("on the Earth the quarters are east, west, north and south of each place")
    func sphere() throws {
        let places = [(37.57, 126.98), (37.57, 127.5), (37.57, 126.4), (38.2, 126.98), (36.9, 126.98), (90, 0)]
        let points = places.map { latitude, longitude -> SIMD3<Double> in
            let lat = latitude * .pi / 180
            let lon = longitude * .pi / 180
            return SIMD3(cos(lat) * cos(lon), cos(lat) * sin(lon), sin(lat))
        }
        let quadrants = Quadrants(points: points)
        let east = quadrants.quadrant(of: points[1] - points[0], around: 0)
        let west = quadrants.quadrant(of: points[2] - points[0], around: 0)
        let north = quadrants.quadrant(of: points[3] - points[0], around: 0)
        let south = quadrants.quadrant(of: points[4] - points[0], around: 0)
        #expect(east & 1 == 0 && west & 1 == 1)
        #expect(north & 2 == 0 && south & 2 == 2)
        // At the pole the frame falls back to x and y rather than dividing by zero.
        #expect((0..<4).contains(quadrants.quadrant(of: points[0] - points[5], around: 5)))
        let sparse = try #require(SparseNeighbors(points: points, size: 4, perQuadrant: 1))
        for i in points.indices {
            let row = Array(sparse.neighbors[(i * 4)..<(i * 4 + 4)])
            #expect(row == expected(points, i, size: 4, perQuadrant: 1, quadrants: quadrants))
        }
    }

    @Test("with too little time left the plain lists are kept, and a past deadline still gives none")
    func headroom() throws {
        var rng = SplitMix64(seed: 4)
        let points = (0..<2000).map { _ in SIMD3(Double(rng.below(1000)), Double(rng.below(1000)), 0) }
        let plain = try #require(SparseNeighbors(points: points, size: 8))
        let roomy = try #require(
            SparseNeighbors(points: points, size: 8, perQuadrant: 2, deadline: .now.advanced(by: .seconds(600))))
        #expect(roomy.neighbors != plain.neighbors)
        #expect(SparseNeighbors(points: points, size: 8, perQuadrant: 2, deadline: .now) == nil)
    }
}
