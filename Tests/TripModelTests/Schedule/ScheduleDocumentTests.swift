import Foundation
import Testing
import TripGeo

@testable import TripModel

@Suite struct ScheduleDocumentTests {
    static func scheduledTrip() throws -> Trip {
        var trip = Sample.trip(stops: 3)
        trip.timeZone = "Asia/Seoul"
        trip.travelMode = .walk
        trip.travelModes[.transit] = TravelModeSettings(speedKmh: 18, detour: 1.5, waitMinutes: 8)
        trip.stops[0].arrival = try? TimeOfDay(parsing: "14:00")
        trip.stops[0].stayMinutes = 90
        trip.stops[0].openingHours = try OpeningHours("Tu-Su 09:00-18:00")
        trip.stops[1].travelMode = .taxi
        trip.setDay(
            TripDay(
                day: 1, start: try? TimeOfDay(parsing: "08:30"), end: try? TimeOfDay(parsing: "21:00"),
                lodging: Lodging(name: "Hotel", latitude: 37.56, longitude: 126.98, stopId: Sample.id(101))))
        return trip
    }

    @Test func roundTripsEveryScheduleField() throws {
        let trip = try Self.scheduledTrip()
        let data = try TripDocumentCoding.encoder().encode(trip)
        #expect(try TripDocumentCoding.decoder().decode(Trip.self, from: data) == trip)
        let json = try Sample.json(trip)
        #expect(json["timeZone"] as? String == "Asia/Seoul")
        #expect(json["travelMode"] as? String == "walk")
        let modes = try #require(json["travelModes"] as? [String: Any])
        #expect((modes["transit"] as? [String: Any])?["waitMinutes"] as? Double == 8)
        let stops = try #require(json["stops"] as? [[String: Any]])
        #expect(stops[0]["arrival"] as? String == "14:00")
        #expect(stops[0]["stayMinutes"] as? Int == 90)
        #expect(stops[0]["openingHours"] as? String == "Tu-Su 09:00-18:00")
        #expect(stops[1]["travelMode"] as? String == "taxi")
        let days = try #require(json["dayPlans"] as? [[String: Any]])
        #expect(days[0]["start"] as? String == "08:30")
        #expect((days[0]["lodging"] as? [String: Any])?["name"] as? String == "Hotel")
    }

    /// Unset fields are left out, so documents without times are byte-for-byte what they were.
    @Test func unsetFieldsAreLeftOut() throws {
        let text = String(decoding: try TripDocumentCoding.encoder().encode(Sample.trip()), as: UTF8.self)
        for key in ["timeZone", "travelMode", "dayPlans", "arrival", "stayMinutes", "openingHours"] {
            #expect(!text.contains("\"\(key)\""), "\(key)")
        }
    }

    /// Each case sets one field (its value written as JSON) and names the path the error must give.
    @Test(arguments: [
        ("stops.0.stayMinutes", "-5", "stops[0].stayMinutes: a stay of -5 minutes is outside 0…1440"),
        ("stops.0.openingHours", #""Mo 25:00-26:00""#, "stops[0].openingHours: opening hours 'Mo 25:00-26:00'"),
        ("stops.0.arrival", #""25:00""#, "stops[0].arrival: '25:00' is not a time HH:MM"),
        ("stops.0.travelMode", #""rocket""#, "stops[0].travelMode"),
        ("timeZone", #""Mars/Olympus""#, "timeZone: unknown time zone 'Mars/Olympus'"),
        (
            "travelModes", #"{"walk": {"speedKmh": 0, "detour": 1.3, "waitMinutes": 0}}"#,
            "travelModes: walk: speed 0.0 km/h is outside 0.1…300"
        ),
        ("dayPlans", #"[{"day": 2}, {"day": 1}]"#, "dayPlans[1]: days must be listed once each, in order"),
        ("dayPlans", #"[{"day": 0}]"#, "dayPlans[0]: day 0 is outside 1…366"),
        (
            "dayPlans", #"[{"day": 1, "lodging": {"name": " ", "latitude": 1, "longitude": 2}}]"#,
            "dayPlans[0]: a lodging needs a name"
        ),
    ])
    func refusesBadScheduleValuesNamingThePath(path: String, value: String, message: String) throws {
        let parsed = try JSONSerialization.jsonObject(with: Data(value.utf8), options: .fragmentsAllowed)
        var json = try Sample.json(Sample.trip())
        let keys = path.split(separator: ".").map(String.init)
        if keys.count == 3, var stops = json["stops"] as? [[String: Any]], let index = Int(keys[1]) {
            stops[index][keys[2]] = parsed
            json["stops"] = stops
        } else {
            json[path] = parsed
        }
        #expect {
            _ = try Sample.decode(json)
        } throws: { error in
            TripDocumentCoding.describe(error).contains(message)
        }
    }

    @Test func setDayKeepsOneRecordPerDayInOrderAndDropsEmptyOnes() {
        var trip = Sample.trip()
        trip.setDay(TripDay(day: 3, start: try? TimeOfDay(parsing: "10:00")))
        trip.setDay(TripDay(day: 1, end: try? TimeOfDay(parsing: "20:00")))
        #expect(trip.days.map(\.day) == [1, 3])
        trip.setDay(TripDay(day: 3))
        #expect(trip.days.map(\.day) == [1])
        #expect(trip.day(2).effectiveStart.description == "09:00")
    }
}
