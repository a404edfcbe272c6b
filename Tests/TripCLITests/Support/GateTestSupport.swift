import Foundation
import Testing

/// A database holding one of everything a backup carries, each with every timestamp and text field
/// filled in, so a gate test can break any one of them.
enum GateFixture {
    static let tourAPI = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/tourapi/areaBasedList2_seoul.json").path

    /// The id of the sample trip `seoul-day.json`.
    static let tripEntry = "trips/5e0a1d2c-0000-4000-8000-000000000001.json"

    /// Seeds `cli` with the Seoul sample (a companion, six stops), an expense, a finished status,
    /// the Seoul spot catalog, a bookmark and a search, and returns a backup of it all.
    static func seed(_ cli: CLIHarness) throws -> String {
        let steps: [[String]] = [
            ["import", CLIHarness.sample("seoul-day.json")],
            ["expense", "add", "서울", "12000", "--desc", "lunch", "--paid-by", "me"],
            ["finish", "서울"],
            ["spots", "import", tourAPI],
            ["spots", "bookmark", "126508"],
            ["spots", "search", "궁"],
        ]
        for step in steps {
            let result = cli.run(arguments: step)
            try #require(result.code == 0, "\(step): \(result.stderr)")
        }
        let path = cli.directory.appendingPathComponent("good.tar.gz").path
        try #require(cli.run("backup", "create", path).code == 0)
        return path
    }

    /// A copy of `backup` with one value replaced: the `occurrence`-th `key` indented by `indent`
    /// spaces in the entries whose name starts with `entry`.
    static func tampered(
        _ backup: String, in cli: CLIHarness, entry: String, indent: Int, key: String, occurrence: Int = 1,
        value: String
    ) throws -> String {
        let path = cli.directory.appendingPathComponent("bad-\(UUID().uuidString.prefix(8)).tar.gz").path
        var changed = false
        try BackupTamper.rewrite(backup, to: path) { name, text in
            guard name.hasPrefix(entry) else { return text }
            let edited = BackupTamper.replacing(
                "\n" + String(repeating: " ", count: indent) + "\"\(key)\" : ", with: value, in: text,
                occurrence: occurrence)
            changed = changed || edited != text
            return edited
        }
        try #require(changed, "no \(key) at indent \(indent) in \(entry)")
        return path
    }
}
