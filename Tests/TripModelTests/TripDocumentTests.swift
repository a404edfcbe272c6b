import Foundation
import Testing

@testable import TripModel

@Suite struct TripDocumentTests {
    @Test func roundTripsThroughJSON() throws {
        var trip = Sample.trip()
        trip.startDate = LocalDate("2026-12-01")
        trip.companions = [Companion(id: Sample.id(9), name: "지민", updatedAt: Sample.time)]
        trip.expenses = [
            Expense(
                id: Sample.id(10), amount: 12_000, currency: "KRW", description: "lunch", paidBy: "me",
                shares: [.init(name: "me", weight: 1), .init(name: "지민", weight: 1)], createdAt: Sample.time,
                updatedAt: Sample.time)
        ]
        let data = try TripDocumentCoding.encoder().encode(trip)
        let decoded = try TripDocumentCoding.decoder().decode(Trip.self, from: data)
        #expect(decoded == trip)
        let object = try Sample.json(trip)
        #expect(object["startDate"] as? String == "2026-12-01")
        #expect(object["createdAt"] as? String == "2026-11-30T13:06:50.123Z")
        #expect(object["finishedAt"] is NSNull)
        let stops = try #require(object["stops"] as? [[String: Any]])
        #expect(stops[0]["latitude"] as? Double == 37.51)
        #expect(stops[0]["position"] as? Int == 1)
    }

    @Test func rejectsPositionGapsNamingThePath() throws {
        var object = try Sample.json(Sample.trip())
        var stops = try #require(object["stops"] as? [[String: Any]])
        stops[2]["position"] = 5
        object["stops"] = stops
        let error = try #require(throws: DecodingError.self) { try Sample.decode(object) }
        let text = TripDocumentCoding.describe(error)
        #expect(text == "stops[2].position: position 5 should be 3: positions run 1…n in order")
    }

    @Test(arguments: [("latitude", 91.0), ("latitude", -90.5), ("longitude", 181.0), ("longitude", -180.01)])
    func rejectsCoordinatesOutOfRange(field: String, value: Double) throws {
        var object = try Sample.json(Sample.trip())
        var stops = try #require(object["stops"] as? [[String: Any]])
        stops[1][field] = value
        object["stops"] = stops
        let error = try #require(throws: DecodingError.self) { try Sample.decode(object) }
        #expect(TripDocumentCoding.describe(error).contains("stops[1]"))
        #expect(TripDocumentCoding.describe(error).contains(field))
    }

    @Test func rejectsDuplicateStopIdsAndCompanionNames() throws {
        var object = try Sample.json(Sample.trip())
        var stops = try #require(object["stops"] as? [[String: Any]])
        stops[1]["id"] = stops[0]["id"]
        object["stops"] = stops
        #expect(throws: DecodingError.self) { try Sample.decode(object) }

        var withCompanions = Sample.trip()
        withCompanions.companions = [
            Companion(id: Sample.id(7), name: "철수", updatedAt: nil),
            Companion(id: Sample.id(8), name: " 철수", updatedAt: nil),
        ]
        let data = try TripDocumentCoding.encoder().encode(withCompanions)
        let error = try #require(throws: DecodingError.self) {
            try TripDocumentCoding.decoder().decode(Trip.self, from: data)
        }
        #expect(TripDocumentCoding.describe(error).hasPrefix("companions[1]"))
    }

    @Test func rejectsEndBeforeStartAndMissingFields() throws {
        var object = try Sample.json(Sample.trip())
        object["startDate"] = "2026-12-03"
        object["endDate"] = "2026-12-01"
        let error = try #require(throws: DecodingError.self) { try Sample.decode(object) }
        #expect(TripDocumentCoding.describe(error).hasPrefix("endDate:"))

        var missing = try Sample.json(Sample.trip())
        missing.removeValue(forKey: "status")
        let missingError = try #require(throws: DecodingError.self) { try Sample.decode(missing) }
        #expect(TripDocumentCoding.describe(missingError) == "status: required field is missing")
    }

    @Test func rejectsFinishedTripWithoutFinishedAt() throws {
        var object = try Sample.json(Sample.trip())
        object["status"] = "finished"
        #expect(throws: DecodingError.self) { try Sample.decode(object) }
    }

    @Test func companionNamesAreTrimmedAndComposed() {
        let decomposed = "\u{1100}\u{1161}"  // 가 as two jamo
        #expect(Companion.normalize("  \(decomposed)\n") == "가")
        #expect(Companion(id: Sample.id(1), name: " 지민 ", updatedAt: nil).name == "지민")
    }
}
