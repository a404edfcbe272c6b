extension ModelWords.English {
    /// English words of TripModel's trips (error messages and labels).
    static let trips: [String: String] = [
        "model.position-range": "position {position} is out of range; use a position from {first} to {last}",
        "model.too-many-stops": "a trip holds at most {limit} stops",
        "model.not-a-permutation": "the new order must list every stop of the trip exactly once",
        "model.opening-hours": "opening hours '{text}': {problem}",
        "model.time-zone": "unknown time zone '{name}'; use an IANA name such as Asia/Seoul or Europe/Paris",
        "text.blank": "{what} is blank",
        "text.bidi": "{what} contains the bidirectional formatting character {code}, which reorders how it is shown",
        "text.control": "{what} contains the control character {code}",
        "text.too-long": "{what} is over {limit} characters",
        "subject.the-address": "the address",
        "subject.the-description": "the description",
        "subject.the-fact": "the fact",
        "subject.the-field": "the {field}",
        "subject.the-lodging-name": "the lodging's name",
        "subject.the-name": "the name",
        "subject.the-overview": "the overview",
        "subject.the-spot-id": "the spot id",
        "subject.the-text": "the text",
        "rules.end-before-start": "the end date {end} is before the start date {start}",
        "rules.finished-needs-time": "a finished trip needs finishedAt",
        "rules.unfinished-has-time": "a {status} trip has no finishedAt",
        "rules.too-many-stops": "more than {limit} stops",
        "rules.stop-position": "position {position} should be {expected}: positions run 1…n in order",
        "rules.stop-id-twice": "stop id {id} appears twice",
        "rules.too-many-companions": "more than {limit} companions",
        "rules.companion-id-twice": "companion id {id} appears twice",
        "rules.companion-twice": "companion {name} appears twice",
        "rules.time-out-of-range": "{time} falls outside years 1…9999 in UTC",
        "rules.too-many-expenses": "more than {limit} expenses",
        "rules.expense-id-twice": "expense id {id} appears twice",
        "rules.payer-not-on-trip": """
        {name} is not on the trip: an expense is paid and shared by its companions and me; add the companion to \
        the trip first
        """,
        "rules.document-too-large": """
        the trip is too large: its document could reach {size} MiB, over the {limit} MiB every trip must fit in
        """,
        "stop.stay-range": "a stay of {minutes} minutes is outside 0…{limit}",
        "stop.needs-name": "a stop needs a name",
        "stop.latitude-range": "latitude {latitude} is outside -90…90",
        "stop.longitude-range": "longitude {longitude} is outside -180…180",
        "stop.day-range": "day {day} is outside 1…{limit}",
        "trip.day-past-end": """
        day {day} is past the end of '{name}', which has {count} {count|day|days} ({start} → {end}); use a day \
        from 1 to {count}, or move the end with 'trip edit --end'
        """,
        "companion.separator": """
        a companion's name cannot contain ',' or '=' (--split and --shares use them between names): {name}
        """,
        "companion.brought-back": """
        {trip}: {people} paid or {count|shares|share} an expense but {count|was|were} no longer on the trip (an \
        earlier version let them be removed); added back as {count|a companion|companions}
        """,
        "json.invalid-at": "not valid JSON: {problem}",
        "json.invalid": "not valid JSON",
        "json.missing-field": "required field is missing",
        "json.expected": "expected {kind}",
        "json.expected-not-null": "expected {kind}, found null",
        "json.invalid-id": "not a valid id (a UUID such as 7a1b2c3d-0000-4000-8000-000000000000)",
        "json.kind-object": "an object",
        "json.kind-list": "a list",
        "json.kind-text": "text in double quotes",
        "json.kind-bool": "true or false",
        "json.kind-id": "an id (a UUID such as 7a1b2c3d-0000-4000-8000-000000000000)",
        "json.kind-integer": "a whole number",
        "json.kind-number": "a number",
        "subject.the-title": "the title",
    ]
}
