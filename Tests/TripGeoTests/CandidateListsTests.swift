import Testing

@testable import TripGeo

/// Candidate lists kept by partial selection must be exactly the first entries of each row sorted
/// by closeness, ties going to the lower index.
@Suite("Candidate lists")
struct CandidateListsTests {
    /// The lists as the full sort gives them.
    private func sorted(_ costs: [Double], count: Int, size: Int) -> [Int32] {
        (0..<count).flatMap { i -> [Int32] in
            let row = (0..<count).filter { $0 != i }.map { j in
                (cost: costs[i * count + j] + costs[j * count + i], node: j)
            }
            let ordered = row.sorted { $0.cost != $1.cost ? $0.cost < $1.cost : $0.node < $1.node }
            return ordered.prefix(size).map { Int32($0.node) }
        }
    }

    @Test("the nearest places, nearest first, ties to the lower index", arguments: [1, 5, 10])
    func matchesFullSort(_ size: Int) {
        var rng = SplitMix64(seed: 41)
        for count in [size + 1, 12, 40] {
            // Costs from a few values, so that ties are everywhere.
            let costs = (0..<(count * count)).map { _ in Double(rng.below(6)) }
            let lists = CandidateLists.build(costs: costs, count: count, size: size)
            #expect(lists == sorted(costs, count: count, size: size), "\(count) places, \(size) each")
        }
    }
}
