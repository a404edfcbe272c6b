#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A problem read from a TSPLIB95 file (symmetric TSP or asymmetric ATSP).
///
/// Supported: `EDGE_WEIGHT_TYPE` GEO, EUC_2D, ATT and EXPLICIT with `EDGE_WEIGHT_FORMAT` FULL_MATRIX,
/// UPPER_ROW, LOWER_ROW, UPPER_DIAG_ROW, LOWER_DIAG_ROW (and their `_COL` twins). Distances follow
/// TSPLIB's own integer conventions exactly, so published optimal tour lengths are reproduced.
public struct TSPLIBInstance: Hashable, Sendable {
    /// How edge weights are obtained.
    public enum WeightType: String, Hashable, Sendable, CaseIterable {
        case geo = "GEO"
        case euclidean2D = "EUC_2D"
        case att = "ATT"
        case explicit = "EXPLICIT"
    }

    /// The `NAME` field, or an empty string.
    public var name: String
    /// The `COMMENT` field, or an empty string.
    public var comment: String
    /// The number of nodes (`DIMENSION`).
    public var dimension: Int
    /// The `EDGE_WEIGHT_TYPE`.
    public var weightType: WeightType
    /// Node coordinates for GEO, EUC_2D and ATT; empty for EXPLICIT.
    public var coordinates: [Point]
    /// The weights for EXPLICIT instances, as a full matrix; `nil` otherwise.
    public var explicitWeights: DistanceMatrix?

    /// A node position as written in the file (for GEO: DDD.MM latitude, longitude).
    public struct Point: Hashable, Sendable {
        public var x: Double
        public var y: Double

        /// Creates a point.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// The TSPLIB distance between 0-based nodes `i` and `j`.
    public func distance(_ i: Int, _ j: Int) -> Double {
        if let weights = explicitWeights { return weights[i, j] }
        guard i != j || weightType == .geo else { return 0 }
        let a = coordinates[i]
        let b = coordinates[j]
        switch weightType {
        case .geo: return Double(TSPLIBDistance.geo(a, b))
        case .euclidean2D: return Double(TSPLIBDistance.euclidean(a, b))
        case .att: return Double(TSPLIBDistance.att(a, b))
        case .explicit: return 0
        }
    }

    /// The full distance matrix of the instance (diagonal zero).
    public func distanceMatrix() -> DistanceMatrix {
        if let weights = explicitWeights { return weights }
        return DistanceMatrix(symmetricCount: dimension) { distance($0, $1) }
    }

    /// The length of a closed tour given as 0-based node indices.
    public func tourLength(_ tour: [Int]) -> Double {
        distanceMatrix().length(of: tour, closed: true)
    }
}

/// TSPLIB95's integer distance functions, with the conventions that reproduce published optima.
public enum TSPLIBDistance {
    /// TSPLIB's value of π for GEO (deliberately not `Double.pi`).
    static let pi = 3.141592
    /// TSPLIB's Earth radius for GEO, in kilometres.
    static let radius = 6378.388

    /// GEO distance: DDD.MM coordinates, truncation, and 1 (not 0) for a node to itself.
    public static func geo(_ a: TSPLIBInstance.Point, _ b: TSPLIBInstance.Point) -> Int {
        let latA = radians(a.x), lonA = radians(a.y)
        let latB = radians(b.x), lonB = radians(b.y)
        let q1 = cos(lonA - lonB)
        let q2 = cos(latA - latB)
        let q3 = cos(latA + latB)
        // Clamp only guards acos against rounding just beyond ±1; it never changes a valid value.
        let cosine = min(1, max(-1, 0.5 * ((1 + q1) * q2 - (1 - q1) * q3)))
        return Int((radius * acos(cosine) + 1).rounded(.towardZero))
    }

    /// EUC_2D distance: Euclidean distance rounded to the nearest integer.
    public static func euclidean(_ a: TSPLIBInstance.Point, _ b: TSPLIBInstance.Point) -> Int {
        let dx = a.x - b.x
        let dy = a.y - b.y
        return Int((dx * dx + dy * dy).squareRoot() + 0.5)
    }

    /// ATT pseudo-Euclidean distance, rounded up when rounding went down.
    public static func att(_ a: TSPLIBInstance.Point, _ b: TSPLIBInstance.Point) -> Int {
        let dx = a.x - b.x
        let dy = a.y - b.y
        let r = ((dx * dx + dy * dy) / 10).squareRoot()
        let t = Int(r + 0.5)
        return Double(t) < r ? t + 1 : t
    }

    private static func radians(_ value: Double) -> Double {
        let degrees = value.rounded(.towardZero)
        let minutes = value - degrees
        return pi * (degrees + 5 * minutes / 3) / 180
    }
}
