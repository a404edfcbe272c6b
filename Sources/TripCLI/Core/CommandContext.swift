import Foundation
import TripModel
import TripStore

/// Everything a running command needs: its streams, the database, and injected time and ids.
package final class CommandContext {
    package let io: TerminalIO
    /// `--db` from the command line, if given.
    let databaseOverride: String?
    let clock: @Sendable () -> Timestamp
    let makeUUID: @Sendable () -> UUID
    /// When the command began, for limits that count the whole command (`trip route --time-limit`).
    let started = ContinuousClock.now
    private var openDatabase: Database?

    package init(
        io: TerminalIO, databaseOverride: String? = nil, clock: @escaping @Sendable () -> Timestamp = Timestamp.now,
        makeUUID: @escaping @Sendable () -> UUID = { UUID() }
    ) {
        self.io = io
        self.databaseOverride = databaseOverride
        self.clock = clock
        self.makeUUID = makeUUID
    }

    /// The database file: `--db`, else `$TRIP_DB`, else `${XDG_DATA_HOME:-~/.local/share}/trip/trip.sqlite`.
    package var databasePath: String {
        DatabaseLocation.path(override: databaseOverride, variable: io.variable)
    }

    /// The open database, created and migrated on first use.
    package func database() throws -> Database {
        if let openDatabase { return openDatabase }
        let path = databasePath
        do {
            try DatabaseLocation.createParentDirectory(of: path)
        } catch {
            throw CLIError.cannotCreate(
                localized("database.folder", ["path": path, "reason": FileProblem.reason(error)]))
        }
        try DatabaseOpening.check(path)
        let database: Database
        do {
            database = try Database(path: path, clock: clock)
        } catch {
            throw DatabaseOpening.describe(error, path: path) ?? error
        }
        openDatabase = database
        return database
    }

    /// Writes a line to standard output, with any control character in it shown as an escape
    /// (``VisibleText``): the lines carry names and notes from the database.
    package func print(_ line: String = "") {
        io.standardOutput.write(VisibleText.escaped(line, keepingNewlines: true) + "\n")
    }

    /// Writes a message line to standard error, control characters escaped like ``print(_:)``.
    package func note(_ message: String) {
        io.standardError.write(VisibleText.escaped(message, keepingNewlines: true) + "\n")
    }

    /// Prints `value` as pretty, key-sorted JSON on standard output.
    package func printJSON<T: Encodable>(_ value: T) throws {
        let data = try TripDocumentCoding.encoder().encode(value)
        print(String(decoding: data, as: UTF8.self))
    }

    /// A new random id (or a deterministic one in tests).
    package func newID() -> UUID { makeUUID() }

    /// Now, to the millisecond.
    package func now() -> Timestamp { clock() }

    /// Asks before something destructive. On a terminal the user answers; elsewhere `--yes` is required.
    /// - Returns: true to go ahead.
    /// - Throws: ``CLIError/usage(_:helpPath:)`` when not on a terminal and `yes` is false.
    package func confirm(_ question: String, yes: Bool) throws -> Bool {
        if yes { return true }
        guard io.stdinIsTerminal else {
            let asked = question.hasSuffix("?") || question.hasSuffix("？") ? String(question.dropLast()) : question
            throw CLIError.usage(localized("confirm.needs-yes", ["question": asked]))
        }
        io.standardError.write(localized("confirm.prompt", ["question": question]) + " ")
        let answer = io.readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        return ["y", "yes", "예", "네", "ㅇ"].contains(answer)
    }
}

/// Where the database lives by default.
enum DatabaseLocation {
    /// - Parameter variable: reads one environment variable.
    static func path(override: String?, variable: (String) -> String?) -> String {
        if let override, !override.isEmpty { return override }
        if let fromEnvironment = variable("TRIP_DB"), !fromEnvironment.isEmpty { return fromEnvironment }
        return dataDirectory(variable: variable) + "/trip.sqlite"
    }

    /// `${XDG_DATA_HOME:-~/.local/share}/trip`: the database and safety backups live here.
    static func dataDirectory(variable: (String) -> String?) -> String {
        if let xdg = variable("XDG_DATA_HOME"), xdg.hasPrefix("/") { return xdg + "/trip" }
        let home = variable("HOME").flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/trip"
    }

    /// Creates the database's folder, and any missing parents, readable by the owner only (0700):
    /// it holds the database and its safety backups.
    static func createParentDirectory(of path: String) throws {
        let parent = (path as NSString).deletingLastPathComponent
        guard !parent.isEmpty else { return }
        let previousMask = umask(0o077)
        defer { umask(previousMask) }
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    }
}
