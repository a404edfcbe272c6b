extension StoreWords.English {
    /// Every English word of TripStore.
    static let all: [String: String] = [
        // StoreError
        "store.trip-not-found": "no trip matches {reference}; see 'trip list' for names and ids",
        "store.trip-not-found-short":
            "no trip matches {reference}; see 'trip list' for names and ids (an id prefix needs at least 4 characters)",
        "store.ambiguous-trip": "{reference} matches several trips: {candidates}; use more of the id",
        "store.no-current-trip": "there is no current trip; name a trip, or start one with 'trip start TRIP'",
        "store.stop-not-found": "no stop matches {reference} in {trip}; see 'trip stop list'",
        "store.ambiguous-stop": "{reference} matches several stops: {candidates}; use the position or id",
        "store.companion-not-found": "no companion named {name}; see 'trip companion list --all'",
        "store.duplicate-companion": "{name} is already a companion on {trip}",
        "store.newer-schema":
            "the database has schema version {found} but this trip knows only up to {supported}; upgrade trip",
        "store.busy": "the database is busy ({detail}); another trip command holds it, try again",
        // Stored values no build could have written
        "store.stored-stop-coordinate": "stored stop {id} has an invalid coordinate",
        "store.stored-stop-arrival": "stored stop {id} has an invalid arrival '{text}'",
        "store.stored-stop-problem": "stored stop {id}: {problem}",
        "store.stored-time": "stored time '{text}' is not HH:MM",
        "store.stored-travel-mode": "stored travel mode '{text}' is unknown",
        "store.stored-lodging": "stored lodging '{text}' cannot be read",
        "store.stored-travel-modes": "stored travel modes '{text}' cannot be read",
        "store.stored-id": "stored id '{text}' is not a UUID",
        "store.stored-timestamp": "stored timestamp '{text}' is not ISO-8601",
        "store.stored-status": "stored status '{text}' is unknown",
        "store.spot-bad-coordinate": "spot {id} has a coordinate out of range; the database is damaged",
        "store.spot-bad-barrier-free": "spot {id} has unreadable barrier-free facts; the database is damaged",
        // Writing
        "store.trip-invalid": "trip {name}: {path}: {problem}",
        "store.trip-under-way": "'{trip}' is already under way; finish it first with 'trip finish'",
        "store.stop-id-taken": "stop id {id} already belongs to another trip",
        "store.expense-id-taken": "expense id {id} already belongs to another trip",
        "store.companion-invalid": "companion {name}: {problem}",
        "store.companion-id-taken": "companion id {id} is {other} here, not {name}",
        "store.spot-invalid": "spot {title}: {field}: {problem}",
        "store.content-id-taken": "content id {id} of {source} belongs to another spot in the database",
        // Spot lookups and searches
        "store.ambiguous-spot": "'{reference}' matches several spots: {candidates}; use more of the id",
        "store.spot-not-found":
            "no spot matches '{reference}'; use a TourAPI contentid or a spot id from 'trip spots search'",
        "store.first-after-last": "the first date ({first}) is after the last ({last})",
        "store.limit-range": "the limit must be 1…{maximum}",
        "store.distance-needs-origin": "sorting by distance needs a starting point (--from LAT,LON)",
        "store.radius-needs-origin": "a radius needs a starting point",
        "store.radius-range": "the radius must be more than 0 and at most {maximum} km",
        "store.origin-needed": "a starting point is needed",
        "store.too-many-candidates": "more than {maximum} spots match; use a smaller radius or more filters",
        "store.keyword-too-long": "the keyword is longer than {maximum} characters",
        "store.keyword-too-many-words": "the keyword has more than {maximum} words",
        // SQLiteError (SQLite's own message stays as SQLite wrote it)
        "sqlite.error": "SQLite error {code}: {message}",
        "sqlite.error-running": "SQLite error {code}: {message} (while running: {sql})",
        "sqlite.closed": "the database connection is closed",
        "sqlite.no-statement": "no statement in SQL text",
        "sqlite.value-count": "expected {expected} values, got {count}",
        "sqlite.out-of-memory": "out of memory opening {path}",
    ]
}
