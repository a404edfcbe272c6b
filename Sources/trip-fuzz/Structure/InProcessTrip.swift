import Foundation
import TripCLI
import TripStore

/// Runs `trip` command lines in this process against one database, with stdout and stderr captured
/// separately, the way the CLI tests do.
struct InProcessTrip {
    struct Result {
        var code: Int32
        var stdout: String
        var stderr: String
    }

    /// The database every command uses.
    let databasePath: String
    /// The home folder and scratch space.
    let directory: String

    func run(_ arguments: [String], passphrase: String? = nil) -> Result {
        let output = BufferSink()
        let errors = BufferSink()
        var environment = ["TRIP_DB": databasePath, "HOME": directory, "NO_COLOR": "1", "XDG_DATA_HOME": directory]
        environment["TRIP_PASSPHRASE"] = passphrase
        let io = TerminalIO(standardOutput: output, standardError: errors, environment: environment)
        let code = TripCommandLine.run(arguments, io: io)
        return Result(code: code, stdout: output.text, stderr: errors.text)
    }

    /// Every row of every ordinary table: equal dumps mean the database did not change.
    func dump() throws -> String {
        guard FileManager.default.fileExists(atPath: databasePath) else { return "" }
        let connection = try Connection(path: databasePath)
        defer { connection.close() }
        let tables = try connection.query(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
                + "AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY name"
        ) { $0.string(0) }
        var text = ""
        for table in tables {
            try connection.forEach("SELECT * FROM \"\(table)\"") { row in
                text +=
                    table + ":" + (0..<24).map { row.isNull($0) ? "∅" : row.string($0) }.joined(separator: "|") + "\n"
            }
        }
        return text
    }
}
