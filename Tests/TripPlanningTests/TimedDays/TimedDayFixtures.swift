import Foundation
import Testing
import TripGeo
import TripModel

@testable import TripPlanning

/// Trips on the clock for the timed split: a hotel at 37.5° N 127° E, walking at 6 km/h without detour,
/// the trip starting on Monday 2026-12-07, every night at the hotel.
enum TimedDayFixtures {
    static let time = Timestamp(millisecondsSinceEpoch: 1_796_044_010_123)
    static let hotel = Lodging(name: "Hotel", latitude: 37.5, longitude: 127)

    struct Place {
        var north: Double
        var east: Double
        var hours: String?
        var arrival: String?
        var stay: Int?
        var day: Int?
        var locked = false
    }

    /// Without `hotel`, days have no lodging: each starts at its first stop and ends when it leaves its last.
    static func trip(_ places: [Place], dayCount: Int, latestEnds: [Int: String] = [:], hotel: Bool = true) throws
        -> Trip
    {
        let stops = try places.enumerated().map { index, place in
            var stop = Stop(
                id: UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", index + 1)) ?? UUID(),
                position: index + 1, name: "S\(index + 1)",
                coordinate: try #require(Coordinate(latitude: 37.5 + place.north, longitude: 127 + place.east)),
                day: place.day, locked: place.locked, updatedAt: time)
            stop.openingHours = try place.hours.map { try OpeningHours($0) }
            stop.arrival = try place.arrival.map { try TimeOfDay(parsing: $0) }
            stop.stayMinutes = place.stay
            return stop
        }
        var trip = Trip(
            id: UUID(), name: "Clock", startDate: LocalDate("2026-12-07"), createdAt: time, updatedAt: time,
            stops: stops)
        trip.travelMode = .walk
        trip.travelModes[.walk] = TravelModeSettings(speedKmh: 6, detour: 1, waitMinutes: 0)
        for day in 1...dayCount {
            trip.setDay(
                TripDay(
                    day: day, end: try latestEnds[day].map { try TimeOfDay(parsing: $0) },
                    lodging: hotel ? Self.hotel : nil))
        }
        return trip
    }

    static var lodgings: [Int: Lodging] { Dictionary(uniqueKeysWithValues: (1...7).map { ($0, hotel) }) }

    /// The timed plan of `trip` in `dayCount` days, every day a loop from the hotel (or open, without `hotel`).
    static func plan(
        _ trip: Trip, dayCount: Int, seed: UInt64 = 1, exhaustiveLimit: Int = TimedDaySplit.exhaustiveLimit,
        hotel: Bool = true
    ) throws -> (setup: DaySplitSetup, plain: DayPlan, timed: TimedDayPlan) {
        let base = DayBase.coordinate(
            try #require(Coordinate(latitude: Self.hotel.latitude, longitude: Self.hotel.longitude)))
        let setup = try DaySplitSetup(
            trip: trip, dayCount: dayCount, bases: hotel ? [base] : [], balance: .stops, seed: seed)
        let plain = try DayPlanner.plan(setup.request)
        let timed = try TimedDaySplit.plan(
            setup, plain: plain, lodgings: hotel ? lodgings : [:], timeLimit: .seconds(60),
            exhaustiveLimit: exhaustiveLimit)
        return (setup, plain, timed)
    }

    /// A random small trip: stops within about 3 km of the hotel, with some hours, fixed arrivals and stays.
    static func random(seed: UInt64, count: Int, dayCount: Int = 2, hotel: Bool = true) throws -> Trip {
        var random = SplitMix64(seed: seed)
        let pick = { (n: Int) -> Int in Int(random.next() % UInt64(n)) }
        let hours: [String?] = [nil, nil, "Tu-Su 10:00-17:00", "Mo-Fr 09:00-12:00", "Mo 13:00-18:00; Tu off", "We off"]
        let arrivals: [String?] = [nil, nil, nil, nil, "11:00", "15:00"]
        let places = (0..<count).map { _ in
            Place(
                north: Double(pick(61) - 30) / 1000, east: Double(pick(61) - 30) / 1000,
                hours: hours[pick(hours.count)],
                arrival: arrivals[pick(arrivals.count)], stay: [30, 60, 90][pick(3)])
        }
        return try trip(places, dayCount: dayCount, latestEnds: pick(2) == 0 ? [1: "18:00"] : [:], hotel: hotel)
    }
}
