import Foundation
import Testing
import TripGeo
import TripModel

@testable import TripPlanning

/// `trip route --optimize` on the clock and `trip schedule` must agree: an order the route search calls
/// served on time shows no warning in the schedule, and a stop the schedule would flag is reported.
@Suite struct ClockRouteAgreesWithScheduleTests {
    typealias Fixture = TripSchedulerTests

    /// A one-day trip from a hotel with `count` stops a few hundred metres apart, tight hours and stays.
    static func randomTrip(seed: UInt64, count: Int) throws -> Trip {
        var random = SplitMix64(seed: seed)
        var stops: [Stop] = []
        for number in 1...count {
            let north = Double.random(in: -0.02...0.02, using: &random)
            let opens = Int.random(in: 9...12, using: &random)
            let length = Int.random(in: 2...6, using: &random)
            let stay = [20, 30, 45, 60][Int.random(in: 0...3, using: &random)]
            stops.append(
                try Fixture.stop(number, day: 1, north: north) {
                    $0.openingHours = try OpeningHours(
                        String(
                            format: "Mo-Su %02d:%02d-%02d:00", opens, 15 * Int.random(in: 0...3, using: &random),
                            opens + length))
                    $0.stayMinutes = stay
                })
        }
        var trip = Trip(
            id: UUID(), name: "Random \(seed)", startDate: LocalDate("2026-12-01"), createdAt: Fixture.time,
            updatedAt: Fixture.time, stops: stops)
        trip.travelMode = .walk
        // 5 km/h with a 1.25 detour: leg times are rarely whole minutes, so rounding matters.
        trip.travelModes[.walk] = TravelModeSettings(speedKmh: 5, detour: 1.25, waitMinutes: 0)
        trip.setDay(TripDay(day: 1, lodging: Lodging(name: "Hotel", latitude: 37.5, longitude: 127)))
        return trip
    }

    @Test func anOrderServedOnTimeHasNoScheduleWarnings() throws {
        var checked = 0
        for seed in UInt64(1)...60 {
            var trip = try Self.randomTrip(seed: seed, count: 5)
            let result = try ClockRoute.solve(
                trip.stops, day: 1, of: trip, keepsStart: false, keepsEnd: false, options: TimeWindowOptions())
            guard result.unserved.isEmpty, !result.runsLate else { continue }
            trip.stops = result.order.enumerated().map { position, index in
                var stop = trip.stops[index]
                stop.position = position + 1
                return stop
            }
            let day = try #require(TripScheduler.schedule(trip, onlyDay: 1).days.first)
            #expect(day.allWarnings.isEmpty, "seed \(seed): \(day.allWarnings)")
            checked += 1
        }
        #expect(checked >= 10, "too few feasible cases to mean anything: \(checked)")
    }

    @Test func aStayThatRunsPastClosingIsReportedUnserved() throws {
        // Open 10:00-11:00 but a 90-minute stay: the schedule warns whatever the order, so the route must say so.
        let trip = try Trip(
            id: UUID(), name: "Short", startDate: LocalDate("2026-12-01"), createdAt: Fixture.time,
            updatedAt: Fixture.time,
            stops: [
                Fixture.stop(1, day: 1, north: 0.009) { $0.stayMinutes = 30 },
                Fixture.stop(2, day: 1, north: 0.018) {
                    $0.openingHours = try OpeningHours("Mo-Su 10:00-11:00")
                    $0.stayMinutes = 90
                },
            ])
        let result = try ClockRoute.solve(
            trip.stops, day: 1, of: trip, keepsStart: false, keepsEnd: false, options: TimeWindowOptions())
        #expect(result.unserved == [1])
    }
}
