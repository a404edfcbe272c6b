import Foundation
import Testing
import TripPlanning

@testable import TripCLI

@Suite struct RouteTimeLimitTests {
    @Test("the search gets what is left of --time-limit after loading, with room for the output")
    func searchTime() {
        var choices = RouteChoices()
        choices.timeLimit = .seconds(1)
        choices.seed = 9
        let search = RouteCommand.searchTime(choices, spent: .milliseconds(100), stops: 10_000)
        #expect(search.timeLimit < .milliseconds(900))
        #expect(search.timeLimit > .milliseconds(500))
        #expect(search.seed == 9)
        let small = RouteCommand.searchTime(choices, spent: .milliseconds(100), stops: 10)
        #expect(small.timeLimit > search.timeLimit)
        choices.timeLimit = .milliseconds(10)
        #expect(RouteCommand.searchTime(choices, spent: .milliseconds(30), stops: 10_000).timeLimit == .zero)
    }

    @Test("kilometres read as printf's %.1f does, without its cost")
    func kilometres() {
        for step in 0..<5000 {
            let meters = 1000 + Double(step) * 19.7313
            // Exact ties (odd multiples of 50 m) are where the two roundings may part.
            let tenths = meters / 100
            if abs(tenths - tenths.rounded(.down) - 0.5) < 1e-6 { continue }
            #expect(Formatting.distance(meters) == String(format: "%.1f km", meters / 1000))
        }
        #expect(Formatting.distance(99_960) == "100.0 km")
        #expect(Formatting.distance(999.4) == "999 m")
        #expect(Formatting.distance(123_456) == "123 km")
    }
}
