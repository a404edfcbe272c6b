import Testing

@testable import TripGeo

/// The local search trusts ``TimeWindowTour/score(_:)`` to price a move without walking the whole route;
/// a wrong price makes it apply moves that do not improve, and then it can cycle until its time limit.
@Suite("Time-window tour scoring")
struct TimeWindowTourTests {
    typealias Support = TimeWindowTestSupport

    /// Every move the descent may try on a route of `count` places.
    static func moves(count: Int) -> [TimeWindowMove] {
        var moves: [TimeWindowMove] = []
        for length in 1...3 {
            for from in 0...(count - length) {
                for to in 0...(count - length) where to != from {
                    moves.append(.relocate(from: from, length: length, to: to))
                }
            }
        }
        for first in 0..<count {
            for last in (first + 1)..<count {
                moves.append(.swap(first: first, last: last))
                if last >= first + 2 { moves.append(.reverse(first: first, last: last)) }
            }
        }
        return moves
    }

    @Test(
        "a move is priced as a full walk of the changed route prices it",
        arguments: [RouteEndpoints.roundTrip, .open, .fixedBoth(start: 0, end: 5)])
    func scoreMatchesWalk(_ endpoints: RouteEndpoints) throws {
        for seed in UInt64(1)...6 {
            var problem = Support.problem(count: 11, seed: seed, width: 30, endpoints: endpoints, twoWindows: seed > 3)
            if seed % 2 == 0 { problem.latestEnd = 900 }
            let route = TimeWindowRoute(problem)
            let start = TimeWindowSearch(route: route, iterations: 0, deadline: .now, seed: 1).initialOrder()
            let tour = TimeWindowTour(route: route, order: start)
            let current = Support.cost(of: tour.order, in: problem)
            for move in Self.moves(count: start.count) {
                let (lo, hi) = move.range
                guard tour.isFree(lo, hi) else { continue }
                var changed = tour
                changed.apply(move)
                let walked = Support.cost(of: changed.order, in: problem)
                if let score = tour.score(move) {
                    let priced = Support.Cost(unserved: score.unserved, lateness: score.lateness, travel: score.travel)
                    #expect(priced.matches(walked), "seed \(seed), \(move): \(priced) vs \(walked)")
                } else {
                    #expect(!walked.isBetter(than: current), "seed \(seed), \(move) improves but was refused")
                }
            }
        }
    }
}
