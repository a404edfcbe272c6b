extension ModelWords.English {
    /// English words of TripModel's spots (error messages and labels).
    static let spots: [String: String] = [
        "cursor.malformed": "the cursor is not one this program printed; copy it exactly from the previous page",
        "cursor.other-list": """
        the cursor belongs to a '{list}' list, not '{expected}'; use the same command and sort as before
        """,
        "spot.coordinate-range": "coordinate {latitude},{longitude} is out of range",
        "spot.needs-title": "a spot needs a title",
    ]
}
