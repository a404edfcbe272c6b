import Foundation
import TripStore

/// What the user sees when the database file itself is the problem: the path as given and what to
/// do, instead of SQLite's result code and the PRAGMA that happened to run first.
enum DatabaseOpening {
    /// SQLite's SQLITE_CANTOPEN and SQLITE_NOTADB primary result codes.
    private static let cannotOpen: Int32 = 14
    private static let notADatabase: Int32 = 26

    /// Refuses a directory before SQLite is asked to open it.
    static func check(_ path: String) throws {
        if FileProblem.isDirectory(path) {
            throw CLIError.cannotCreate(
                localized(
                    "database.is-directory",
                    ["path": path, "example": (path as NSString).appendingPathComponent("trip.sqlite")]))
        }
    }

    /// The message for an error thrown while opening the database at `path`, or nil to report it as it is.
    static func describe(_ error: Error, path: String) -> CLIError? {
        guard case .sqlite(let inner) = error as? StoreError else { return nil }
        switch inner.code & 0xff {
        case cannotOpen:
            return .cannotCreate(localized("database.cannot-open", ["path": path]))
        case notADatabase:
            return .dataError(localized("database.not-a-database", ["path": path]))
        default:
            return nil
        }
    }
}
