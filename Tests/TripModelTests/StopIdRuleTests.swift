import Foundation
import Testing

@testable import TripModel

/// A stop id appears once per trip. Short lists are searched and long ones hashed; both must name
/// the first stop that repeats an earlier id, wherever the two stand.
@Suite struct StopIdRuleTests {
    @Test(arguments: [(5, 0, 4), (5, 3, 4), (32, 0, 31), (33, 0, 32), (40, 10, 39), (40, 38, 39)])
    func theFirstRepeatIsNamed(count: Int, first: Int, second: Int) {
        var trip = Sample.trip(stops: count)
        trip.stops[second].id = trip.stops[first].id
        let violation = TripRules.violation(in: trip)
        #expect(violation?.path == "stops[\(second)].id")
        #expect(violation?.message == localized("rules.stop-id-twice", ["id": trip.stops[first].id]))
    }

    @Test(arguments: [1, 5, 32, 33, 40])
    func distinctIdsPass(count: Int) {
        #expect(TripRules.violation(in: Sample.trip(stops: count)) == nil)
    }
}
