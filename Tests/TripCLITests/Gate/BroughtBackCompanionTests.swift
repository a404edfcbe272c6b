import Foundation
import Testing

@testable import TripStore

/// Earlier versions let `companion rm` take off someone who paid or shares an expense, so backups and
/// trip exports they wrote can hold such a trip. Restore, verify and import bring the person back as a
/// companion of that trip and say so, rather than refusing the whole file.
@Suite struct BroughtBackCompanionTests {
    static let trip = "서울 하루 (Seoul day)"
    static let note =
        "Note: '\(trip)': '지민' paid or shares an expense but was no longer on the trip "
        + "(an earlier version let them be removed); added back as a companion"

    /// A database as an earlier version could leave it: 지민 paid the lunch and shares the taxi, then was
    /// taken off the trip (with `forgotten`, off the companion list too). This version refuses that
    /// removal, so the rows are deleted by hand.
    static func oldDatabase(forgotten: Bool) throws -> CLIHarness {
        let (cli, _, _) = try ParticipantGateTests.seeded()
        let connection = try Connection(path: cli.databasePath)
        try connection.run("DELETE FROM trip_companions")
        if forgotten { try connection.run("DELETE FROM companions") }
        connection.close()
        return cli
    }

    /// The trip's exported expenses, as sorted-key JSON so two can be compared.
    static func expenses(_ cli: CLIHarness, trip: String = trip) throws -> String {
        let exported = cli.run("export", trip, "--format", "json")
        try #require(exported.code == 0, "\(exported.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(exported.stdout.utf8)) as? [String: Any]
        let expenses = try #require(object?["expenses"] as? [[String: Any]])
        try #require(expenses.count == 2)
        return String(
            decoding: try JSONSerialization.data(withJSONObject: expenses, options: .sortedKeys), as: UTF8.self)
    }

    @Test(arguments: [false, true])
    func restoreAndVerifyBringThePayerBack(forgotten: Bool) throws {
        let old = try Self.oldDatabase(forgotten: forgotten)
        let archive = old.directory.appendingPathComponent("old.tar.gz").path
        #expect(old.run("backup", "create", archive).code == 0)
        let elsewhere = try CLIHarness()
        let verified = elsewhere.run("backup", "verify", archive)
        #expect(verified.code == 0, "\(verified.stderr)")
        #expect(verified.stderr == Self.note + "\n")
        let json = elsewhere.run("backup", "verify", archive, "--json")
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(report?["notes"] as? [String] == [String(Self.note.dropFirst("Note: ".count))])

        let restored = elsewhere.run("backup", "restore", archive)
        #expect(restored.code == 0, "\(restored.stderr)")
        #expect(restored.stderr.contains(Self.note + "\n"))
        #expect(elsewhere.run("companion", "list", "--trip", "서울").stdout == "지민\n")
        #expect(try Self.expenses(elsewhere) == Self.expenses(old))

        // Restoring it again (or after verify, as above) changes nothing: no second 지민.
        let once = try elsewhere.dump()
        #expect(elsewhere.run("backup", "restore", archive).code == 0)
        #expect(try elsewhere.dump() == once)
        #expect(elsewhere.run("companion", "list", "--all").stdout == "지민  (1 trip)\n")

        // The restored trip is whole again: its backup verifies and its export imports, without a note.
        let again = elsewhere.directory.appendingPathComponent("again.tar.gz").path
        #expect(elsewhere.run("backup", "create", again).code == 0)
        let third = try CLIHarness()
        let clean = third.run("backup", "verify", again)
        #expect(clean.code == 0, "\(clean.stderr)")
        #expect(clean.stderr.isEmpty)
        let document = try third.file("again.json", elsewhere.run("export", "서울", "--format", "json").stdout)
        let imported = third.run("import", document)
        #expect(imported.code == 0, "\(imported.stderr)")
        #expect(imported.stderr.isEmpty)
        #expect(third.run("companion", "list", "--trip", "서울").stdout == "지민\n")
    }

    @Test func importBringsThePayerBack() throws {
        let old = try Self.oldDatabase(forgotten: true)
        let exported = old.run("export", "서울", "--format", "json")
        #expect(exported.code == 0)
        let path = try old.file("old.json", exported.stdout)
        let elsewhere = try CLIHarness()
        let imported = elsewhere.run("import", path)
        #expect(imported.code == 0, "\(imported.stderr)")
        #expect(imported.stderr == Self.note + "\n")
        #expect(elsewhere.run("companion", "list", "--trip", "서울").stdout == "지민\n")
        #expect(try Self.expenses(elsewhere) == Self.expenses(old))
        // A copy is named as stored; the person is the same companion, not a second one.
        let copied = elsewhere.run("import", path, "--name", "Copy")
        #expect(copied.code == 0, "\(copied.stderr)")
        #expect(copied.stderr.hasPrefix("Note: 'Copy': '지민' paid or shares an expense"))
        #expect(elsewhere.run("companion", "list", "--all").stdout == "지민  (2 trips)\n")
    }

    /// The rule itself stays: the command line cannot name a stranger, and a payer cannot be removed.
    @Test func theCommandLineStillCannotMakeSuchATrip() throws {
        let (cli, _, _) = try ParticipantGateTests.seeded()
        let before = try cli.dump()
        #expect(cli.run("expense", "add", "서울", "5000", "--desc", "tea", "--paid-by", "Ghost").code != 0)
        #expect(cli.run("companion", "rm", "지민", "--trip", "서울").code == 65)
        #expect(try cli.dump() == before)
    }
}
