import Testing

@testable import TripModel

@Suite struct OpeningHoursTests {
    private func ranges(_ text: String, _ day: Weekday) throws -> [String] {
        try OpeningHours(text).ranges(on: day).map {
            "\(TimeOfDay.format(minutes: $0.lowerBound))-\(TimeOfDay.format(minutes: $0.upperBound))"
        }
    }

    @Test func everyDayWithoutASelector() throws {
        #expect(try ranges("09:00-18:00", .sunday) == ["09:00-18:00"])
        #expect(try OpeningHours("09:00-18:00").isSameEveryDay)
    }

    @Test func weekdayRangesListsAndWrapping() throws {
        #expect(try ranges("Tu-Su 09:00-18:00", .monday) == [])
        #expect(try ranges("Tu-Su 09:00-18:00", .sunday) == ["09:00-18:00"])
        #expect(try ranges("Mo,We,Fr 10:00-12:00", .wednesday) == ["10:00-12:00"])
        #expect(try ranges("Mo,We,Fr 10:00-12:00", .tuesday) == [])
        #expect(try ranges("Fr-Mo 10:00-12:00", .sunday) == ["10:00-12:00"])
        #expect(try ranges("Fr-Mo 10:00-12:00", .wednesday) == [])
        #expect(try !OpeningHours("Tu-Su 09:00-18:00").isSameEveryDay)
    }

    @Test func severalRangesADaySortedAndMerged() throws {
        #expect(try ranges("Mo 13:00-18:00,09:00-12:00", .monday) == ["09:00-12:00", "13:00-18:00"])
        #expect(try ranges("Mo 09:00-12:00, 11:00-14:00", .monday) == ["09:00-14:00"])
    }

    @Test func laterRulesReplaceEarlierOnesForTheirDays() throws {
        let text = "Mo-Fr 09:00-18:00; Sa 10:00-14:00; We off; Su closed"
        #expect(try ranges(text, .tuesday) == ["09:00-18:00"])
        #expect(try ranges(text, .wednesday) == [])
        #expect(try ranges(text, .saturday) == ["10:00-14:00"])
        #expect(try ranges(text, .sunday) == [])
    }

    @Test func allDayForms() throws {
        #expect(try ranges("24/7", .friday) == ["00:00-24:00"])
        #expect(try ranges("Sa", .saturday) == ["00:00-24:00"])
        #expect(try ranges("Sa", .friday) == [])
        #expect(try ranges("Mo 00:00-24:00", .monday) == ["00:00-24:00"])
    }

    @Test func openAtAMinute() throws {
        let hours = try OpeningHours("Mo-Fr 09:00-18:00")
        #expect(hours.isOpen(at: 9 * 60, on: .monday))
        #expect(!hours.isOpen(at: 18 * 60, on: .monday))
        #expect(!hours.isOpen(at: 12 * 60, on: .saturday))
    }

    @Test(arguments: [
        ("", "the hours are empty"),
        ("Mo 25:00-26:00", "'25:00-26:00' is not a time range HH:MM-HH:MM between 00:00 and 24:00"),
        ("Mo 09:60-10:00", "'09:60-10:00' is not a time range"),
        ("Mo 18:00-02:00", "'18:00-02:00' ends before it starts; ranges past midnight are not supported"),
        ("Mo 09:00", "'09:00' is not supported"),
        ("Mo-Fr 09:00-18:00;", "a rule between ';' is empty"),
        ("PH off", "public and school holidays ('PH') are not supported"),
        ("Mo-Fr,PH 09:00-12:00", "public and school holidays ('PH') are not supported"),
        ("sunrise-sunset", "times relative to the sun ('sunrise-sunset') are not supported"),
        ("Jan-Mar 10:00-12:00", "'Jan-Mar' is not supported"),
        ("Monday 10:00-12:00", "'Monday' is not supported"),
        ("Mo 10:00-12:00 || \"call\"", "has more than days and times"),
        ("Mo[1] 10:00-12:00", "'Mo[1]' is not supported"),
    ])
    func refusesWhatItDoesNotSupport(text: String, message: String) {
        #expect {
            _ = try OpeningHours(text)
        } throws: { error in
            guard let error = error as? ModelError, case .invalidOpeningHours(let given, _) = error else {
                return false
            }
            return given == text && error.description.contains(message)
        }
    }

    @Test func keepsTheTextAndCodesAsAString() throws {
        let hours = try OpeningHours("  Tu-Su 09:00-18:00 ")
        #expect(hours.text == "Tu-Su 09:00-18:00")
        let data = try TripDocumentCoding.encoder().encode([hours])
        #expect(String(decoding: data, as: UTF8.self).contains("\"Tu-Su 09:00-18:00\""))
        #expect(try TripDocumentCoding.decoder().decode([OpeningHours].self, from: data) == [hours])
    }

    @Test func weekdaysOfDates() throws {
        #expect(Weekday(try #require(LocalDate("2026-12-01"))) == .tuesday)
        #expect(Weekday(try #require(LocalDate("1970-01-01"))) == .thursday)
        #expect(Weekday(try #require(LocalDate("2026-12-06"))) == .sunday)
        #expect(Weekday(try #require(LocalDate("1969-12-29"))) == .monday)
    }
}
