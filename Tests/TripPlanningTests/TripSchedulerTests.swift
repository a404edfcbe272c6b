import Foundation
import Testing
import TripGeo
import TripModel

@testable import TripPlanning

/// Timelines worked out by hand. Walking is set to 6 km/h with no detour, so every 0.009° of
/// latitude (about 999 m) takes 10 minutes, rounded up.
@Suite struct TripSchedulerTests {
    static let time = Timestamp(millisecondsSinceEpoch: 1_796_044_010_123)

    static func stop(_ number: Int, day: Int, north: Double, _ edit: (inout Stop) throws -> Void = { _ in }) throws
        -> Stop
    {
        var stop = Stop(
            id: UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number)) ?? UUID(),
            position: number, name: "S\(number)",
            coordinate: try #require(Coordinate(latitude: 37.5 + north, longitude: 127)), day: day, updatedAt: time)
        try edit(&stop)
        return stop
    }

    /// Day 1 (Tuesday 2026-12-01): hotel → S1 (1 km) → S2 (2 km) → hotel (3 km), 09:00 until 12:00.
    /// Day 2 (Wednesday): hotel → S3 (1 km) → S4 (1 km) → hotel (2 km).
    static func trip() throws -> Trip {
        var trip = Trip(
            id: UUID(), name: "Clock", startDate: LocalDate("2026-12-01"), createdAt: time, updatedAt: time,
            stops: [
                try stop(1, day: 1, north: 0.009) {
                    $0.openingHours = try OpeningHours("Tu-Su 09:30-18:00")
                    $0.stayMinutes = 60
                },
                try stop(2, day: 1, north: 0.027) {
                    $0.arrival = try? TimeOfDay(parsing: "11:00")
                    $0.stayMinutes = 45
                    $0.openingHours = try OpeningHours("Mo-Fr 10:00-11:30")
                },
                try stop(3, day: 2, north: 0.009) { $0.openingHours = try OpeningHours("Mo-Tu 10:00-18:00; We off") },
                try stop(4, day: 2, north: 0.018) { $0.arrival = try? TimeOfDay(parsing: "08:00") },
            ])
        trip.travelMode = .walk
        trip.travelModes[.walk] = TravelModeSettings(speedKmh: 6, detour: 1, waitMinutes: 0)
        trip.setDay(
            TripDay(
                day: 1, end: try? TimeOfDay(parsing: "12:00"),
                lodging: Lodging(name: "Hotel", latitude: 37.5, longitude: 127)))
        return trip
    }

    private func clock(_ minutes: Int) -> String { TimeOfDay.format(minutes: minutes) }

    @Test func waitsForOpeningAndFixedArrivalsAndWarnsAboutClosingAndTheDayEnd() throws {
        let day = try #require(TripScheduler.schedule(try Self.trip(), onlyDay: 1).days.first)
        #expect(day.date?.description == "2026-12-01")
        #expect(day.visits.map { clock($0.arrival) } == ["09:10", "10:50"])
        #expect(day.visits.map(\.wait) == [20, 10])
        #expect(day.visits.map { clock($0.departure) } == ["10:30", "11:45"])
        #expect(day.visits.compactMap(\.leg?.minutes) == [10, 20])
        #expect(day.returnLeg?.minutes == 30)
        #expect(clock(day.end) == "12:15")
        #expect(day.travelMinutes == 60)
        #expect(abs(day.walkingMeters - 5994) < 10)
        let latestEnd = try TimeOfDay(parsing: "12:00")
        let expected: [ScheduleWarning] = [
            .closesDuringStay(stop: "S2", closing: 690, departure: 705),
            .dayRunsLate(end: 735, latestEnd: latestEnd),
        ]
        #expect(day.allWarnings == expected)
    }

    @Test func aDayWithoutItsOwnLodgingStartsAndEndsAtLastNights() throws {
        let day = try #require(TripScheduler.schedule(try Self.trip(), onlyDay: 2).days.first)
        #expect(day.startLodging?.name == "Hotel")
        #expect(day.endLodging?.name == "Hotel")
        #expect(day.visits.map { clock($0.arrival) } == ["09:10", "10:20"])
        #expect(clock(day.end) == "11:40")
        let planned = try TimeOfDay(parsing: "08:00")
        let expected: [ScheduleWarning] = [
            .closedAllDay(stop: "S3", weekday: .wednesday),
            .fixedArrivalMissed(stop: "S4", planned: planned, arrival: 620),  // 10:20
        ]
        #expect(day.allWarnings == expected)
    }

    @Test func closedWhenReachedAfterTheLastRange() throws {
        var trip = try Self.trip()
        trip.stops[0].openingHours = try OpeningHours("08:00-09:05")
        let day = try #require(TripScheduler.schedule(trip, onlyDay: 1).days.first)
        let expected: [ScheduleWarning] = [.closedAtArrival(stop: "S1", arrival: 550)]  // 09:10
        #expect(day.visits[0].warnings == expected)
        #expect(day.visits[0].wait == 0)
    }

    @Test func withoutAStartDateOnlySameEveryDayHoursAreChecked() throws {
        var trip = try Self.trip()
        trip.startDate = nil
        trip.stops[3].openingHours = try OpeningHours("12:00-18:00")
        let day = try #require(TripScheduler.schedule(trip, onlyDay: 2).days.first)
        #expect(day.date == nil)
        let expected: [ScheduleWarning] = [.weekdayUnknown(stops: ["S3"])]
        #expect(day.warnings == expected)
        #expect(day.visits[1].wait == 100)  // 10:20 → opens 12:00
    }

    @Test func withoutLodgingTheDayStartsAtItsFirstStopAndEndsAtItsLast() throws {
        var trip = try Self.trip()
        trip.days = []
        trip.setDay(TripDay(day: 1, start: try? TimeOfDay(parsing: "10:00")))
        let day = try #require(TripScheduler.schedule(trip, onlyDay: 1).days.first)
        #expect(day.visits[0].leg == nil)
        #expect(clock(day.visits[0].arrival) == "10:00")
        #expect(day.returnLeg == nil)
        #expect(clock(day.end) == clock(day.visits[1].departure))
    }

    @Test func stopsWithoutADayAreUnscheduledUnlessNoStopHasOne() throws {
        var trip = try Self.trip()
        trip.stops[3].day = nil
        #expect(TripScheduler.schedule(trip).unscheduled.map(\.name) == ["S4"])
        for index in trip.stops.indices { trip.stops[index].day = nil }
        let schedule = TripScheduler.schedule(trip)
        #expect(schedule.days.map(\.day) == [1])
        #expect(schedule.days[0].visits.count == 4)
    }

    @Test func travelModesUseTheirSpeedDetourAndWait() {
        let transit = TravelEstimate.leg(
            straightMeters: 10_000, mode: .transit, settings: TravelMode.transit.defaultSettings)
        // 10 km × 1.4 = 14 km at 20 km/h = 42 min, + 10 min waiting.
        #expect(transit.minutes == 52)
        #expect(transit.roadMeters == 14_000)
        let nowhere = TravelEstimate.leg(
            straightMeters: 0, mode: .transit, settings: TravelMode.transit.defaultSettings)
        #expect(nowhere.minutes == 0)
    }
}

/// Ordering a day under the clock with the `tsptw` solver, on the hand-worked trip above.
@Suite struct ClockRouteTests {
    @Test func visitsTheMorningPlaceFirstWhenTheNearOneOpensLate() throws {
        var trip = try TripSchedulerTests.trip()
        trip.stops[0].openingHours = try OpeningHours("14:00-18:00")
        trip.stops[1].arrival = nil
        trip.stops[1].openingHours = try OpeningHours("09:00-12:00")
        let day = Array(trip.stops.prefix(2))
        let result = try ClockRoute.solve(
            day, day: 1, of: trip, keepsStart: true, keepsEnd: false, options: TimeWindowOptions())
        #expect(result.order == [1, 0])
        #expect(result.unserved.isEmpty)
        #expect(result.travelSeconds <= result.previousTravelSeconds + 1)
    }

    @Test func namesTheStopsNoOrderCanServe() throws {
        var trip = try TripSchedulerTests.trip()
        trip.stops[1].arrival = nil
        trip.stops[1].openingHours = try OpeningHours("Mo 09:00-10:00")  // day 1 is a Tuesday
        let result = try ClockRoute.solve(
            Array(trip.stops.prefix(2)), day: 1, of: trip, keepsStart: true, keepsEnd: false,
            options: TimeWindowOptions())
        #expect(result.unserved == [1])
        #expect(Set(result.order) == [0, 1])
    }

    @Test func keepsTheCurrentOrderWhenNothingIsBetter() throws {
        let trip = try TripSchedulerTests.trip()
        let result = try ClockRoute.solve(
            Array(trip.stops.prefix(2)), day: 1, of: trip, keepsStart: true, keepsEnd: false,
            options: TimeWindowOptions())
        #expect(result.order == [0, 1])
        #expect(result.runsLate)
    }
}
