extension CLIWords.English {
    /// English words of the day commands.
    static let day: [String: String] = [
        "day.set.bad-day": "DAY expects a whole number from 1 to {maximum}, got '{text}'",
        "day.set.empty-lodging-name": "--lodging-name must not be empty",
        "day.set.lodging-name-without-lodging": "--lodging-name names a --lodging; give both",
        "day.set.nothing-to-change": "nothing to change; give --start, --end or --lodging",
        "day.set.summary": "Day {day} of '{trip}' starts {start}",
        "day.set.summary-end": "Day {day} of '{trip}' starts {start}, ends by {end}",
        "day.set.summary-lodging": "Day {day} of '{trip}' starts {start}, night at '{lodging}'",
        "day.set.summary-end-lodging": "Day {day} of '{trip}' starts {start}, ends by {end}, night at '{lodging}'",
        "day.set.lodging-ambiguous": "lodging '{text}' matches several stops of '{trip}': {stops}",
    ]
}
