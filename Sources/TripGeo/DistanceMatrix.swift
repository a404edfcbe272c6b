/// A square table of travel costs between `count` places, stored row-major in one flat array.
///
/// Entry `[i, j]` is the cost of going from `i` to `j`. Costs must be finite and non-negative;
/// they need not be symmetric (one-way streets, ferries, TSPLIB ATSP files). The diagonal is ignored
/// by the solver. Zero costs between different places (coincident stops) are allowed.
public struct DistanceMatrix: Hashable, Sendable {
    /// The number of places (rows and columns).
    public let count: Int
    /// The costs in row-major order: `storage[i * count + j]` is the cost from `i` to `j`.
    public private(set) var storage: [Double]

    /// Creates a matrix with every entry set to `value`.
    /// - Parameters:
    ///   - count: The number of places; negative values are treated as zero.
    ///   - value: The initial cost of every entry.
    public init(count: Int, repeating value: Double = 0) {
        self.count = max(0, count)
        self.storage = Array(repeating: value, count: self.count * self.count)
    }

    /// Creates a matrix by asking `cost` for every ordered pair `(i, j)` with `i != j`.
    ///
    /// The diagonal is set to zero without calling `cost`.
    /// - Parameters:
    ///   - count: The number of places.
    ///   - cost: The cost from the first index to the second.
    public init(count: Int, cost: (Int, Int) throws -> Double) rethrows {
        self.init(count: count)
        for i in 0..<self.count {
            for j in 0..<self.count where i != j {
                storage[i * self.count + j] = try cost(i, j)
            }
        }
    }

    /// Creates a symmetric matrix by asking `cost` once for every unordered pair `i < j`.
    /// - Parameters:
    ///   - count: The number of places.
    ///   - cost: The cost between the two indices, in either direction.
    public init(symmetricCount count: Int, cost: (Int, Int) throws -> Double) rethrows {
        self.init(count: count)
        for i in 0..<self.count {
            for j in (i + 1)..<max(i + 1, self.count) {
                let value = try cost(i, j)
                storage[i * self.count + j] = value
                storage[j * self.count + i] = value
            }
        }
    }

    /// Creates the matrix of WGS84 geodesic distances in metres between `coordinates`.
    /// - Parameter coordinates: The places, in the order their indices will have.
    public init(geodesicDistancesBetween coordinates: [Coordinate]) {
        self.init(symmetricCount: coordinates.count) { i, j in
            Geodesic.distance(coordinates[i], coordinates[j])
        }
    }

    /// The cost of going from `from` to `to`.
    public subscript(from: Int, to: Int) -> Double {
        get { storage[from * count + to] }
        set { storage[from * count + to] = newValue }
    }

    /// Whether `[i, j] == [j, i]` for every pair.
    public var isSymmetric: Bool {
        for i in 0..<count {
            for j in (i + 1)..<max(i + 1, count) where storage[i * count + j] != storage[j * count + i] {
                return false
            }
        }
        return true
    }

    /// The cost of visiting `order` in sequence, adding the leg back to the first place when `closed`.
    /// - Parameters:
    ///   - order: Indices of places; may be empty.
    ///   - closed: Whether to add the return leg from the last place to the first.
    /// - Returns: The summed cost; zero for fewer than two places.
    public func length(of order: [Int], closed: Bool) -> Double {
        guard order.count > 1 else { return 0 }
        var total = 0.0
        for k in 1..<order.count {
            total += self[order[k - 1], order[k]]
        }
        if closed, let last = order.last, let first = order.first {
            total += self[last, first]
        }
        return total
    }
}
