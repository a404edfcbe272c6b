extension RouteSolver {
    /// The most places solved over a full table when the time limit allows building it; beyond this
    /// the table alone would take hundreds of megabytes.
    public static let maxTableCount = 2500

    /// Solves a route over `distances`, building a full table only where that is cheap.
    ///
    /// A table is built, and ``solve(matrix:options:)`` answers exactly as it would for that table,
    /// when there are locked positions, or at most 200 places, or at most ``maxTableCount`` places whose
    /// table takes at most a quarter of the time limit to compute. Otherwise the search runs without one
    /// (see ``PlaceDistances``): candidate neighbours from a k-d tree, a greedy start from them, then
    /// the same iterated local search with every distance computed on demand and cached. Memory is then
    /// O(n), and the time limit counts from this call, the neighbour search included: when it is too
    /// short for the neighbour lists, the answer is the order of a Hilbert curve through the places.
    /// - Parameters:
    ///   - distances: Symmetric distances between the places.
    ///   - options: Endpoints, locked positions, search budget and seed.
    /// - Returns: The visiting order (a permutation of the place indices), its length and whether it is optimal.
    /// - Throws: ``RouteError`` when the constraints are invalid.
    public static func solve(distances: PlaceDistances, options: RouteOptions = RouteOptions()) throws(RouteError)
        -> RouteSolution
    {
        let deadline = ContinuousClock.now.advanced(by: options.timeLimit)
        let n = distances.count
        let tableSeconds = Double(n) * Double(n - 1) / 2 * distances.secondsPerPair
        let limit =
            Double(options.timeLimit.components.seconds) + Double(options.timeLimit.components.attoseconds) * 1e-18
        let small = n <= 200 || (n <= maxTableCount && tableSeconds <= limit / 4)
        if small || !options.lockedPositions.isEmpty {
            return try solve(matrix: distances.matrix(), options: options, deadline: deadline)
        }
        try validate(count: n, options: options)
        let (order, length) = SparseRoute(distances: distances, options: options, deadline: deadline).route()
        return RouteSolution(order: order, length: length, isOptimal: false)
    }
}
