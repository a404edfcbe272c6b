import Foundation
import Testing

/// Every input applies the same limits: what `new` and `rename` refuse, import and restore refuse
/// too, and nothing gets in that `trip import` could not read back from an export.
@Suite struct AgreedLimitsTests {
    @Test(arguments: ["", "   ", "\u{3000}"], ["json", "gpx"])
    func importRefusesABlankName(name: String, format: String) throws {
        let cli = try CLIHarness()
        try #require(cli.run("new", "Seoul").code == 0)
        let path =
            format == "json"
            ? CLIHarness.sample("seoul-day.json")
            : try cli.file(
                "route.gpx",
                """
                <?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
                <wpt lat="33.5" lon="126.5"><name>A</name></wpt></gpx>
                """)
        let before = try cli.dump()
        let result = cli.run("import", path, "--name", name)
        #expect(result.code == 64)
        #expect(result.stderr == "Error: --name is blank\nSee 'trip import --help'.\n")
        #expect(try cli.dump() == before)
        #expect(cli.run("new", name).code == 64)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let label: String
        let entry: String
        let indent: Int
        let key: String
        let occurrence: Int
        let value: String
        let field: String
        let reason: String
        var testDescription: String { label }
    }

    static let longNote = "\"" + String(repeating: "가", count: 65_537) + "\""

    static let cases: [Case] = [
        Case(
            label: "blank trip name", entry: GateFixture.tripEntry, indent: 2, key: "name", occurrence: 1,
            value: "\"  \"", field: "name", reason: "the name is blank"),
        Case(
            label: "blank stop name", entry: GateFixture.tripEntry, indent: 6, key: "name", occurrence: 2,
            value: "\" \"", field: "stops[0]", reason: "a stop needs a name"),
        Case(
            label: "blank companion", entry: "companions.json", indent: 4, key: "name", occurrence: 1,
            value: "\"\\t\"", field: "[0].name", reason: "the name is blank"),
        Case(
            label: "planning trip with finishedAt", entry: GateFixture.tripEntry, indent: 2, key: "status",
            occurrence: 1, value: "\"planning\"", field: "finishedAt", reason: "a planning trip has no finishedAt"),
        Case(
            label: "note over the limit", entry: GateFixture.tripEntry, indent: 6, key: "notes", occurrence: 1,
            value: longNote, field: "stops[0].notes", reason: "the text is over 65536 characters"),
        Case(
            label: "trip name over the limit", entry: GateFixture.tripEntry, indent: 2, key: "name", occurrence: 1,
            value: "\"" + String(repeating: "a", count: 501) + "\"", field: "name",
            reason: "the name is over 500 characters"),
        Case(
            label: "blank expense description", entry: GateFixture.tripEntry, indent: 6, key: "description",
            occurrence: 1, value: "\" \"", field: "expenses[0].description", reason: "the description is blank"),
        // A payer who is not on the trip is brought back as a companion (BroughtBackCompanionTests),
        // unless the name could not be anyone's.
        Case(
            label: "payer whose name no person may have", entry: GateFixture.tripEntry, indent: 6, key: "paidBy",
            occurrence: 1, value: "\"a\\u202Eb\"", field: "expenses[0].paidBy",
            reason: "the name contains the bidirectional formatting character U+202E, which reorders how it is shown"),
        Case(
            label: "blank share name", entry: GateFixture.tripEntry, indent: 10, key: "name",
            occurrence: 1, value: "\"  \"", field: "expenses[0].shares[0].name", reason: "the name is blank"),
        Case(
            label: "bidirectional override in a name", entry: GateFixture.tripEntry, indent: 2, key: "name",
            occurrence: 1, value: "\"a\\u202Eb\"", field: "name",
            reason: "the name contains the bidirectional formatting character U+202E, which reorders how it is shown"),
    ]

    @Test(arguments: cases)
    func backupsAndTripDocumentsKeepTheSameLimits(item: Case) throws {
        let cli = try CLIHarness()
        let good = try GateFixture.seed(cli)
        let bad = try GateFixture.tampered(
            good, in: cli, entry: item.entry, indent: item.indent, key: item.key, occurrence: item.occurrence,
            value: item.value)
        let before = try cli.dump()
        let expected = "Error: \(bad), entry '\(item.entry)', field '\(item.field)': \(item.reason).\n"
        for command in [["backup", "verify", bad], ["backup", "restore", bad]] {
            let result = cli.run(arguments: command)
            #expect(result.code == 65, "\(command)")
            #expect(result.stderr == expected, "\(command): \(result.stderr.prefix(300))")
        }
        #expect(try cli.dump() == before)
        guard item.entry == GateFixture.tripEntry else { return }
        let exported = cli.run("export", "서울", "--format", "json").stdout
        let edited = BackupTamper.replacing(
            "\n" + String(repeating: " ", count: item.indent) + "\"\(item.key)\" : ", with: item.value, in: exported,
            occurrence: item.occurrence)
        let path = try cli.file("bad.json", edited)
        let imported = cli.run("import", path)
        #expect(imported.code == 65)
        #expect(imported.stderr == "Error: \(path): \(item.field): \(item.reason)\n")
        #expect(try cli.dump() == before)
    }
}
