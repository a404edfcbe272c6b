import Foundation
import Testing
import TripStore
import TripSync

@testable import TripCLI

/// Two machines pushing at once: the one that loses the race fetches, merges and pushes again.
@Suite struct SyncRaceTests {
    @Test func theMachineThatLosesThePushRaceMergesAndRetries() throws {
        let sync = try SyncHarness(machines: 2)
        sync.run(0, "new", "Jeju")
        try sync.sync(0)
        try sync.sync(1)
        sync.run(0, "rename", "Jeju", "Jeju in spring")
        sync.run(1, "edit", "Jeju", "--notes", "rent a car")
        let other = sync
        let steps = StepLog()
        let engine = SyncEngine(
            database: try Database(path: sync.machines[0].databasePath),
            options: SyncEngine.Options(
                machine: "desk", environment: ["PATH": "/usr/bin:/bin"],
                onStep: { step in
                    // After desk merged but before it pushes, the laptop pushes first.
                    if step == "after-merge", steps.record(step) == 1 { _ = other.run(1, "sync") }
                }))
        let report = try engine.sync()
        #expect(steps.count == 2)
        #expect(report.pushed == 1)
        #expect(report.merged == 1)
        try sync.sync(1)
        let trip = try sync.show(1, "Jeju in spring")
        #expect(trip["notes"] as? String == "rent a car")
        #expect(try sync.trips(0) == sync.trips(1))
    }
}

/// Counts the steps a sync passed, from the engine's callback.
final class StepLog: @unchecked Sendable {
    private let lock = NSLock()
    private var steps: [String] = []

    /// Records a step and returns how many times it has been seen.
    func record(_ step: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        steps.append(step)
        return steps.filter { $0 == step }.count
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return steps.filter { $0 == "after-merge" }.count
    }
}
