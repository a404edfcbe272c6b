import Foundation
import Testing
import TripGeo
import TripModel

@testable import TripPlanning

/// The timed split of `plan days`: against brute force on small trips, weekdays, unservable stops,
/// pinned stops, the floor of the current days and determinism.
@Suite struct TimedDaySplitTests {
    typealias Place = TimedDayFixtures.Place

    /// Every assignment is tried below the exhaustive limit; the search alone (limit 0) must find the same.
    @Test(arguments: 1...10, [TimedDaySplit.exhaustiveLimit, 0])
    func matchesBruteForceOnSmallTrips(seed: Int, exhaustiveLimit: Int) throws {
        let trip = try TimedDayFixtures.random(seed: UInt64(seed), count: 6)
        let (_, plain, timed) = try TimedDayFixtures.plan(trip, dayCount: 2, exhaustiveLimit: exhaustiveLimit)
        let best = TimedDayBruteForce.best(trip, dayCount: 2, bounds: plain.stopBounds)
        #expect(timed.unserved.count == best.missed)
        if best.missed == 0 { #expect(timed.travelMinutes == best.travel) }
        // The plan's own figures are the schedule's once saved.
        let saved = TimedDayVerdict.arranged(trip, visits: trip.stops, days: timed.plan.days.map(\.stops))
        let schedule = TripScheduler.schedule(saved)
        #expect(schedule.days.reduce(0) { $0 + $1.travelMinutes } == timed.travelMinutes)
        #expect(schedule.days.reduce(0) { $0 + TimedDayBruteForce.missed($1) } == timed.unserved.count)
    }

    /// Days without lodging start at their first stop and end when they leave their last.
    @Test(arguments: 11...16)
    func matchesBruteForceOnOpenDays(seed: Int) throws {
        let trip = try TimedDayFixtures.random(seed: UInt64(seed), count: 6, hotel: false)
        let (_, plain, timed) = try TimedDayFixtures.plan(trip, dayCount: 2, hotel: false)
        let best = TimedDayBruteForce.best(trip, dayCount: 2, bounds: plain.stopBounds)
        #expect(timed.unserved.count == best.missed)
        if best.missed == 0 { #expect(timed.travelMinutes == best.travel) }
        #expect(timed.days.allSatisfy { $0.startLodging == nil && $0.endLodging == nil })
    }

    /// Day 1 must be back by 11:00: three stops (1 h each, 10 min apart) cannot fit, so it takes fewer.
    @Test func aLatestEndMovesStopsToAnotherDay() throws {
        let trip = try TimedDayFixtures.trip(
            (1...4).map { Place(north: 0.009 * Double($0), east: 0, stay: 60, day: $0 <= 3 ? 1 : 2) }, dayCount: 2,
            latestEnds: [1: "11:00"])
        let (_, _, timed) = try TimedDayFixtures.plan(trip, dayCount: 2)
        let now = try #require(timed.current)
        let latestEnd = try TimeOfDay(parsing: "11:00")
        #expect(now[0].unserved.map(\.reason) == [.dayTooLong(end: now[0].end, latestEnd: latestEnd)])
        #expect(timed.unserved.isEmpty)
        #expect(timed.days[0].end <= 11 * 60)
    }

    /// Monday 2026-12-07 and Tuesday: the museum is closed on Mondays, so it goes on day 2.
    @Test func aMuseumClosedOnMondaysMovesToTuesday() throws {
        let trip = try TimedDayFixtures.trip(
            [
                Place(north: 0.009, east: 0, hours: "Tu-Su 09:00-18:00", day: 1),
                Place(north: 0.018, east: 0, day: 1),
                Place(north: -0.009, east: 0, day: 2),
                Place(north: -0.018, east: 0, day: 2),
            ], dayCount: 2)
        let (_, _, timed) = try TimedDayFixtures.plan(trip, dayCount: 2)
        let now = try #require(timed.current)
        #expect(now.flatMap(\.unserved).map(\.reason) == [.closedThatDay(.monday)])
        #expect(timed.unserved.isEmpty)
        #expect(!timed.keptCurrent)
        let museumDay = try #require(timed.plan.days.firstIndex { $0.stops.contains(0) })
        #expect(museumDay == 1)
        #expect(timed.days.map(\.date?.description) == ["2026-12-07", "2026-12-08"])
    }

    @Test func aStopClosedOnEveryDayIsNamedWithItsReason() throws {
        let trip = try TimedDayFixtures.trip(
            [
                Place(north: 0.009, east: 0, hours: "We-Su 09:00-18:00"),
                Place(north: 0.018, east: 0),
                Place(north: -0.009, east: 0),
                Place(north: -0.018, east: 0, arrival: "10:00"),
            ], dayCount: 2)
        let (_, _, timed) = try TimedDayFixtures.plan(trip, dayCount: 2)
        #expect(timed.unserved.map(\.name) == ["S1"])
        let reason = try #require(timed.unserved.first?.reason)
        #expect(reason == .closedThatDay(.monday) || reason == .closedThatDay(.tuesday))
        #expect(timed.current == nil)
    }

    @Test func aFixedArrivalAndALateDayAreMissedWhenNothingFits() throws {
        // Two fixed 10:00 appointments 2 km apart on one day (both locked there): one is missed. Day 2 ends by
        // 09:30, before its only stop's stay can end.
        let trip = try TimedDayFixtures.trip(
            [
                Place(north: 0.009, east: 0, arrival: "10:00", stay: 30, day: 1, locked: true),
                Place(north: -0.009, east: 0, arrival: "10:00", stay: 30, day: 1, locked: true),
                Place(north: 0.018, east: 0, stay: 60, day: 2, locked: true),
            ], dayCount: 2, latestEnds: [2: "09:30"])
        let (_, _, timed) = try TimedDayFixtures.plan(trip, dayCount: 2)
        let reasons = timed.unserved.map(\.reason)
        #expect(reasons.count == 2)
        #expect(reasons.contains { if case .fixedArrivalMissed = $0 { true } else { false } })
        #expect(reasons.contains { if case .dayTooLong = $0 { true } else { false } })
        #expect(timed.unserved.contains { $0.name == "S3" && $0.day == 2 })
    }

    @Test func pinnedStopsKeepTheirDayEvenWhenClosed() throws {
        let trip = try TimedDayFixtures.trip(
            [
                Place(north: 0.009, east: 0, hours: "Tu-Su 09:00-18:00", day: 1, locked: true),
                Place(north: 0.018, east: 0, day: 1),
                Place(north: -0.009, east: 0, day: 2),
                Place(north: -0.018, east: 0, day: 2),
            ], dayCount: 2)
        let (_, _, timed) = try TimedDayFixtures.plan(trip, dayCount: 2)
        #expect(timed.plan.days[0].stops.contains(0))
        #expect(timed.unserved.map(\.reason) == [.closedThatDay(.monday)])
    }

    @Test func currentDaysThatAreAsGoodAreKept() throws {
        let trip = try TimedDayFixtures.trip(
            [
                Place(north: 0.009, east: 0, hours: "Tu-Su 09:00-18:00", day: 2),
                Place(north: 0.018, east: 0, day: 2),
                Place(north: -0.009, east: 0, day: 1),
                Place(north: -0.018, east: 0, day: 1),
            ], dayCount: 2)
        let (_, _, timed) = try TimedDayFixtures.plan(trip, dayCount: 2)
        let now = try #require(timed.current)
        #expect(timed.unserved.isEmpty)
        #expect(timed.travelMinutes <= now.reduce(0) { $0 + $1.travelMinutes })
        #expect(timed.plan.days.map { Set($0.stops) } == [[2, 3], [0, 1]])
    }

    @Test(arguments: [1, 7] as [UInt64])
    func theSameSeedGivesTheSamePlan(seed: UInt64) throws {
        let trip = try TimedDayFixtures.random(seed: 99, count: 14, dayCount: 3)
        let first = try TimedDayFixtures.plan(trip, dayCount: 3, seed: seed).timed
        let second = try TimedDayFixtures.plan(trip, dayCount: 3, seed: seed).timed
        #expect(!first.reachedTimeLimit)
        #expect(first.plan.days == second.plan.days)
        #expect(first.days == second.days)
    }
}
