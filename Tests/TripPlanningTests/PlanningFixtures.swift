import Foundation
import Testing
import TripGeo
import TripModel

/// Small trips for the planning tests: stops on a line east from 127.00° at 37.5° N.
enum PlanningFixtures {
    static let time = Timestamp(millisecondsSinceEpoch: 1_796_044_010_123)

    /// Stop `number` (1-based position) at `east` degrees east of 127°, on `day`.
    static func stop(_ number: Int, east: Double, day: Int? = nil, locked: Bool = false) throws -> Stop {
        Stop(
            id: UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number)) ?? UUID(),
            position: number, name: "S\(number)",
            coordinate: try #require(Coordinate(latitude: 37.5, longitude: 127 + east)), day: day, locked: locked,
            updatedAt: time)
    }

    static func trip(_ stops: [Stop]) -> Trip {
        Trip(id: UUID(), name: "Line", createdAt: time, updatedAt: time, stops: stops)
    }
}
