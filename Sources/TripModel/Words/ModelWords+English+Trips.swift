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
        "subject.the-title": "the title",
    ]
}
