import Testing

@testable import TripModel

@Suite struct TimestampTests {
    @Test(arguments: [
        ("1970-01-01T00:00:00.000Z", Int64(0)),
        ("2026-11-30T13:06:50.123Z", Int64(1_796_044_010_123)),
        ("1969-12-31T23:59:59.999Z", Int64(-1)),
        ("2000-02-29T12:00:00.000Z", Int64(951_825_600_000)),
    ])
    func formatsAndParsesExactly(text: String, millis: Int64) throws {
        let parsed = try #require(Timestamp(iso8601: text))
        #expect(parsed.millisecondsSinceEpoch == millis)
        #expect(Timestamp(millisecondsSinceEpoch: millis).description == text)
    }

    @Test func acceptsOffsetsAndShortFractions() throws {
        #expect(Timestamp(iso8601: "2026-11-30T22:06:50+09:00")?.description == "2026-11-30T13:06:50.000Z")
        #expect(Timestamp(iso8601: "2026-11-30T13:06:50.5Z")?.millisecondsSinceEpoch == 1_796_044_010_500)
        #expect(Timestamp(iso8601: "2026-11-30T13:06:50.123456Z")?.millisecondsSinceEpoch == 1_796_044_010_123)
    }

    @Test(arguments: [
        "", "2026-11-30", "2026-13-01T00:00:00Z", "2026-11-30T25:00:00Z", "2026-11-30T13:06:50",
        "2026-11-30T13:06:50.Z", "2026-11-30T13:06:50Zjunk",
    ])
    func rejectsMalformedText(text: String) {
        #expect(Timestamp(iso8601: text) == nil)
    }

    @Test func utcDateIsTheCalendarDay() {
        #expect(Timestamp(millisecondsSinceEpoch: 1_796_044_010_123).utcDate.description == "2026-11-30")
        #expect(Timestamp(millisecondsSinceEpoch: -1).utcDate.description == "1969-12-31")
    }
}

@Suite struct LocalDateTests {
    @Test func validatesCalendarDays() {
        #expect(LocalDate("2024-02-29") != nil)
        #expect(LocalDate("2026-02-29") == nil)
        #expect(LocalDate("2026-04-31") == nil)
        #expect(LocalDate("2026-1-01") == nil)
        #expect(LocalDate(compact: "20261113")?.description == "2026-11-13")
        #expect(LocalDate(compact: "2026111") == nil)
    }

    @Test func daysSinceEpochRoundTripsOverCenturies() throws {
        for days in stride(from: Int64(-719_162), through: 2_932_896, by: 997) {
            let date = LocalDate(daysSinceEpoch: days)
            #expect(date.daysSinceEpoch == days)
            #expect(LocalDate(date.description) == date)
        }
        let start = try #require(LocalDate("2026-12-31"))
        #expect(start.adding(days: 1).description == "2027-01-01")
    }
}

@Suite struct TimestampRangeTests {
    /// Timestamps from stored or imported data can be far outside everyday years; formatting must never trap.
    @Test func formatsYearsPastNineThousandNineHundredNinetyNine() {
        let farFuture = Timestamp(millisecondsSinceEpoch: 253_402_300_800_000)  // 10000-01-01
        #expect(farFuture.description == "10000-01-01T00:00:00.000Z")
        #expect(Timestamp(iso8601: farFuture.description) == nil)  // outside what we read back: refused, not trapped
    }

    /// The digit-by-digit form for years 0…9999 says what the calendar fields say, and reads back.
    @Test func formatsEveryFieldAcrossTheYears() throws {
        var state: UInt64 = 20_261_202
        let first = Timestamp.earliest.millisecondsSinceEpoch - 366 * 86_400_000
        let span = UInt64(Timestamp.latest.millisecondsSinceEpoch - first)
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let millis = first + Int64((state >> 11) % span)
            let days = Int64.floorDiv(millis, 86_400_000)
            let date = LocalDate(daysSinceEpoch: days)
            let inDay = millis - days * 86_400_000
            let fields =
                [date.year, date.month, date.day].map(Int64.init) + [
                    inDay / 3_600_000, inDay / 60_000 % 60, inDay / 1000 % 60, inDay % 1000,
                ]
            let widths = [4, 2, 2, 2, 2, 2, 3]
            let texts = zip(fields, widths).map { value, width in
                String(repeating: "0", count: width - String(value).count) + String(value)
            }
            let expected =
                "\(texts[0])-\(texts[1])-\(texts[2])T\(texts[3]):\(texts[4]):\(texts[5]).\(texts[6])Z"
            let stamp = Timestamp(millisecondsSinceEpoch: millis)
            #expect(stamp.description == expected)
            if stamp.isInRange { #expect(Timestamp(iso8601: stamp.description) == stamp) }
        }
        #expect(Timestamp.earliest.description == "0001-01-01T00:00:00.000Z")
        #expect(Timestamp.latest.description == "9999-12-31T23:59:59.999Z")
        let yearZero = Timestamp(millisecondsSinceEpoch: Timestamp.earliest.millisecondsSinceEpoch - 1)
        #expect(yearZero.description == "0000-12-31T23:59:59.999Z")
    }
}

@Suite struct TimestampEdgeTests {
    /// An offset that pushes the instant out of years 1…9999 would be stored as text no reader accepts.
    @Test(arguments: [
        ("0001-01-01T00:00:00+01:00", "'0001-01-01T00:00:00+01:00' falls outside years 1…9999 in UTC"),
        ("9999-12-31T23:59:59-01:00", "'9999-12-31T23:59:59-01:00' falls outside years 1…9999 in UTC"),
        ("2026-11-30T13:06:50+99:99", "'2026-11-30T13:06:50+99:99' has a UTC offset beyond ±23:59"),
        ("2026-11-30T13:06:50+24:00", "'2026-11-30T13:06:50+24:00' has a UTC offset beyond ±23:59"),
        ("2026-11-30T13:06:50-00:60", "'2026-11-30T13:06:50-00:60' has a UTC offset beyond ±23:59"),
        (
            "0000-12-31T23:00:00.000Z",
            "'0000-12-31T23:00:00.000Z' is not an ISO-8601 timestamp like 2026-11-30T13:06:50.123Z"
        ),
    ])
    func refusesWhatCannotBeReadBack(text: String, problem: String) {
        #expect(Timestamp(iso8601: text) == nil)
        #expect(Timestamp.problem(iso8601: text) == problem)
    }

    @Test(arguments: [
        ("0001-01-01T00:59:59-01:00", "0001-01-01T01:59:59.000Z"),
        ("0001-01-01T00:00:00Z", "0001-01-01T00:00:00.000Z"),
        ("9999-12-31T23:59:59.999Z", "9999-12-31T23:59:59.999Z"),
        ("9999-12-31T22:59:59+23:59", "9999-12-30T23:00:59.000Z"),
        ("2026-11-30T13:06:50-23:59", "2026-12-01T13:05:50.000Z"),
    ])
    func acceptsTheWholeRange(text: String, stored: String) throws {
        let value = try #require(Timestamp(iso8601: text))
        #expect(value.description == stored)
        #expect(Timestamp(iso8601: value.description) == value)
        #expect(value.isInRange)
    }

    @Test func rangeEndsAreExact() {
        #expect(Timestamp.earliest.description == "0001-01-01T00:00:00.000Z")
        #expect(Timestamp.latest.description == "9999-12-31T23:59:59.999Z")
        #expect(!Timestamp(millisecondsSinceEpoch: Timestamp.earliest.millisecondsSinceEpoch - 1).isInRange)
        #expect(!Timestamp(millisecondsSinceEpoch: Timestamp.latest.millisecondsSinceEpoch + 1).isInRange)
    }
}

/// Reading a timestamp from bytes in place (a database column) must accept and refuse exactly what
/// reading it from a string does.
@Suite struct TimestampBytesTests {
    @Test(arguments: [
        "1970-01-01T00:00:00.000Z", "2026-11-30T13:06:50.123Z", "2026-11-30T22:06:50.1+09:00",
        "0001-01-01T00:00:00.000Z", "9999-12-31T23:59:59.999Z", "2026-02-29T00:00:00.000Z",
        "2026-11-30T13:06:50.123+24:00", "2026-11-30T13:06:50.123", "2026-11-30 13:06:50Z", "",
        "0001-01-01T00:00:00.000+00:01", "2026-11-30T13:06:50.Z", "２026-11-30T13:06:50Z",
    ])
    func bytesParseAsTextDoes(text: String) {
        var copy = text
        let fromBytes = copy.withUTF8 { Timestamp(iso8601UTF8: $0) }
        #expect(fromBytes == Timestamp(iso8601: text))
    }
}
