import Foundation
import Testing
import TripModel

@testable import TripBackup

/// The fast reader must read what trip writes (or the speed silently goes), and whatever it reads
/// must equal `JSONDecoder`'s trip; what it gives up on is Foundation's, errors included.
@Suite struct TripDocumentReaderTests {
    private func foundation(_ data: Data) -> Trip? {
        try? JSONDecoder().decode(Trip.self, from: data)
    }

    private func document(_ trip: Trip) throws -> Data {
        try TripDocumentWriter().encode(trip)
    }

    /// Trips without expenses (index 0 and 5 have one) are read by the fast path, equal to Foundation's.
    @Test(arguments: [1, 2, 3, 4, 6, 7, 9])
    func readsWhatTripWrites(index: Int) throws {
        let trip = SampleDatabase.trip(index, stops: index % 6, seed: 4, current: index == 1)
        let data = try document(trip)
        let fast = try #require(TripDocumentReader.decode(data))
        #expect(fast == trip)
        #expect(fast == foundation(data))
    }

    /// The reader reuses the last timestamp when the same text comes again; times that repeat,
    /// differ in one digit, or come back after another must all read as written.
    @Test func readsEachStopsTimeWhetherItRepeatsOrNot() throws {
        var trip = SampleDatabase.trip(3, stops: 6, seed: 2)
        let base = trip.createdAt.millisecondsSinceEpoch
        for (index, offset) in [0, 0, 1, 0, 86_400_000, 1].enumerated() {
            trip.stops[index].updatedAt = Timestamp(millisecondsSinceEpoch: base + Int64(offset))
        }
        let data = try document(trip)
        let fast = try #require(TripDocumentReader.decode(data))
        #expect(fast.stops.map(\.updatedAt) == trip.stops.map(\.updatedAt))
        #expect(fast == trip)
        #expect(fast == foundation(data))
    }

    @Test func readsEveryCoordinateExactly() throws {
        var generator = SystemRandomNumberGenerator()
        var trip = SampleDatabase.trip(3, stops: 300, seed: 1)
        for index in trip.stops.indices {
            trip.stops[index].latitude = Double.random(in: -90...90, using: &generator)
            trip.stops[index].longitude = Double.random(in: -180...180, using: &generator)
        }
        trip.stops[0].latitude = -0.0
        trip.stops[1].longitude = 1e-7
        trip.stops[2].latitude = 90
        let data = try document(trip)
        let fast = try #require(TripDocumentReader.decode(data))
        #expect(fast == trip)
        #expect(fast.stops.map(\.latitude.bitPattern) == trip.stops.map(\.latitude.bitPattern))
        #expect(fast.stops.map(\.longitude.bitPattern) == trip.stops.map(\.longitude.bitPattern))
    }

    /// Documents a user or an older version could hand in: each either reads exactly as Foundation
    /// reads it, or is left to Foundation (which then accepts it or says what is wrong).
    @Test(arguments: [
        ("\"notes\" : \"notes 3\"", "\"notes\" : \"tab \\t quote \\\" \\u00e9\""),
        ("\"notes\" : \"notes 3\"", "\"notes\" : null"),
        ("\"notes\" : \"notes 3\"", "\"notes\" : \"notes 3\", \"notes\" : \"again\""),
        ("\"notes\" : \"notes 3\"", "\"notes\" : \"notes 3\", \"future\" : 1"),
        ("\"notes\" : \"notes 3\"", "\"notes\" : 3"),
        ("\"notes\" : \"notes 3\"", "\"notes\" : \"  \""),
        ("\"status\" : \"finished\"", "\"status\" : \"FINISHED\""),
        ("\"position\" : 1", "\"position\" : 1.0"),
        ("\"position\" : 1", "\"position\" : 01"),
        ("\"position\" : 1", "\"position\" : 2"),
        ("\"position\" : 1", "\"position\" : -0"),
        ("\"day\" : 1", "\"day\" : null"),
        ("\"day\" : 1", "\"day\" : 0"),
        ("\"locked\" : true", "\"locked\" : null"),
        ("\"locked\" : true", "\"locked\" : truex"),
        ("\"latitude\" : 33.2", "\"latitude\" : 332e-1"),
        ("\"latitude\" : 33.2", "\"latitude\" : 91"),
        ("\"latitude\" : 33.2", "\"latitude\" : 1e999"),
        ("\"latitude\" : 33.2", "\"latitude\" : .5"),
        ("\"latitude\" : 33.2", "\"latitude\" : -"),
        ("\"address\" : \"제주특별자치도 0번지\"", "\"address\" : null"),
        ("\"spotId\" : null", "\"spotId\" : \"tour:1\""),
        ("\"startDate\" : \"2026-12-01\"", "\"startDate\" : \"2026-13-01\""),
        ("\"startDate\" : \"2026-12-01\"", "\"startDate\" : null"),
        ("\"finishedAt\" : \"", "\"finishedAt\" : \"x"),
        ("\"finishedAt\" : \"2026", "\"finishedAt\" : null, \"x\" : \"2026"),
        ("\"expenses\" : [\n\n  ]", "\"expenses\" : null"),
        ("\"expenses\" : [\n\n  ]", "\"expenses\" : [{}]"),
        ("\"stops\" : [", "\"timeZone\" : \"Asia/Seoul\", \"stops\" : ["),
        ("\"id\" : \"", "\"id\" : \"X"),
        ("\n}\n", "\n} x"),
        ("\n}\n", "\n}\n\n  "),
    ])
    func tamperedDocumentsReadAsFoundationReadsThem(edit: (String, String)) throws {
        // Trip 4 is finished, has a companion and no expenses: every field the edits touch is there.
        var trip = SampleDatabase.trip(4, stops: 2, seed: 9)
        trip.notes = "notes 3"
        var text = String(decoding: try document(trip), as: UTF8.self)
        let range = try #require(text.range(of: edit.0), "the test's own document holds \(edit.0)")
        text.replaceSubrange(range, with: edit.1)
        let data = Data(text.utf8)
        if let fast = TripDocumentReader.decode(data) {
            #expect(fast == foundation(data), "\(edit.1)")
        }
    }

    /// What must go to Foundation, so its decoding (and error messages) still apply.
    @Test(arguments: [
        ("\"notes\" : \"notes 3\"", "\"notes\" : \"tab \\t\""),
        ("\"position\" : 1", "\"position\" : 2"),
        ("\"latitude\" : 33.2", "\"latitude\" : 91"),
        ("\"name\" : \"여행", "\"name\" : \"\u{1}여행"),
        ("\"stops\" : [", "\"travelMode\" : \"walk\", \"stops\" : ["),
    ])
    func leavesToFoundation(edit: (String, String)) throws {
        var trip = SampleDatabase.trip(4, stops: 2, seed: 9)
        trip.notes = "notes 3"
        var text = String(decoding: try document(trip), as: UTF8.self)
        let range = try #require(text.range(of: edit.0))
        text.replaceSubrange(range, with: edit.1)
        #expect(TripDocumentReader.decode(Data(text.utf8)) == nil)
    }

    @Test func leavesInvalidUTF8ToFoundation() throws {
        var data = try document(SampleDatabase.trip(2, stops: 1, seed: 2))
        let quote = try #require(data.firstRange(of: Data("\"notes\" : \"".utf8)))
        data.insert(0xff, at: quote.upperBound)
        #expect(TripDocumentReader.decode(data) == nil)
        #expect(foundation(data) == nil)
    }

    /// Short decimals (most coordinates people type) are read without a string; the result must be
    /// the very double `Double(text)` gives, on both sides of every limit of that path.
    @Test func shortDecimalsReadAsDoubleReadsThem() throws {
        var generator = SystemRandomNumberGenerator()
        var texts = [
            "0", "-0", "0.0", "-0.0", "0.000001", "1", "90", "-180", "123456789012345", "1234567890123456",
            "0.123456789012345", "0.1234567890123456", "9007199254740993", "12345678901234567890", "1e5", "-1.5E-3",
            "126.97704100000001", "33.07", "37.579617", "0.1", "0.3", "1.0000000000000002",
        ]
        for places in 0...9 {
            for _ in 0..<300 {
                let value = Double.random(in: -180...180, using: &generator)
                texts.append(String(format: "%.\(places)f", value))
            }
        }
        for text in texts {
            let expected = try #require(Double(text), "\(text)")
            let read = try Array(text.utf8).withUnsafeBytes { bytes in
                var scanner = JSONScanner(bytes)
                return try scanner.double()
            }
            #expect(read.bitPattern == expected.bitPattern, "\(text)")
        }
    }

    /// Strings are skipped eight bytes at a time until one of those bytes needs a closer look; a
    /// quote, backslash or control byte at any place in any word must still end the string or make
    /// the scanner give up, exactly as a byte-by-byte reading would.
    @Test func everySpecialByteIsSeenWhereverItFalls() {
        let plain = Array("가나다 abc-123/xyz 라마바 0123456789 ~!@#$%^&*()".utf8)
        for length in 0...40 {
            let body = Array(plain.prefix(length))
            let whole = Array("\"".utf8) + body + Array("\" tail".utf8)
            let read = whole.withUnsafeBytes { bytes -> String? in
                var scanner = JSONScanner(bytes)
                return try? scanner.string()
            }
            // A length that cuts a Hangul letter leaves invalid UTF-8, which is refused.
            #expect(read == String(validating: body, as: UTF8.self), "length \(length)")
            for place in 0..<length {
                for special: UInt8 in [0x22, 0x5c, 0x00, 0x01, 0x0a, 0x1f] {
                    var edited = body
                    edited[place] = special
                    let text = Array("\"".utf8) + edited + Array("\" tail".utf8)
                    let result = text.withUnsafeBytes { bytes -> String? in
                        var scanner = JSONScanner(bytes)
                        return try? scanner.string()
                    }
                    // A quote ends the string there (a cut multi-byte letter is invalid UTF-8 and
                    // refused); anything else is left to Foundation.
                    if special == 0x22 {
                        let prefix = Array(edited[..<place])
                        let valid = String(validating: prefix, as: UTF8.self)
                        #expect(result == valid, "quote at \(place) of \(length)")
                    } else {
                        #expect(result == nil, "byte \(special) at \(place) of \(length)")
                    }
                }
            }
        }
    }
}
