/// Relabels places by content so the solver never sees the order they were entered in.
///
/// Each place is keyed by its role (pinned start or end, locked position) and then by a profile of its
/// outgoing and incoming costs; places are sorted by that key. Only places with identical keys keep
/// their relative input order, and such places (coincident stops, for instance) look the same to
/// the solver.
struct CanonicalOrder {
    /// `original[k]` is the input index of canonical place `k`.
    let original: [Int]
    let matrix: DistanceMatrix
    let options: RouteOptions

    init(matrix input: DistanceMatrix, options requested: RouteOptions) {
        let n = input.count
        let keys = (0..<n).map { CanonicalOrder.key(of: $0, matrix: input, options: requested) }
        let original = (0..<n).sorted { a, b in
            let order = CanonicalOrder.compare(keys[a], keys[b])
            return order != 0 ? order < 0 : a < b
        }
        var canonicalOf = [Int](repeating: 0, count: n)
        for (k, node) in original.enumerated() { canonicalOf[node] = k }
        self.original = original
        self.matrix = DistanceMatrix(count: n) { i, j in input[original[i], original[j]] }
        var options = requested
        options.endpoints = CanonicalOrder.relabel(requested.endpoints, canonicalOf)
        options.lockedPositions = Dictionary(
            uniqueKeysWithValues: requested.lockedPositions.map { (canonicalOf[$0.key], $0.value) })
        self.options = options
    }

    /// Role, then the sums and the `profileLength` smallest entries of the node's row and column.
    /// A bounded profile keeps memory linear in the number of places while still telling apart
    /// any two places that are not interchangeable in practice.
    private static func key(of node: Int, matrix: DistanceMatrix, options: RouteOptions) -> [Double] {
        let pins = RouteRequest.pins(options.endpoints)
        var role = 0.0
        if node == pins.start { role = 1 } else if node == pins.end { role = 2 }
        if let position = options.lockedPositions[node] { role = 3 + Double(position) }
        let n = matrix.count
        let row = (0..<n).filter { $0 != node }.map { matrix[node, $0] }.sorted()
        let column = (0..<n).filter { $0 != node }.map { matrix[$0, node] }.sorted()
        let sums = [row.reduce(0, +), column.reduce(0, +)]
        return [role] + sums + row.prefix(profileLength) + column.prefix(profileLength)
    }

    static let profileLength = 32

    private static func compare(_ a: [Double], _ b: [Double]) -> Int {
        for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
        return 0
    }

    private static func relabel(_ endpoints: RouteEndpoints, _ map: [Int]) -> RouteEndpoints {
        switch endpoints {
        case .roundTrip, .open: return endpoints
        case let .fixedStart(s): return .fixedStart(map[s])
        case let .fixedEnd(t): return .fixedEnd(map[t])
        case let .fixedBoth(s, t): return .fixedBoth(start: map[s], end: map[t])
        }
    }
}
