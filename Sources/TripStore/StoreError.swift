import TripModel

/// What can go wrong using the trip database. Each description is one sentence naming the fault.
public enum StoreError: Error, Sendable, CustomStringConvertible {
    case tripNotFound(String)
    case ambiguousTrip(String, candidates: [String])
    case noCurrentTrip
    case stopNotFound(String, trip: String)
    case ambiguousStop(String, candidates: [String])
    case companionNotFound(String)
    case duplicateCompanion(String, trip: String)
    case newerSchema(found: Int, supported: Int)
    case busy(String)
    case sqlite(SQLiteError)
    case invalid(String)
    /// A record's id (or content id) is taken by another record in the database; `field` is the
    /// record's path in the trip or section being written, e.g. `stops[2].id`.
    case conflict(field: String, message: String)

    public var description: String {
        switch self {
        case .tripNotFound(let reference):
            "no trip matches \(MessageText.quoted(reference)); see 'trip list' for names and ids"
                + (Self.isShortIDPrefix(reference) ? " (an id prefix needs at least 4 characters)" : "")
        case .ambiguousTrip(let reference, let candidates):
            "\(MessageText.quoted(reference)) matches several trips: \(candidates.joined(separator: ", ")); use more of the id"
        case .noCurrentTrip:
            "there is no current trip; name a trip, or start one with 'trip start TRIP'"
        case .stopNotFound(let reference, let trip):
            "no stop matches \(MessageText.quoted(reference)) in \(MessageText.quoted(trip)); see 'trip stop list'"
        case .ambiguousStop(let reference, let candidates):
            "\(MessageText.quoted(reference)) matches several stops: \(candidates.joined(separator: ", ")); use the position or id"
        case .companionNotFound(let name):
            "no companion named \(MessageText.quoted(name)); see 'trip companion list --all'"
        case .duplicateCompanion(let name, let trip):
            "\(MessageText.quoted(name)) is already a companion on \(MessageText.quoted(trip))"
        case .newerSchema(let found, let supported):
            "the database has schema version \(found) but this trip knows only up to \(supported); upgrade trip"
        case .busy(let detail):
            "the database is busy (\(detail)); another trip command holds it, try again"
        case .sqlite(let error):
            error.description
        case .invalid(let message):
            message
        case .conflict(let field, let message):
            "\(field): \(message)"
        }
    }

    /// One to three hex digits: too short to be read as an id prefix, which needs 4.
    private static func isShortIDPrefix(_ reference: String) -> Bool {
        (1...3).contains(reference.count) && reference.allSatisfy(\.isHexDigit)
    }
}
