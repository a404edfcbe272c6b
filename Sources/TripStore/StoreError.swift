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
            Self.isShortIDPrefix(reference)
                ? localized("store.trip-not-found-short", ["reference": MessageText.quoted(reference)])
                : localized("store.trip-not-found", ["reference": MessageText.quoted(reference)])
        case .ambiguousTrip(let reference, let candidates):
            localized(
                "store.ambiguous-trip",
                ["reference": MessageText.quoted(reference), "candidates": candidates.joined(separator: ", ")])
        case .noCurrentTrip:
            localized("store.no-current-trip")
        case .stopNotFound(let reference, let trip):
            localized(
                "store.stop-not-found", ["reference": MessageText.quoted(reference), "trip": MessageText.quoted(trip)])
        case .ambiguousStop(let reference, let candidates):
            localized(
                "store.ambiguous-stop",
                ["reference": MessageText.quoted(reference), "candidates": candidates.joined(separator: ", ")])
        case .companionNotFound(let name):
            localized("store.companion-not-found", ["name": MessageText.quoted(name)])
        case .duplicateCompanion(let name, let trip):
            localized(
                "store.duplicate-companion", ["name": MessageText.quoted(name), "trip": MessageText.quoted(trip)])
        case .newerSchema(let found, let supported):
            localized("store.newer-schema", ["found": found, "supported": supported])
        case .busy(let detail):
            localized("store.busy", ["detail": detail])
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
