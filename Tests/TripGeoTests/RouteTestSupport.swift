@testable import TripGeo

/// Small helpers shared by the route solver tests.
enum RouteTestSupport {
    /// A symmetric matrix of rounded Euclidean distances between random points in a 1000×1000 square.
    static func euclidean(count: Int, seed: UInt64) -> DistanceMatrix {
        var rng = SplitMix64(seed: seed)
        let points = (0..<count).map { _ in (Double(rng.below(1000)), Double(rng.below(1000))) }
        return DistanceMatrix(symmetricCount: count) { i, j in
            let dx = points[i].0 - points[j].0
            let dy = points[i].1 - points[j].1
            return (dx * dx + dy * dy).squareRoot().rounded()
        }
    }

    /// An asymmetric matrix with independent random costs in 1...100.
    static func asymmetric(count: Int, seed: UInt64) -> DistanceMatrix {
        var rng = SplitMix64(seed: seed)
        return DistanceMatrix(count: count) { _, _ in Double(1 + rng.below(100)) }
    }

    /// A random order of the free places with every place in `locked` (positions) at its own index.
    static func scrambled(count: Int, locked: Set<Int>, seed: UInt64) -> [Int] {
        var rng = SplitMix64(seed: seed)
        var free = (0..<count).filter { !locked.contains($0) }
        for index in free.indices.reversed() { free.swapAt(index, rng.below(index + 1)) }
        var next = 0
        return (0..<count).map { position in
            if locked.contains(position) { return position }
            defer { next += 1 }
            return free[next]
        }
    }

    static func isPermutation(_ order: [Int], of count: Int) -> Bool {
        order.count == count && Set(order) == Set(0..<count)
    }

    /// All permutations of `items` (Heap's algorithm).
    static func permutations(_ items: [Int]) -> [[Int]] {
        var result: [[Int]] = []
        var a = items
        func generate(_ k: Int) {
            if k <= 1 {
                result.append(a)
                return
            }
            generate(k - 1)
            for i in 0..<(k - 1) {
                a.swapAt(k % 2 == 0 ? i : 0, k - 1)
                generate(k - 1)
            }
        }
        generate(a.count)
        return result
    }

    /// The shortest length over every order that satisfies `options`, by enumeration.
    static func bruteForce(_ matrix: DistanceMatrix, _ options: RouteOptions) -> Double {
        let n = matrix.count
        var closed = false
        var start: Int?
        var end: Int?
        switch options.endpoints {
        case .roundTrip: closed = true
        case .open: break
        case let .fixedStart(s): start = s
        case let .fixedEnd(t): end = t
        case let .fixedBoth(s, t):
            start = s
            if s == t { closed = true } else { end = t }
        }
        var best = Double.infinity
        for order in permutations(Array(0..<n)) {
            if let s = start, order.first != s { continue }
            if let t = end, order.last != t { continue }
            if options.lockedPositions.contains(where: { order[$0.value] != $0.key }) { continue }
            best = min(best, matrix.length(of: order, closed: closed))
        }
        return best
    }

    static let allEndpoints: [RouteEndpoints] = [
        .roundTrip, .open, .fixedStart(2), .fixedEnd(1), .fixedBoth(start: 0, end: 3), .fixedBoth(start: 2, end: 2),
    ]
}
