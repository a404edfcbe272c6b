import Foundation
import Testing

@testable import TripGeo

/// Real-shaped trips for the day-planning tests: the shipped samples and a deterministic 60-stop Seoul trip.
enum DayPlanningFixtures {
    /// Seoul City Hall, the base of the Seoul trips.
    static let seoulBase = Coordinate(latitude: 37.5663, longitude: 126.9779)

    /// The coordinates of a sample trip document in Tests/Fixtures/samples, in visiting order.
    static func sample(_ name: String) throws -> [Coordinate] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/samples/\(name).json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        let stops = try #require((object as? [String: Any])?["stops"] as? [[String: Any]])
        return try stops.map { stop in
            let latitude = try #require(stop["latitude"] as? Double)
            let longitude = try #require(stop["longitude"] as? Double)
            return try #require(Coordinate(latitude: latitude, longitude: longitude))
        }
    }

    /// 60 stops scattered around six Seoul neighbourhoods (seeded, so every run builds the same trip).
    static func seoul60() -> [Coordinate] {
        let hubs = [
            (37.5796, 126.9770), (37.4979, 127.0276), (37.5563, 126.9236), (37.5133, 127.1028),
            (37.5219, 126.9245), (37.5345, 126.9946),
        ]
        var random = SplitMix64(seed: 60)
        return (0..<60).compactMap { index in
            let hub = hubs[index % hubs.count]
            let dLat = (Double(random.index(below: 2001)) - 1000) / 1000 * 0.02
            let dLon = (Double(random.index(below: 2001)) - 1000) / 1000 * 0.025
            return Coordinate(latitude: hub.0 + dLat, longitude: hub.1 + dLon)
        }
    }

    /// A request over `stops` plus, when given, one base place after them (index `stops.count`).
    /// The time limit is generous so that only the round budget ends the search, even in a slow debug build.
    static func request(
        _ stops: [Coordinate], days: Int, base: Coordinate? = nil, balance: DayBalance = .stops
    ) -> DayPlanRequest {
        let places = stops + (base.map { [$0] } ?? [])
        let ends = base.map { _ in Array(repeating: DayEnds.loop(stops.count), count: days) } ?? []
        return DayPlanRequest(
            matrix: DistanceMatrix(geodesicDistancesBetween: places), stops: Array(stops.indices), dayCount: days,
            ends: ends, balance: balance, timeLimit: .seconds(60))
    }

    /// Every stop of `request` appears in exactly one day, and each day's length matches its order.
    static func checkPlan(_ plan: DayPlan, _ request: DayPlanRequest) {
        let placed = plan.days.flatMap(\.stops)
        #expect(placed.sorted() == request.stops.sorted())
        #expect(plan.days.count == request.dayCount)
        let tour = DayTour(matrix: request.matrix)
        for day in plan.days {
            #expect(abs(tour.length(day.stops, day.ends) - day.length) < 1e-6)
        }
        #expect(abs(plan.days.map(\.length).reduce(0, +) - plan.total) < 1e-6)
    }
}
