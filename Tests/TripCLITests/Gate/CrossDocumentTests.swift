import Foundation
import Testing

/// `backup verify` runs every check `restore` makes that does not depend on the local database, so
/// a backup that verifies restores; and what only the local database can cause is a clear 65 too.
@Suite struct CrossDocumentTests {
    typealias Entries = [(String, Data)]

    static let secondID = "ffffffff-0000-4000-8000-000000000001"
    static let secondEntry = "trips/\(secondID).json"
    static let strangerSpot = "00000000-1111-4222-8333-444444444444"

    /// The sample trip under another id, planning, with only the parts `keep` names.
    static func secondTrip(_ entries: Entries, keep: Set<String>, companionName: String? = nil) throws -> Entries {
        let original = try #require(entries.first { $0.0 == GateFixture.tripEntry }?.1)
        var trip = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
        trip["id"] = secondID
        trip["status"] = "planning"
        trip["finishedAt"] = NSNull()
        for part in ["stops", "expenses", "companions"] where !keep.contains(part) { trip[part] = [Any]() }
        if let companionName, var companions = trip["companions"] as? [[String: Any]] {
            companions[0]["name"] = companionName
            trip["companions"] = companions
        }
        return entries + [(secondEntry, try JSONSerialization.data(withJSONObject: trip, options: [.sortedKeys]))]
    }

    /// Edits one JSON entry in place.
    static func editing(_ entries: Entries, _ name: String, _ edit: (inout Any) throws -> Void) throws -> Entries {
        try entries.map { entry in
            guard entry.0 == name else { return entry }
            var object = try JSONSerialization.jsonObject(with: entry.1)
            try edit(&object)
            return (name, try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
        }
    }

    static func companionsRenamed(_ entries: Entries, to name: String) throws -> Entries {
        try editing(entries, "companions.json") { object in
            guard var list = object as? [[String: Any]] else { return }
            list[0]["name"] = name
            object = list
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let label: String
        let make: @Sendable (Entries) throws -> Entries
        let entry: String
        let field: String
        let reason: String
        var testDescription: String { label }
    }

    static let stopID = "6513270e-269e-4d37-b2a7-4de452e6b438"

    /// Backups that contradict themselves: verify and restore refuse them alike.
    static let inconsistent: [Case] = [
        Case(
            label: "stop id in two trips", make: { try secondTrip($0, keep: ["stops"]) }, entry: secondEntry,
            field: "stops[0].id", reason: "stop id \(stopID) is also a stop of another trip"),
        Case(
            // The companions come along: an expense's people must be on its trip.
            label: "expense id in two trips", make: { try secondTrip($0, keep: ["expenses", "companions"]) },
            entry: secondEntry,
            field: "expenses[0].id", reason: "is also an expense of another trip"),
        Case(
            label: "companion id under two names in trips",
            make: { entries in
                try secondTrip(entries, keep: ["companions"], companionName: "Alex").filter {
                    $0.0 != "companions.json"
                }
            }, entry: secondEntry,
            field: "companions[0].id",
            reason: "is '지민' in '\(GateFixture.tripEntry)' but 'Alex' here"),
        Case(
            label: "companion id under two names in companions.json and a trip",
            make: { try companionsRenamed($0, to: "Alex") }, entry: GateFixture.tripEntry,
            field: "companions[0].id", reason: "is 'Alex' in 'companions.json' but '지민' here"),
        Case(
            label: "bookmark to a missing spot",
            make: { entries in
                try editing(entries, "bookmarks.json") { object in
                    guard var list = object as? [[String: Any]] else { return }
                    list[0]["spotId"] = strangerSpot
                    object = list
                }
            }, entry: "bookmarks.json", field: "[0].spotId", reason: "no spot with id \(strangerSpot) in this backup"),
        Case(
            label: "duplicate spot content id",
            make: { entries in
                try editing(entries, "spots/000001.json") { object in
                    guard var list = object as? [[String: Any]] else { return }
                    list[2]["contentId"] = list[1]["contentId"]
                    object = list
                }
            }, entry: "spots/000001.json", field: "[2].contentId", reason: "belongs to another spot of this backup"),
    ]

    @Test(arguments: inconsistent)
    func verifyAndRestoreRefuseAnInconsistentBackup(item: Case) throws {
        let cli = try CLIHarness()
        let good = try GateFixture.seed(cli)
        let bad = cli.directory.appendingPathComponent("bad.tar.gz").path
        try BackupTamper.write(try item.make(try BackupTamper.entries(good)), to: bad)
        let prefix = "Error: \(bad), entry '\(item.entry)', field '\(item.field)': "
        let before = try cli.dump()
        let empty = try CLIHarness()
        for (harness, command) in [
            (cli, ["backup", "verify", bad]), (cli, ["backup", "restore", bad]),
            (cli, ["backup", "restore", "--replace", "--yes", bad]), (cli, ["backup", "restore", "--dry-run", bad]),
            (empty, ["backup", "restore", bad]),
        ] {
            let result = harness.run(arguments: command)
            #expect(result.code == 65, "\(command)")
            let message = result.stderr.split(separator: "\n").last.map(String.init) ?? ""
            #expect(message.hasPrefix(prefix), "\(command): \(result.stderr)")
            #expect(message.contains(item.reason) && message.hasSuffix("."), "\(command): \(result.stderr)")
            #expect(!result.stderr.contains("SQLite"))
        }
        #expect(try cli.dump() == before)
        #expect(try empty.dump() == "" || !(try empty.dump().contains("trips:")))
    }

    /// Backups that are fine on their own but collide with what this database holds: verify passes,
    /// restore refuses with 65, names the field, and changes nothing.
    static let localConflicts: [Case] = [
        Case(
            label: "stop id of another local trip",
            make: { entries in
                try secondTrip(entries, keep: ["stops"]).filter { $0.0 != GateFixture.tripEntry }
            }, entry: secondEntry, field: "stops[0].id",
            reason: "stop id \(stopID) already belongs to another trip"),
        Case(
            label: "expense id of another local trip",
            make: { entries in
                try secondTrip(entries, keep: ["expenses", "companions"]).filter { $0.0 != GateFixture.tripEntry }
            }, entry: secondEntry, field: "expenses[0].id", reason: "already belongs to another trip"),
        Case(
            label: "companion id known here under another name, in a trip",
            make: { entries in
                try secondTrip(entries, keep: ["companions"], companionName: "Alex").filter {
                    $0.0 != GateFixture.tripEntry && $0.0 != "companions.json"
                }
            }, entry: secondEntry, field: "companions[0].id", reason: "is '지민' here, not 'Alex'"),
        Case(
            label: "companion id known here under another name, in companions.json",
            make: { entries in
                try companionsRenamed(entries, to: "Alex").filter { $0.0 != GateFixture.tripEntry }
            }, entry: "companions.json", field: "[0].id", reason: "is '지민' here, not 'Alex'"),
        Case(
            label: "spot content id of another local spot",
            make: { entries in
                try editing(entries, "spots/000001.json") { object in
                    guard var list = object as? [[String: Any]] else { return }
                    // Spot 1 takes spot 0's content id and is newer; spot 0 leaves the backup (but not the database).
                    list[1]["contentId"] = list[0]["contentId"]
                    list[1]["updatedAt"] = "2027-01-01T00:00:00.000Z"
                    list.removeFirst()
                    object = list
                }
            }, entry: "spots/000001.json", field: "[0].contentId", reason: "belongs to another spot in the database"),
    ]

    @Test(arguments: localConflicts)
    func restoreRefusesWhatCollidesWithTheLocalDatabase(item: Case) throws {
        let cli = try CLIHarness()
        let good = try GateFixture.seed(cli)
        // The bookmark points at spot 0 in the spot case; keep the backup self-consistent without it.
        let entries = try item.make(try BackupTamper.entries(good)).filter {
            item.entry != "spots/000001.json" || $0.0 != "bookmarks.json"
        }
        let bad = cli.directory.appendingPathComponent("bad.tar.gz").path
        try BackupTamper.write(entries, to: bad)
        let verified = cli.run("backup", "verify", bad)
        #expect(verified.code == 0, "\(verified.stderr)")
        let before = try cli.dump()
        let result = cli.run("backup", "restore", bad)
        #expect(result.code == 65)
        #expect(
            result.stderr.hasPrefix("Error: \(bad), entry '\(item.entry)', field '\(item.field)': "), "\(result.stderr)"
        )
        #expect(result.stderr.contains(item.reason), "\(result.stderr)")
        #expect(!result.stderr.contains("SQLite"))
        #expect(result.stdout == "")
        #expect(try cli.dump() == before)
    }
}
