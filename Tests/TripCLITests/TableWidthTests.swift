import Foundation
import Testing

/// Tables written to a file or a pipe are data and keep every cell whole; on a narrow terminal every
/// wide column gives up space fairly.
@Suite struct TableWidthTests {
    static let longName = "아주 긴 이름의 정류장 " + String(repeating: "Long stop name ", count: 8) + "끝"
    static let longAddress = "서울특별시 종로구 " + String(repeating: "very long address line ", count: 6) + "161"
    static let longTrip = "Trip with a name far longer than any terminal is wide " + String(repeating: "x", count: 80)
    static let longDescription = "Dinner " + String(repeating: "with a very long description ", count: 5)
    static let longCompanion = "Companion" + String(repeating: "ish", count: 30)

    static func prepared() throws -> CLIHarness {
        let cli = try CLIHarness()
        try #require(cli.run("new", longTrip).code == 0)
        let trip = String(longTrip.prefix(20))
        try #require(
            cli.run("stop", "add", trip, longName, "--lat", "37.5796", "--lon", "126.977", "--address", longAddress)
                .code == 0)
        try #require(cli.run("stop", "add", trip, "B", "--lat", "37.58", "--lon", "126.99", "--day", "1").code == 0)
        try #require(cli.run("stop", "add", trip, "C", "--lat", "37.57", "--lon", "126.98", "--day", "1").code == 0)
        try #require(cli.run("stop", "edit", trip, "1", "--day", "1").code == 0)
        try #require(cli.run("companion", "add", longCompanion, "--trip", trip).code == 0)
        try #require(
            cli.run("expense", "add", trip, "96000", "--desc", longDescription, "--paid-by", longCompanion).code == 0)
        return cli
    }

    static let commands: [[String]] = [
        ["list"], ["show", "Trip with"], ["stop", "list", "Trip with"], ["route", "Trip with"],
        ["route", "Trip with", "--optimize", "--start", "any"], ["plan", "days", "1", "Trip with"],
        ["expense", "list", "Trip with"], ["settle", "Trip with"], ["fare", "Trip with"],
    ]

    @Test(arguments: commands)
    func nothingIsShortenedOffATerminal(command: [String]) throws {
        let cli = try Self.prepared()
        let result = cli.run(arguments: command, environment: ["COLUMNS": "40"])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("…"))
        let expected: [String] =
            switch command[0] {
            case "list": [Self.longTrip]
            case "show": [Self.longName, Self.longAddress]
            case "expense": [Self.longDescription.trimmingCharacters(in: .whitespaces), Self.longCompanion]
            case "settle": [Self.longCompanion]
            default: [Self.longName]
            }
        for text in expected { #expect(result.stdout.contains(text), "\(command)") }
    }

    @Test func aNarrowTerminalShortensEveryWideColumnFairly() throws {
        let cli = try Self.prepared()
        let result = cli.run("show", "Trip with", terminal: true, environment: ["COLUMNS": "60", "NO_COLOR": "1"])
        #expect(result.code == 0)
        let row = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix(" 1") || $0.hasPrefix("1 ") })
        #expect(DisplayWidthProbe.width(row) <= 60)
        // Both the name and the address are cut, neither down to nothing.
        #expect(row.contains("아주 긴"))
        #expect(row.contains("서울특별시"))
        #expect(row.filter { $0 == "…" }.count == 2)
    }
}

/// Terminal columns of a line, counting Hangul as two (as the table does).
enum DisplayWidthProbe {
    static func width(_ text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ((0xAC00...0xD7A3).contains($1.value) ? 2 : 1) }
    }
}
