import Foundation
import Testing
import TripGeo

@testable import TripModel

/// Small values tests build trips from.
enum Sample {
    static let time = Timestamp(millisecondsSinceEpoch: 1_796_044_010_123)

    static func id(_ number: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number)) ?? UUID()
    }

    static func stop(_ number: Int, position: Int, name: String? = nil, day: Int? = nil) -> Stop {
        Stop(
            id: id(100 + number), position: position, name: name ?? "Stop \(number)",
            coordinate: Coordinate(latitude: 37.5 + Double(number) / 100, longitude: 127) ?? Coordinate.testOrigin,
            day: day, updatedAt: time)
    }

    static func trip(stops count: Int = 3) -> Trip {
        Trip(
            id: id(1), name: "Seoul day", createdAt: time, updatedAt: time,
            stops: (1...max(1, count)).prefix(count).map { stop($0, position: $0) })
    }

    static func json(_ trip: Trip) throws -> [String: Any] {
        let data = try TripDocumentCoding.encoder().encode(trip)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func decode(_ object: [String: Any]) throws -> Trip {
        let data = try JSONSerialization.data(withJSONObject: object)
        return try TripDocumentCoding.decoder().decode(Trip.self, from: data)
    }
}

extension Coordinate {
    /// A fallback for sample coordinates that are valid by construction.
    static var testOrigin: Coordinate {
        guard let origin = Coordinate(latitude: 0, longitude: 0) else {
            preconditionFailure("0,0 is a valid coordinate")
        }
        return origin
    }
}
