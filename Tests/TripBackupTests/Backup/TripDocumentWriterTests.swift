import Foundation
import Testing
import TripModel

@testable import TripBackup

/// The fast writer must produce Foundation's bytes exactly: backups stay identical to
/// `trip show --json`, and a field added to the model but not to the writer fails here.
@Suite struct TripDocumentWriterTests {
    private func foundationBytes(_ trip: Trip) throws -> Data {
        try TripJSON.document(trip)
    }

    @Test(arguments: [0, 1, 4, 5, 7, 20])
    func sameBytesAsFoundation(index: Int) throws {
        var trip = SampleDatabase.trip(index, stops: index == 20 ? 5 : index % 6, seed: 3, current: index == 0)
        if index == 20 {
            trip.notes = "quote \" backslash \\ slash / tab \t newline \n bell \u{7} del \u{7f} 한글 \u{2028} é"
            trip.endDate = LocalDate(year: 2026, month: 12, day: 3)
            trip.stops[0].spotId = "tour:12345"
            trip.stops[1].latitude = -0.0
            trip.stops[2].longitude = 1e-7
            trip.stops[3].day = nil
            trip.companions = [
                Companion(id: UUID(), name: "지민 \"J\"", updatedAt: nil),
                Companion(id: UUID(), name: "Sam", updatedAt: trip.updatedAt),
            ]
        }
        let writer = TripDocumentWriter()
        #expect(try writer.encode(trip) == foundationBytes(trip))
    }

    /// The clock fields are written only when set, in Foundation's key order and indentation.
    @Test func scheduleFieldsMatch() throws {
        var trip = SampleDatabase.trip(2, stops: 3, seed: 5)
        trip.timeZone = "Asia/Seoul"
        trip.travelMode = .walk
        trip.travelModes[.transit] = TravelModeSettings(speedKmh: 18.5, detour: 1.4, waitMinutes: 8)
        trip.travelModes[.walk] = TravelModeSettings(speedKmh: 4, detour: 1.25, waitMinutes: 0)
        trip.stops[0].arrival = try? TimeOfDay(parsing: "14:00")
        trip.stops[0].stayMinutes = 90
        trip.stops[0].openingHours = try OpeningHours("Tu-Su 09:00-18:00; Mo off")
        trip.stops[2].travelMode = .taxi
        trip.setDay(TripDay(day: 1, start: try? TimeOfDay(parsing: "08:30")))
        trip.setDay(
            TripDay(
                day: 2, end: try? TimeOfDay(parsing: "21:00"),
                lodging: Lodging(name: "Hotel \"A\"", latitude: 37.5, longitude: 127, stopId: trip.stops[1].id)))
        #expect(try TripDocumentWriter().encode(trip) == foundationBytes(trip))
    }

    @Test func randomCoordinatesMatch() throws {
        var generator = SystemRandomNumberGenerator()
        var trip = SampleDatabase.trip(3, stops: 200, seed: 1)
        for index in trip.stops.indices {
            trip.stops[index].latitude = Double.random(in: -90...90, using: &generator)
            trip.stops[index].longitude = Double.random(in: -180...180, using: &generator)
        }
        #expect(try TripDocumentWriter().encode(trip) == foundationBytes(trip))
    }

    /// Timestamps are written digit by digit; they must read exactly like `description`, before
    /// 1970, at day and year edges, and before year 0 (where `description` itself is used).
    @Test(
        arguments: [
            0, -1, -999, -1000, -1001, 999, 86_399_999, 86_400_000, -86_400_001, 1_796_044_010_123,
            253_402_300_799_999, -62_167_219_200_000, -62_167_219_200_001,
        ] as [Int64])
    func timestampsReadLikeTheirDescription(milliseconds: Int64) {
        let time = Timestamp(millisecondsSinceEpoch: milliseconds)
        var out = JSONBytes()
        out.timestamp(time)
        #expect(String(decoding: out.bytes, as: UTF8.self) == "\"\(time.description)\"")
    }

    @Test func idsReadLikeLowerCaseUUIDStrings() {
        for _ in 0..<100 {
            let id = UUID()
            var out = JSONBytes()
            out.uuid(id)
            #expect(String(decoding: out.bytes, as: UTF8.self) == "\"\(id.lowercasedString)\"")
        }
    }
}
