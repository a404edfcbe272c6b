/// Finds a short visiting order over a ``DistanceMatrix``: exact for small trips, a strong heuristic beyond.
///
/// - Up to ``RouteOptions/exactLimit`` places (default 16, at most ``maxExactCount``) the answer is
///   optimal (Held-Karp dynamic programming; 15 places take about 5–10 ms, 16 on an open path about 40 ms).
/// - Beyond that, an iterated local search (2-opt, sequential 3-opt and Or-opt over candidate-neighbour
///   lists with don't-look bits, repaired after double-bridge kicks) runs until its ``SearchBudget``
///   or time limit is used up. On TSPLIB's geographic instances up to 666 cities one second lands
///   within about 0.3 % of optimal. Asymmetric matrices use Or-opt and direction-keeping kicks only.
/// - With locked positions and more places than the exact limit, an iterated local search over the
///   unlocked places (2-opt, Or-opt, segment exchanges, paired relocations; locked places never move)
///   starts from the unlocked route, repaired by carrying free places across the locks.
///
/// Open paths are solved as tours through one extra dummy place (see ``RouteEndpoints``).
/// The result does not depend on the order the places were given in: places are first sorted by
/// their distance profiles, solved in that canonical order, and mapped back. Places whose profiles
/// are identical (coincident stops) are interchangeable and may swap with each other.
/// Results are deterministic for a given input, options and seed unless the time limit, rather than
/// the ``SearchBudget``, ends the search.
public enum RouteSolver {
    /// The largest cost accepted between two places. Open paths add penalties of about
    /// `maxCost × count`, which must stay exact in a `Double`; NaN and infinity are refused too.
    public static let maxCost = 1e12

    /// The largest number of places ever solved exactly; the table then needs about 18 MB.
    public static let maxExactCount = 17

    /// Solves a route over `matrix` subject to `options`.
    /// - Parameters:
    ///   - matrix: Costs between places; in `0...maxCost` off the diagonal; may be asymmetric.
    ///   - options: Endpoints, locked positions, search budget and seed.
    /// - Returns: The visiting order (a permutation of the matrix indices), its length and whether it is optimal.
    /// - Throws: ``RouteError`` when the matrix or the constraints are invalid.
    public static func solve(matrix: DistanceMatrix, options: RouteOptions = RouteOptions()) throws(RouteError)
        -> RouteSolution
    {
        try solve(matrix: matrix, options: options, deadline: ContinuousClock.now.advanced(by: options.timeLimit))
    }

    /// ``solve(matrix:options:)`` against a deadline set by a caller that did work of its own first.
    static func solve(matrix: DistanceMatrix, options: RouteOptions, deadline: ContinuousClock.Instant)
        throws(RouteError) -> RouteSolution
    {
        try validate(matrix: matrix, options: options)
        let n = matrix.count
        guard n > 1 else { return RouteSolution(order: Array(0..<n), length: 0, isOptimal: true) }
        let canonical = CanonicalOrder(matrix: matrix, options: options)
        let request = RouteRequest(matrix: canonical.matrix, options: canonical.options, deadline: deadline)
        let (order, isOptimal) = request.solve()
        var mapped = order.map { canonical.original[$0] }
        if options.endpoints == .roundTrip, options.lockedPositions.isEmpty, let home = mapped.firstIndex(of: 0) {
            mapped = Array(mapped[home...] + mapped[..<home])
        }
        let closed = request.isClosed
        return RouteSolution(order: mapped, length: matrix.length(of: mapped, closed: closed), isOptimal: isOptimal)
    }

    private static func validate(matrix: DistanceMatrix, options: RouteOptions) throws(RouteError) {
        let n = matrix.count
        for i in 0..<n {
            for j in 0..<n where i != j {
                let value = matrix[i, j]
                guard value >= 0, value <= maxCost else { throw .invalidCost(from: i, to: j) }
            }
        }
        try validate(count: n, options: options)
    }

    /// Checks the endpoints and locked positions against `n` places.
    static func validate(count n: Int, options: RouteOptions) throws(RouteError) {
        let pins = RouteRequest.pins(options.endpoints)
        for node in [pins.start, pins.end].compactMap({ $0 }) where !(0..<n).contains(node) {
            throw .indexOutOfRange(node)
        }
        var taken = Set<Int>()
        for (node, position) in options.lockedPositions.sorted(by: { $0.key < $1.key }) {
            guard (0..<n).contains(node) else { throw .indexOutOfRange(node) }
            guard (0..<n).contains(position), taken.insert(position).inserted else {
                throw .invalidPosition(node: node, position: position)
            }
            if let start = pins.start, (node == start) != (position == 0) { throw .conflictingConstraint(node: node) }
            if let end = pins.end, pins.start != end, (node == end) != (position == n - 1) {
                throw .conflictingConstraint(node: node)
            }
        }
    }
}
