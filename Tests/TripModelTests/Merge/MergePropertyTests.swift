import Foundation
import Testing

@testable import TripModel

/// Random edit sequences on two and three replicas, synced in random orders.
@Suite struct MergePropertyTests {
    static let seeds: [UInt64] = Array(1...12)

    @Test(arguments: [2, 3], seeds)
    func replicasConvergeAndNothingIsLost(replicas: Int, seed: UInt64) throws {
        var simulation = MergeSimulation(replicas: replicas, seed: seed)
        for _ in 0..<60 { try simulation.step() }
        try simulation.settle()

        // Convergence: every replica holds exactly what the remote holds.
        for replica in simulation.replicas { #expect(replica.trip == simulation.remote, "seed \(seed)") }
        let final = try #require(simulation.remote)
        let finalText = try JSONValue(encoding: final).compactText
        let conflictTexts = simulation.conflicts.map { [$0.ours, $0.theirs].compactMap { $0?.compactText } }
            .joined().joined(separator: "\n")

        for write in simulation.writes {
            let quoted = "\"\(write.value)\""
            // Overwritten knowingly by a later write on the same field: not lost.
            let superseded = simulation.writes.contains {
                $0.field == write.field && $0.id != write.id && $0.knew.contains(write.id)
            }
            let present = finalText.contains(quoted)
            let recoverable = conflictTexts.contains(quoted)
            let stopRemovedKnowingly = stopRemovedKnowing(write, simulation)
            #expect(
                present || recoverable || superseded || stopRemovedKnowingly,
                "seed \(seed): write \(write.field) = \(write.value) was lost")
        }
    }

    /// A stop's edits are allowed to vanish with it only when whoever removed it had seen them.
    func stopRemovedKnowing(_ write: MergeSimulation.Write, _ simulation: MergeSimulation) -> Bool {
        let parts = write.field.split(separator: ".")
        guard parts.count == 3, parts[0] == "stops", let id = UUID(uuidString: String(parts[1])) else { return false }
        return simulation.stopRemovals[id, default: []].contains { $0.contains(write.id) }
    }

    @Test(arguments: seeds)
    func mergingASideWithItselfOrWithTheBaseGivesThatSide(seed: UInt64) throws {
        var simulation = MergeSimulation(replicas: 1, seed: seed)
        let base = try #require(simulation.replicas[0].trip)
        for _ in 0..<20 { try simulation.edit(0) }
        let edited = try #require(simulation.replicas[0].trip)
        let same = try TripMerge.merge(base: base, ours: edited, theirs: edited)
        #expect(same.trip == edited)
        #expect(same.conflicts.isEmpty)
        #expect(try TripMerge.merge(base: base, ours: base, theirs: edited).trip == edited)
        #expect(try TripMerge.merge(base: base, ours: edited, theirs: base).trip == edited)
    }

    @Test(arguments: seeds)
    func theResultDoesNotDependOnWhichSideIsOurs(seed: UInt64) throws {
        var left = MergeSimulation(replicas: 2, seed: seed)
        for _ in 0..<15 { try left.edit(0) }
        for _ in 0..<15 { try left.edit(1) }
        let base = left.replicas[0].base
        let one = try TripMerge.merge(base: base, ours: left.replicas[0].trip, theirs: left.replicas[1].trip)
        let two = try TripMerge.merge(base: base, ours: left.replicas[1].trip, theirs: left.replicas[0].trip)
        #expect(one.trip == two.trip)
        #expect(one.conflicts.count == two.conflicts.count)
    }
}
