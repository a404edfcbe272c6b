import Foundation
import Testing
import TripGeo
import TripModel

@testable import TripCLI

/// What "the current trip's next stop" means for `trip spots near current`.
@Suite struct SpotPlaceTests {
    private func trip(start: String?, days: [Int?]) throws -> Trip {
        var trip = Trip(
            id: UUID(), name: "T", status: .traveling, startDate: start.flatMap { LocalDate($0) },
            createdAt: Timestamp(millisecondsSinceEpoch: 0), updatedAt: Timestamp(millisecondsSinceEpoch: 0))
        for (index, day) in days.enumerated() {
            let stop = Stop(
                id: UUID(), position: index + 1, name: "S\(index + 1)",
                coordinate: try #require(Coordinate(latitude: 37, longitude: 127)), day: day,
                updatedAt: Timestamp(millisecondsSinceEpoch: 0))
            trip.stops.append(stop)
        }
        return trip
    }

    private func date(_ text: String) throws -> LocalDate { try #require(LocalDate(text)) }

    @Test func withoutAStartDateTheNextStopIsTheFirst() throws {
        let next = try SpotPlace.nextStop(of: try trip(start: nil, days: [1, 2]), today: try date("2026-12-02"))
        #expect(next.name == "S1")
    }

    @Test func onDayTwoTheNextStopIsTheFirstPlannedForDayTwoOrLater() throws {
        let planned = try trip(start: "2026-12-01", days: [1, 1, 2, 3])
        #expect(try SpotPlace.nextStop(of: planned, today: try date("2026-12-02")).name == "S3")
        #expect(try SpotPlace.nextStop(of: planned, today: try date("2026-11-30")).name == "S1")
        #expect(try SpotPlace.nextStop(of: planned, today: try date("2026-12-09")).name == "S4")
    }

    @Test func aTripWithoutStopsIsAnError() throws {
        #expect(throws: CLIError.self) {
            try SpotPlace.nextStop(of: try trip(start: nil, days: []), today: try date("2026-12-01"))
        }
    }
}
