import TripPlanning

extension RouteCommand {
    /// What measuring and printing the answer takes per stop after the search, set aside from the
    /// limit: a geodesic for each leg and a table row came to about 4 µs per stop at 10,000 stops
    /// (perf profile of a release build on a busy 2-core machine).
    static let outputTimePerStop = Duration.microseconds(4)

    /// `choices` with the time limit the search of one route may use: `--time-limit` bounds the whole
    /// command, so what loading the trip has already taken (`spent`) and the output's share come off it.
    /// The engine answers even with no time left (the order of a space-filling curve).
    static func searchTime(_ choices: RouteChoices, spent: Duration, stops: Int) -> RouteChoices {
        var search = choices
        search.timeLimit = max(.zero, choices.timeLimit - spent - outputTimePerStop * stops)
        return search
    }
}
