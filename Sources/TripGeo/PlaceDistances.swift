#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Symmetric distances between places, computed when asked instead of stored as an n² table.
///
/// A table of 10,000 places takes 800 MB and 50 million geodesic computations before the search can
/// start; large routes are instead solved from each place's position in space (for its nearest
/// neighbours) and distances computed on demand (see ``RouteSolver/solve(distances:options:)``).
/// A distance is always computed with the lower original index first, so it is the same number
/// whichever way round it is asked and after ``reordered(_:)``: the matrix of a small instance is
/// exactly the one ``DistanceMatrix/init(geodesicDistancesBetween:)`` builds.
public struct PlaceDistances: Sendable {
    /// The number of places.
    public let count: Int
    /// Each place as a point in space whose straight-line distances rank neighbours as `measure` does
    /// (closely enough to pick candidate neighbours): unit vectors for coordinates on the Earth.
    let points: [SIMD3<Double>]
    /// No distance is longer than this; open paths derive their penalties from it.
    let bound: Double
    /// About how long one distance takes, in seconds; decides when a full table is worth building.
    let secondsPerPair: Double
    private let measure: @Sendable (Int, Int) -> Double
    /// Place `i` here is place `original[i]` of the `measure`; empty for the identity.
    private let original: [Int]

    /// WGS84 geodesic distances in metres between `coordinates`, in that order.
    public init(geodesicBetween coordinates: [Coordinate]) {
        let points = coordinates.map { coordinate -> SIMD3<Double> in
            let lat = coordinate.latitude * .pi / 180
            let lon = coordinate.longitude * .pi / 180
            return SIMD3(cos(lat) * cos(lon), cos(lat) * sin(lon), sin(lat))
        }
        // Each place's reduced latitude once, rather than twice in every one of its geodesics.
        let reduced = coordinates.map { ReducedPoint(latitude: $0.latitude) }
        // Half a meridian is the longest geodesic; 0.5 µs per pair was measured on a busy 2-core machine.
        self.init(count: coordinates.count, points: points, bound: 20_004_000, secondsPerPair: 5e-7) { i, j in
            Geodesic.distance(coordinates[i], reduced[i], coordinates[j], reduced[j])
        }
    }

    /// Distances given by `measure`, for metrics other than the Earth's (TSPLIB instances).
    /// - Parameters:
    ///   - count: The number of places.
    ///   - points: One point per place whose straight-line distances rank neighbours as `measure` does.
    ///   - bound: An upper bound of every distance, at most ``RouteSolver/maxCost``.
    ///   - secondsPerPair: About how long `measure` takes.
    ///   - measure: The distance between two indices, asked with the lower one first; finite, non-negative.
    public init(
        count: Int, points: [SIMD3<Double>], bound: Double, secondsPerPair: Double,
        measure: @escaping @Sendable (Int, Int) -> Double
    ) {
        self.count = count
        self.points = points
        self.bound = bound
        self.secondsPerPair = secondsPerPair
        self.measure = measure
        self.original = []
    }

    private init(_ base: PlaceDistances, original: [Int]) {
        count = original.count
        points = original.map { base.points[$0] }
        bound = base.bound
        secondsPerPair = base.secondsPerPair
        measure = base.measure
        self.original = base.original.isEmpty ? original : original.map { base.original[$0] }
    }

    /// The distance between places `i` and `j`.
    public subscript(i: Int, j: Int) -> Double {
        if i == j { return 0 }
        let a = original.isEmpty ? i : original[i]
        let b = original.isEmpty ? j : original[j]
        return a < b ? measure(a, b) : measure(b, a)
    }

    /// The same distances with place `i` being this one's place `order[i]`.
    public func reordered(_ order: [Int]) -> PlaceDistances {
        PlaceDistances(self, original: order)
    }

    /// Every distance in a table (for small instances and for locked positions).
    public func matrix() -> DistanceMatrix {
        DistanceMatrix(symmetricCount: count) { self[$0, $1] }
    }

    /// The length of visiting `order`, adding the leg back to the first place when `closed`.
    public func length(of order: [Int], closed: Bool) -> Double {
        guard order.count > 1 else { return 0 }
        var total = 0.0
        for k in 1..<order.count { total += self[order[k - 1], order[k]] }
        if closed, let last = order.last, let first = order.first { total += self[last, first] }
        return total
    }
}
