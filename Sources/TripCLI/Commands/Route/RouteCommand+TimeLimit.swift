import TripPlanning

extension RouteCommand {
    /// What measuring and printing the answer takes per stop after the search, set aside from the
    /// limit: about 2 µs per stop in a release build at 10,000 stops (a geodesic for each leg, the
    /// table row), doubled for a busy machine.
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
