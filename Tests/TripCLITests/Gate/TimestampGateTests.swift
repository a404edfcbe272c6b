import Foundation
import Testing

/// A timestamp that parses but falls outside years 1…9999 UTC (or carries an impossible offset)
/// used to be stored as text nothing could read back, bricking list, show, export and backup.
/// Every input now refuses it with exit 65 and the database unchanged.
@Suite struct TimestampGateTests {
    struct Place: CustomTestStringConvertible, Sendable {
        let entry: String
        let indent: Int
        let key: String
        let occurrence: Int
        let field: String
        var testDescription: String { "\(entry) \(field)" }
    }

    /// Every timestamp field of every record kind a backup holds.
    static let places: [Place] = [
        Place(entry: GateFixture.tripEntry, indent: 2, key: "createdAt", occurrence: 1, field: "createdAt"),
        Place(entry: GateFixture.tripEntry, indent: 2, key: "updatedAt", occurrence: 1, field: "updatedAt"),
        Place(entry: GateFixture.tripEntry, indent: 2, key: "finishedAt", occurrence: 1, field: "finishedAt"),
        Place(
            entry: GateFixture.tripEntry, indent: 6, key: "updatedAt", occurrence: 1,
            field: "companions[0].updatedAt"),
        Place(
            entry: GateFixture.tripEntry, indent: 6, key: "createdAt", occurrence: 1, field: "expenses[0].createdAt"),
        Place(
            entry: GateFixture.tripEntry, indent: 6, key: "updatedAt", occurrence: 2, field: "expenses[0].updatedAt"),
        Place(entry: GateFixture.tripEntry, indent: 6, key: "updatedAt", occurrence: 3, field: "stops[0].updatedAt"),
        Place(entry: GateFixture.tripEntry, indent: 6, key: "updatedAt", occurrence: 8, field: "stops[5].updatedAt"),
        Place(entry: "companions.json", indent: 4, key: "updatedAt", occurrence: 1, field: "[0].updatedAt"),
        Place(entry: "spots/000001.json", indent: 4, key: "createdAt", occurrence: 1, field: "[0].createdAt"),
        Place(entry: "spots/000001.json", indent: 4, key: "modifiedAt", occurrence: 2, field: "[1].modifiedAt"),
        Place(entry: "spots/000001.json", indent: 4, key: "updatedAt", occurrence: 1, field: "[0].updatedAt"),
        Place(entry: "bookmarks.json", indent: 4, key: "createdAt", occurrence: 1, field: "[0].createdAt"),
        Place(entry: "search-history.json", indent: 4, key: "searchedAt", occurrence: 1, field: "[0].searchedAt"),
    ]

    static let values: [(String, String)] = [
        ("0001-01-01T00:00:00+01:00", "falls outside years 1…9999 in UTC"),
        ("9999-12-31T23:59:59-01:00", "falls outside years 1…9999 in UTC"),
        ("2026-11-30T13:06:50+99:99", "has a UTC offset beyond ±23:59"),
    ]

    @Test(arguments: places, 0..<values.count)
    func backupWithTheTimestampIsRefusedByVerifyAndRestore(place: Place, valueIndex: Int) throws {
        let (value, reason) = Self.values[valueIndex]
        let cli = try CLIHarness()
        let good = try GateFixture.seed(cli)
        let bad = try GateFixture.tampered(
            good, in: cli, entry: place.entry, indent: place.indent, key: place.key, occurrence: place.occurrence,
            value: "\"\(value)\"")
        let expected = "Error: \(bad), entry '\(place.entry)', field '\(place.field)': '\(value)' \(reason).\n"
        let before = try cli.dump()
        for command in [
            ["backup", "verify", bad], ["backup", "restore", bad], ["backup", "restore", "--replace", "--yes", bad],
        ] {
            let result = cli.run(arguments: command)
            #expect(result.code == 65, "\(command)")
            #expect(result.stderr.hasSuffix(expected), "\(command): \(result.stderr)")
            #expect(result.stdout == "")
        }
        #expect(try cli.dump() == before)
        // What was refused leaves every command working: the good backup still round-trips.
        #expect(cli.run("list").code == 0)
        #expect(cli.run("backup", "verify", good).code == 0)
    }

    @Test(
        arguments: [
            ("  ", "createdAt", 1, "createdAt"), ("  ", "updatedAt", 1, "updatedAt"),
            ("  ", "finishedAt", 1, "finishedAt"),
            ("      ", "updatedAt", 1, "companions[0].updatedAt"), ("      ", "createdAt", 1, "expenses[0].createdAt"),
            ("      ", "updatedAt", 2, "expenses[0].updatedAt"), ("      ", "updatedAt", 4, "stops[1].updatedAt"),
        ], 0..<values.count)
    func tripDocumentWithTheTimestampIsRefusedByImport(
        place: (String, String, Int, String), valueIndex: Int
    ) throws {
        let (value, reason) = Self.values[valueIndex]
        let cli = try CLIHarness()
        _ = try GateFixture.seed(cli)
        let exported = cli.run("export", "서울", "--format", "json").stdout
        let edited = BackupTamper.replacing(
            "\n\(place.0)\"\(place.1)\" : ", with: "\"\(value)\"", in: exported, occurrence: place.2)
        try #require(edited != exported)
        let path = try cli.file("bad.json", edited)
        let before = try cli.dump()
        let result = cli.run("import", path)
        #expect(result.code == 65)
        #expect(result.stderr == "Error: \(path): \(place.3): '\(value)' \(reason)\n")
        #expect(try cli.dump() == before)
    }

    /// TourAPI times are Korean time: the first nine hours of year 1 fall in year 0 UTC.
    @Test func tourAPITimeBeforeYearOneUTCIsRefused() throws {
        let cli = try CLIHarness()
        _ = try GateFixture.seed(cli)
        let text = try String(contentsOfFile: GateFixture.tourAPI, encoding: .utf8)
            .replacingOccurrences(
                of: "\"createdtime\": \"20031106090000\"", with: "\"createdtime\": \"00010101085959\"")
        let path = try cli.file("early.json", text)
        let before = try cli.dump()
        let result = cli.run("spots", "import", path)
        #expect(result.code == 65)
        #expect(result.stderr.contains("createdtime"))
        #expect(result.stderr.contains("'00010101085959' falls outside years 1…9999 in UTC"))
        #expect(try cli.dump() == before)
    }
}
