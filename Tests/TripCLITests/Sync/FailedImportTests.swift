import Foundation
import Testing

@testable import TripCLI

/// The commit's documents are written to `git fast-import` while it runs. A fast-import that dies
/// part-way through reading them fails the sync cleanly (an error, not a killed `trip`), changes
/// nothing in the database, and the next sync commits and pushes everything.
@Suite struct FailedImportTests {
    @Test func aFastImportDyingMidStreamFailsTheSyncAndTheNextOneCompletes() throws {
        let sync = try SyncHarness(machines: 2)
        sync.run(0, "new", "Jeju")
        sync.run(0, "stop", "add", "Jeju", "Seongsan", "--lat", "33.458", "--lon", "126.942")
        sync.run(0, "new", "Busan")
        let before = try sync.machines[0].dump()
        // A git that reads the first bytes of fast-import's input, then fails; any other command is real.
        let wrapper = sync.machines[0].directory.appendingPathComponent("failing-git").path
        let script = """
            #!/bin/sh
            for argument in "$@"; do
                if [ "$argument" = fast-import ]; then head -c 100 >/dev/null; echo "fatal: broken" >&2; exit 1; fi
            done
            exec /usr/bin/git "$@"

            """
        try Data(script.utf8).write(to: URL(fileURLWithPath: wrapper))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper)

        let failed = sync.run(0, "sync", environment: ["TRIP_GIT": wrapper])
        #expect(failed.code == 74)
        #expect(failed.stderr.contains("fast-import"))
        #expect(try sync.machines[0].dump() == before)

        try sync.sync(0)
        try sync.sync(1)
        #expect(try sync.trips(0) == sync.trips(1))
        let stops = try #require(try sync.show(1, "Jeju")["stops"] as? [[String: Any]])
        #expect(stops.map { $0["name"] as? String } == ["Seongsan"])
    }
}
