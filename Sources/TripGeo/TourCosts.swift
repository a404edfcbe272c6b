/// Where the tour search reads its costs: a full table for instances that fit one, or distances
/// computed when first needed for instances too large for an n² table.
///
/// The search is generic over this protocol, so each kind is specialized and a table lookup costs
/// what it cost before the protocol existed.
protocol TourCosts {
    /// The number of nodes.
    var count: Int { get }
    /// The largest cost the search may meet; it scales the rounding tolerance.
    var largest: Double { get }
    /// The cost of going from `a` to `b`.
    func d(_ a: Int, _ b: Int) -> Double
}

/// A full row-major cost table.
struct MatrixCosts: TourCosts, Sendable {
    let storage: [Double]
    let count: Int
    let largest: Double

    init(storage: [Double], count: Int) {
        self.storage = storage
        self.count = count
        largest = storage.max() ?? 0
    }

    /// Unchecked in optimized builds: the solvers ask for it millions of times a second with node
    /// numbers they hold themselves (see ``Swift/Array/subscript(unchecked:)``).
    @inline(__always) func d(_ a: Int, _ b: Int) -> Double { storage[unchecked: a &* count &+ b] }
}
