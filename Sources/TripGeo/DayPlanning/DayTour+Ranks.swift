/// Days that hold ranked stops (locked stops that keep their rank within their day).
///
/// The search used to order such days as if nothing were ranked and let ``DayPlanner/polish`` put the
/// ranked stops back at their ranks afterwards, so it chose between assignments by lengths no plan
/// could have: a day looked short in the search and came out long. Here a ranked day is always kept in
/// an order that respects the ranks, and its length is the length of that order.
extension DayTour {
    /// The largest day whose free stops are searched move by move; longer days only get the ranked
    /// stops put in place, which keeps one evaluation cheap on 500-stop trips.
    static let rankedSearchLimit = 40

    /// Whether `stops` holds a ranked stop.
    func hasRanked(_ stops: [Int]) -> Bool { !ranks.isEmpty && stops.contains { ranks[$0] != nil } }

    /// Whether every ranked stop of `stops` is at the position ``DayPlanner/lockedPositions`` gives it.
    func respectsRanks(_ stops: [Int]) -> Bool {
        DayPlanner.lockedPositions(stops, ranks: ranks, offset: 0).allSatisfy { stops[$0.key] == stops[$0.value] }
    }

    /// `free` (the day's unranked stops in visiting order) with the ranked stops at their positions.
    private func filled(_ free: [Int], slots: [Int: Int], count: Int) -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(count)
        var next = free.makeIterator()
        for position in 0..<count {
            if let stop = slots[position] {
                order.append(stop)
            } else if let stop = next.next() {
                order.append(stop)
            }
        }
        return order
    }

    /// The shortest order found for a day with ranked stops: the free stops ordered as if nothing were
    /// ranked, the ranked ones put at their positions, then moves of the free stops among the free
    /// positions (reversals, relocations) until none shortens the day.
    func improveRanked(_ stops: [Int], _ ends: DayEnds) -> [Int] {
        let positions = DayPlanner.lockedPositions(stops, ranks: ranks, offset: 0)
        var slots: [Int: Int] = [:]
        for (index, position) in positions { slots[position] = stops[index] }
        let ranked = Set(slots.values)
        let start = unranked.improve(stops, ends).filter { !ranked.contains($0) }
        var free = start
        var best = length(filled(free, slots: slots, count: stops.count), ends)
        // The stops' own order (already valid when it came from an earlier search) may be the better start.
        let given = stops.filter { !ranked.contains($0) }
        let givenLength = length(filled(given, slots: slots, count: stops.count), ends)
        if givenLength < best - 1e-7 {
            free = given
            best = givenLength
        }
        guard stops.count <= Self.rankedSearchLimit else { return filled(free, slots: slots, count: stops.count) }
        var improved = true
        var rounds = 0
        while improved, rounds < 100 {
            rounds += 1
            improved = false
            for candidate in freeMoves(free) {
                let candidateLength = length(filled(candidate, slots: slots, count: stops.count), ends)
                guard candidateLength < best - 1e-7 else { continue }
                free = candidate
                best = candidateLength
                improved = true
                break
            }
        }
        return filled(free, slots: slots, count: stops.count)
    }

    /// Every reversal of a run and every relocation of one stop within `free`.
    private func freeMoves(_ free: [Int]) -> [[Int]] {
        let n = free.count
        guard n > 1 else { return [] }
        var moves: [[Int]] = []
        for i in 0..<(n - 1) {
            for j in (i + 1)..<n {
                var reversed = free
                reversed[i...j].reverse()
                moves.append(reversed)
            }
        }
        for from in 0..<n {
            for to in 0..<n where to != from {
                var moved = free
                let stop = moved.remove(at: from)
                moved.insert(stop, at: to)
                moves.append(moved)
            }
        }
        return moves
    }
}
