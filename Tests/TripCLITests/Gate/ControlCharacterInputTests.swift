import Foundation
import Testing

/// Control characters never get in: ESC, BEL, CR, LF, DEL, C1 and NUL are refused in names from
/// every input, with the database unchanged; notes and addresses may hold tabs and newlines only.
@Suite struct ControlCharacterInputTests {
    static let values: [(String, String)] = [
        ("\u{1B}]0;pwned\u{07}", "U+001B"), ("\u{1B}[2J", "U+001B"), ("bell\u{07}", "U+0007"), ("a\rb", "U+000D"),
        ("a\nb", "U+000A"), ("a\tb", "U+0009"), ("ab\u{0}cd", "U+0000"), ("a\u{7F}b", "U+007F"), ("a\u{9B}b", "U+009B"),
    ]

    static let commands: [[String]] = [
        ["new", "†"], ["rename", "Seoul", "†"], ["stop", "add", "Seoul", "†", "--lat", "33", "--lon", "126"],
        ["stop", "edit", "Seoul", "1", "--name", "†"],
        ["stop", "add", "Seoul", "X", "--lat", "33", "--lon", "126", "--address", "†x\u{1B}"],
        ["companion", "add", "†", "--trip", "Seoul"],
        ["expense", "add", "Seoul", "1000", "--desc", "†", "--paid-by", "me"],
        ["spots", "search", "†"], ["new", "Notes", "--notes", "†x\u{1B}"], ["show", "†"],
    ]

    static func seeded() throws -> CLIHarness {
        let cli = try CLIHarness()
        try #require(cli.run("new", "Seoul").code == 0)
        try #require(cli.run("stop", "add", "Seoul", "A", "--lat", "37.5", "--lon", "127").code == 0)
        return cli
    }

    @Test(arguments: commands, 0..<values.count)
    func commandLineRefusesControlCharacters(command: [String], valueIndex: Int) throws {
        let (value, code) = Self.values[valueIndex]
        let cli = try Self.seeded()
        let before = try cli.dump()
        let arguments = command.map { $0.replacingOccurrences(of: "†", with: value) }
        // Notes and addresses may hold tabs and newlines; their other control characters are refused.
        let multiline = command.contains("--notes") || command.contains("--address")
        let result = cli.run(arguments: arguments)
        if multiline && (value == "a\tb" || value == "a\nb") {
            #expect(result.stderr.contains("U+001B"))
        } else {
            #expect(result.stderr.contains("contains the control character \(code)"), "\(result.stderr)")
        }
        #expect(result.code == 64)
        #expect(result.stdout == "")
        #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{07}"))
        #expect(try cli.dump() == before)
    }

    @Test func theMessageNamesTheArgument() throws {
        let cli = try Self.seeded()
        let result = cli.run("new", "\u{1B}]0;pwned\u{07}")
        #expect(result.stderr == "Error: argument name contains the control character U+001B\nSee 'trip new --help'.\n")
        let option = cli.run("stop", "edit", "Seoul", "1", "--name", "ab\u{0}cd")
        #expect(option.stderr == "Error: --name contains the control character U+0000\nSee 'trip stop edit --help'.\n")
    }

    @Test func notesKeepTabsAndNewlines() throws {
        let cli = try Self.seeded()
        #expect(cli.run("new", "Notes", "--notes", "line 1\n\tline 2").code == 0)
        #expect(
            cli.run("stop", "add", "Notes", "B", "--lat", "1", "--lon", "2", "--address", "Street 1\nCity").code == 0)
        let shown = cli.run("show", "Notes", "--json").stdout
        #expect(shown.contains(#""notes" : "line 1\n\tline 2""#))
        #expect(shown.contains(#""address" : "Street 1\nCity""#))
    }

    struct RouteFile: Sendable, CustomTestStringConvertible {
        let name: String
        let contents: String
        var testDescription: String { name }
    }

    static let routeFiles: [RouteFile] = [
        RouteFile(name: "esc.csv", contents: "name,lat,lon\r\n\"A\u{1B}]0;x\u{07}\",33.5,126.5\r\n"),
        RouteFile(name: "nul.csv", contents: "name,lat,lon\r\nab\u{0}cd,33.5,126.5\r\n"),
        RouteFile(
            name: "c1.gpx",
            contents: """
                <?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
                <wpt lat="33.5" lon="126.5"><name>a&#x9B;2J</name></wpt></gpx>
                """),
        RouteFile(
            name: "cr.kml",
            contents: """
                <?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>
                <Placemark><name>a&#13;b</name><Point><coordinates>126.5,33.5</coordinates></Point></Placemark>
                </Document></kml>
                """),
        RouteFile(
            name: "esc.geojson",
            contents: """
                {"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"a\\u001b[2J"},
                 "geometry":{"type":"Point","coordinates":[126.5,33.5]}}]}
                """),
    ]

    @Test(arguments: routeFiles)
    func routeFilesWithControlCharactersAreRefused(file: RouteFile) throws {
        let cli = try Self.seeded()
        let path = try cli.file(file.name, file.contents)
        let before = try cli.dump()
        let result = cli.run("import", path)
        #expect(result.code == 65)
        #expect(result.stderr.hasPrefix("Error: \(path)"), "\(result.stderr)")
        #expect(
            result.stderr.contains("field 'stops[0].name': the name contains the control character U+"),
            "\(result.stderr)")
        #expect(try cli.dump() == before)
    }

    @Test(arguments: [
        ("name", "\"ab\\u0000cd\"", "name: the name contains the control character U+0000"),
        ("notes", "\"x\\u001b]0;t\\u0007\"", "notes: the text contains the control character U+001B"),
    ])
    func tripDocumentsWithControlCharactersAreRefused(key: String, value: String, message: String) throws {
        let cli = try Self.seeded()
        let exported = cli.run("export", "Seoul", "--format", "json").stdout
        let edited = BackupTamper.replacing("\n  \"\(key)\" : ", with: value, in: exported)
        let path = try cli.file("bad.json", edited)
        cli.run("rm", "Seoul", "--yes")
        let before = try cli.dump()
        let result = cli.run("import", path)
        #expect(result.code == 65)
        #expect(result.stderr == "Error: \(path): \(message)\n")
        #expect(try cli.dump() == before)
    }
}
