import Foundation
import Testing

/// Backups, 여행가자곰 files and TourAPI responses are refused when a name carries a control
/// character: by verify and restore alike, exit 65, naming file, entry and field, nothing changed.
@Suite struct ControlCharacterBackupTests {
    struct Place: CustomTestStringConvertible, Sendable {
        let entry: String
        let indent: Int
        let key: String
        let occurrence: Int
        let field: String
        let reason: String
        var testDescription: String { "\(entry) \(field)" }
    }

    static let esc = "\"x\\u001b]0;pwned\\u0007\""
    static let places: [Place] = [
        Place(
            entry: GateFixture.tripEntry, indent: 2, key: "name", occurrence: 1, field: "name",
            reason: "the name contains the control character U+001B"),
        Place(
            entry: GateFixture.tripEntry, indent: 2, key: "notes", occurrence: 1, field: "notes",
            reason: "the text contains the control character U+001B"),
        Place(
            entry: GateFixture.tripEntry, indent: 6, key: "name", occurrence: 2, field: "stops[0].name",
            reason: "the name contains the control character U+001B"),
        Place(
            entry: GateFixture.tripEntry, indent: 6, key: "address", occurrence: 1, field: "stops[0].address",
            reason: "the address contains the control character U+001B"),
        Place(
            entry: GateFixture.tripEntry, indent: 6, key: "notes", occurrence: 1, field: "stops[0].notes",
            reason: "the text contains the control character U+001B"),
        Place(
            entry: GateFixture.tripEntry, indent: 6, key: "name", occurrence: 1, field: "companions[0].name",
            reason: "the name contains the control character U+001B"),
        Place(
            entry: GateFixture.tripEntry, indent: 6, key: "description", occurrence: 1,
            field: "expenses[0].description", reason: "the description contains the control character U+001B"),
        Place(
            entry: GateFixture.tripEntry, indent: 6, key: "paidBy", occurrence: 1, field: "expenses[0].paidBy",
            reason: "the name contains the control character U+001B"),
        Place(
            entry: "companions.json", indent: 4, key: "name", occurrence: 1, field: "[0].name",
            reason: "the name contains the control character U+001B"),
        Place(
            entry: "spots/000001.json", indent: 4, key: "title", occurrence: 1, field: "[0].title",
            reason: "the title contains the control character U+001B"),
        Place(
            entry: "spots/000001.json", indent: 4, key: "address", occurrence: 2, field: "[1].address",
            reason: "the address contains the control character U+001B"),
        Place(
            entry: "search-history.json", indent: 4, key: "keyword", occurrence: 1, field: "[0].keyword",
            reason: "the keyword contains the control character U+001B"),
    ]

    @Test(arguments: places)
    func backupWithAControlCharacterIsRefused(place: Place) throws {
        let cli = try CLIHarness()
        let good = try GateFixture.seed(cli)
        let bad = try GateFixture.tampered(
            good, in: cli, entry: place.entry, indent: place.indent, key: place.key, occurrence: place.occurrence,
            value: Self.esc)
        let expected = "Error: \(bad), entry '\(place.entry)', field '\(place.field)': \(place.reason).\n"
        let before = try cli.dump()
        for command in [
            ["backup", "verify", bad], ["backup", "restore", bad], ["backup", "restore", "--dry-run", bad],
        ] {
            let result = cli.run(arguments: command)
            #expect(result.code == 65, "\(command)")
            #expect(result.stderr == expected, "\(command): \(result.stderr)")
        }
        #expect(try cli.dump() == before)
    }

    @Test(arguments: [
        ("tripName", "name", "the name contains the control character U+001B"),
        ("name", "stops[0].name", "the name contains the control character U+0000"),
    ])
    func legacyBackupWithAControlCharacterIsRefused(key: String, field: String, reason: String) throws {
        let cli = try CLIHarness()
        try #require(cli.run("new", "Seoul").code == 0)
        let value = key == "tripName" ? "a\\u001b[2J" : "ab\\u0000cd"
        let json = """
            [{"isTraveling": false, "tripName": "\(key == "tripName" ? value : "Jeju")", "companions": [],
              "trips": [{"turn": 1, "name": "\(key == "name" ? value : "A")", "address": "", "latitude": 33.5,
                         "longitude": 126.5}]}]
            """
        let folder = cli.directory.appendingPathComponent("legacy")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("encodedData.json").path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        let before = try cli.dump()
        for command in [["backup", "verify", path], ["backup", "restore", path]] {
            let result = cli.run(arguments: command)
            #expect(result.code == 65, "\(command)")
            #expect(
                result.stderr == "Error: \(path), entry 'encodedData.json', field '\(field)': \(reason).\n",
                "\(command): \(result.stderr)")
        }
        #expect(try cli.dump() == before)
    }

    @Test(arguments: [
        ("\"title\": \"경복궁\"", "\"title\": \"경복궁\\u001b]0;x\\u0007\"", "title"),
        ("\"addr1\": \"서울특별시 종로구 사직로 161\"", "\"addr1\": \"a\\rb\"", "addr1"),
        ("\"tel\": \"\"", "\"tel\": \"02\\u009b2J\"", "tel"),
    ])
    func tourAPIWithAControlCharacterIsRefused(original: String, replacement: String, field: String) throws {
        let cli = try CLIHarness()
        try #require(cli.run("new", "Seoul").code == 0)
        let text = try String(contentsOfFile: GateFixture.tourAPI, encoding: .utf8)
        let edited = text.replacingOccurrences(of: original, with: replacement)
        try #require(edited != text)
        let path = try cli.file("bad.json", edited)
        let before = try cli.dump()
        let result = cli.run("spots", "import", path)
        #expect(result.code == 65)
        #expect(result.stderr.contains(field) && result.stderr.contains("contains the control character U+"))
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(try cli.dump() == before)
    }
}
