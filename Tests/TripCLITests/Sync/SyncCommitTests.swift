import Foundation
import Testing

@testable import TripCLI

/// How a sync writes its commit: the trips are read from the database while git already takes them,
/// and the commit message, written after them, still names each one.
@Suite struct SyncCommitTests {
    @Test func theCommitMessageNamesEveryTripItCarriesAndEveryTripItRemoves() throws {
        let sync = try SyncHarness(machines: 1)
        sync.run(0, "new", "Jeju")
        sync.run(0, "new", "Busan")
        try sync.sync(0)
        let busan = try #require(try sync.show(0, "Busan")["id"] as? String)
        let jeju = try #require(try sync.show(0, "Jeju")["id"] as? String)
        sync.run(0, "rename", "Jeju", "Jeju in spring")
        #expect(sync.run(0, "rm", "Busan", "--yes").code == 0)
        try sync.sync(0)

        let message = try Self.git(["log", "-1", "--format=%B", "main"], in: sync.remote)
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines.first == "desk: 2 documents changed")
        #expect(lines.contains("- Jeju in spring (\(jeju))"))
        #expect(lines.contains("- removed \(busan)"))
        #expect(lines.last == "Machine: desk")
        // The document itself holds the trip as the database does.
        let document = try Self.git(["show", "main:trips/\(jeju).json"], in: sync.remote)
        #expect(document.contains("\"name\" : \"Jeju in spring\""))
    }

    @Test func gitRunsWithTheHeapKeptRatherThanTrimmedAfterEveryDocument() throws {
        let sync = try SyncHarness(machines: 1)
        sync.run(0, "new", "Jeju")
        // A git that notes the tunables fast-import was started with, then does the real work.
        let folder = sync.machines[0].directory
        let noted = folder.appendingPathComponent("tunables").path
        let wrapper = folder.appendingPathComponent("noting-git").path
        let script = """
            #!/bin/sh
            for argument in "$@"; do
                if [ "$argument" = fast-import ]; then printf '%s' "$GLIBC_TUNABLES" > '\(noted)'; fi
            done
            exec /usr/bin/git "$@"

            """
        try Data(script.utf8).write(to: URL(fileURLWithPath: wrapper))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper)

        let result = sync.run(0, "sync", environment: ["TRIP_GIT": wrapper])
        #expect(result.code == 0)
        let tunables = try String(contentsOfFile: noted, encoding: .utf8)
        #expect(tunables.split(separator: ":").contains("glibc.malloc.trim_threshold=67108864"))
    }

    @Test func aFirstSyncWritesItsTreesWithMktreeAndTheyHoldEveryDocumentInItsFolder() throws {
        let sync = try SyncHarness(machines: 2)
        sync.run(0, "new", "Jeju")
        sync.run(0, "new", "Busan")
        #expect(sync.run(0, "companion", "add", "지민", "--trip", "Jeju").code == 0)
        #expect(sync.run(0, "spots", "import", SyncSpotsTests.seoul).code == 0)
        // A git that notes each command it runs, then does the real work.
        let folder = sync.machines[0].directory
        let noted = folder.appendingPathComponent("commands").path
        let wrapper = folder.appendingPathComponent("noting-git").path
        let script = """
            #!/bin/sh
            printf '%s\\n' "$5" >> '\(noted)'
            exec /usr/bin/git "$@"

            """
        try Data(script.utf8).write(to: URL(fileURLWithPath: wrapper))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper)

        #expect(sync.run(0, "sync", environment: ["TRIP_GIT": wrapper]).code == 0)
        let first = try String(contentsOfFile: noted, encoding: .utf8).split(separator: "\n")
        #expect(first.contains("mktree"))
        #expect(first.contains("commit-tree"))
        // A later commit changes a few paths of that tree, in fast-import alone.
        try FileManager.default.removeItem(atPath: noted)
        sync.run(0, "rename", "Busan", "Busan by night")
        #expect(sync.run(0, "sync", environment: ["TRIP_GIT": wrapper]).code == 0)
        let later = try String(contentsOfFile: noted, encoding: .utf8).split(separator: "\n")
        #expect(later.contains("fast-import"))
        #expect(!later.contains("mktree"))

        let paths = try Self.git(["ls-tree", "-r", "--name-only", "main~1"], in: sync.remote)
            .split(separator: "\n").map(String.init)
        let ids = try ["Jeju", "Busan by night"].map { try #require(try sync.show(0, $0)["id"] as? String) }
        #expect(paths.filter { $0.hasPrefix("trips/") }.sorted() == ids.map { "trips/\($0).json" }.sorted())
        #expect(paths.contains("companions.json"))
        #expect(paths.contains { $0.hasPrefix("spots/") && $0.hasSuffix(".json") })
        #expect(try Self.git(["fsck", "--strict"], in: sync.remote).isEmpty)
        // The other machine takes it all in.
        try sync.sync(1)
        #expect(try sync.trips(0) == sync.trips(1))
    }

    /// `git ARGUMENTS` in a bare repository, its standard output.
    static func git(_ arguments: [String], in repository: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["--git-dir", repository] + arguments
        process.environment = ["GIT_CONFIG_NOSYSTEM": "1", "HOME": "/nonexistent", "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
        return String(decoding: data, as: UTF8.self)
    }
}
