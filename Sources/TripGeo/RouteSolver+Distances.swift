extension RouteSolver {
    /// The most places solved over a full table when the time limit allows building it; beyond this
    /// the table alone would take hundreds of megabytes.
    public static let maxTableCount = 2500

    /// What a table costs per pair besides the distance: checking it, the canonical order and the
    /// candidate lists read or sort every row, and none of it stops at the deadline. On lu980 (TSPLIB
    /// distances, nearly free) it took about 0.2 s of CPU before the search began (release build, busy
    /// 2-core machine), so 1,621 and 1,979 cities overran a 1 s limit threefold.
    static let tableSetupSecondsPerPair = 5e-7

    /// Whether ``solve(distances:options:)`` builds a full table: for at most 200 places, and up to
    /// ``maxTableCount`` places when the table and its setup take at most a quarter of the time limit.
    /// Locked positions follow the same rule: over a full table the locked search ran four seeded
    /// runs on both cores, but at 10,000 places the table took 4 GB and 90 s against a 1 s limit.
    static func wantsTable(_ distances: PlaceDistances, options: RouteOptions) -> Bool {
        let n = distances.count
        let tableSeconds = Double(n) * Double(n - 1) / 2 * (distances.secondsPerPair + tableSetupSecondsPerPair)
        let limit =
            Double(options.timeLimit.components.seconds) + Double(options.timeLimit.components.attoseconds) * 1e-18
        return n <= 200 || (n <= maxTableCount && tableSeconds <= limit / 4)
    }

    /// Solves a route over `distances`, building a full table only where that is cheap.
    ///
    /// A table is built, and ``solve(matrix:options:)`` answers exactly as it would for that table,
    /// for at most 200 places, or at most ``maxTableCount`` places whose table and its setup take at
    /// most a quarter of the time limit. Otherwise the search runs without one (see ``PlaceDistances``):
    /// candidate neighbours from a k-d tree, a greedy start from them, then the same iterated local
    /// search with every distance computed on demand and cached; with locked positions, that route
    /// is poured around the locks and the locked search goes on from it over the same kind of costs.
    /// Memory is then O(n), and the time limit counts from this call, the neighbour search included:
    /// when it is too short for the neighbour lists, the answer is the order of a Hilbert curve
    /// through the places (around the locks, if any).
    /// - Parameters:
    ///   - distances: Symmetric distances between the places.
    ///   - options: Endpoints, locked positions, search budget and seed.
    /// - Returns: The visiting order (a permutation of the place indices), its length and whether it is optimal.
    /// - Throws: ``RouteError`` when the constraints are invalid.
    public static func solve(distances: PlaceDistances, options: RouteOptions = RouteOptions()) throws(RouteError)
        -> RouteSolution
    {
        try measuredSolve(distances: distances, options: options).solution
    }

    /// ``solve(distances:options:)`` with each leg of the answer, in order (a closed route's leg back to
    /// its first place last): the sum of these legs is the solution's length. A caller that prints the
    /// legs need not measure them again, which at 10,000 places costs milliseconds of geodesics.
    public static func measuredSolve(distances: PlaceDistances, options: RouteOptions = RouteOptions())
        throws(RouteError) -> (solution: RouteSolution, legs: [Double])
    {
        let deadline = ContinuousClock.now.advanced(by: options.timeLimit)
        if wantsTable(distances, options: options) {
            let matrix = distances.matrix()
            let solution = try solve(matrix: matrix, options: options, deadline: deadline)
            let order = solution.order
            var legs = zip(order, order.dropFirst()).map { matrix[$0, $1] }
            if RouteRequest.pins(options.endpoints).closed, let last = order.last, let first = order.first,
                order.count > 1
            {
                legs.append(matrix[last, first])
            }
            return (solution, legs)
        }
        try validate(count: distances.count, options: options)
        let route = SparseRoute(distances: distances, options: options, deadline: deadline).route()
        let length = route.legs.reduce(0, +)
        return (RouteSolution(order: route.order, length: length, isOptimal: false), route.legs)
    }
}
