import Testing

@testable import TripGeo

/// The copies of the order that ``LockedTour`` keeps so that pricing a move reads less: the free
/// sequence and each place's slot, which must follow every move and every undo.
@Suite("Locked tour: copies of the order")
struct LockedTourCopiesTests {
    typealias Support = RouteTestSupport

    @Test("the free sequence and each place's slot follow every move and every undo")
    func copiesFollowMovesAndUndo() {
        let n = 40
        let matrix = Support.asymmetric(count: n, seed: 3)
        let locked: Set<Int> = [0, 5, 6, 25, 39]
        let lockAt = (0..<n).map { locked.contains($0) ? $0 : -1 }
        let start = Support.scrambled(count: n, locked: locked, seed: 4)
        var tour = LockedTour(order: start, lockAt: lockAt, costs: matrix.storage)
        let m = tour.slots.count
        var rng = SplitMix64(seed: 11)
        func consistent(_ tour: LockedTour<MatrixCosts>) -> Bool {
            (0..<m).allSatisfy { tour.free($0) == tour.order[tour.slots[$0]] }
                && (0..<n).allSatisfy { tour.slot(of: $0) == tour.slotOf[tour.position[$0]] }
        }
        let atStart = consistent(tour)
        #expect(atStart)
        for round in 0..<300 {
            let mark = tour.mark
            let a = rng.below(m - 1)
            let b = a + 1 + rng.below(m - a - 1)
            switch rng.below(3) {
            case 0: tour.reverse(a, b)
            case 1: tour.rotate(a, b, length: 1 + rng.below(b - a), toBack: rng.below(2) == 0)
            default: tour.exchange(a, b, length: 1, reverseAtA: false, reverseAtB: false)
            }
            // A Bool, not the call: a failed expectation on the call would print the whole tour.
            let afterMove = consistent(tour)
            #expect(afterMove, "round \(round) after the move")
            if round % 2 == 0 {
                tour.rollback(to: mark)
                let afterUndo = consistent(tour)
                #expect(afterUndo, "round \(round) after undoing")
            }
        }
    }
}
