import Foundation
import Testing
import TripModel

@testable import TripFormats

@Suite struct ICSWriterTests {
    /// Unfolds content lines (RFC 5545 §3.1) and splits them into (name with parameters, value).
    private func properties(_ text: String) -> [(String, String)] {
        text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").filter { !$0.isEmpty }
            .map { line in
                let colon = line.firstIndex(of: ":") ?? line.endIndex
                return (String(line[..<colon]), String(line[line.index(after: colon)...]))
            }
    }

    @Test func oneAllDayEventPerDayOnTheRightDates() throws {
        let text = try ICSWriter.write(Sample.itinerary())
        let props = properties(text)
        #expect(props.first?.1 == "VCALENDAR" && props.last?.1 == "VCALENDAR")
        #expect(props.filter { $0 == ("BEGIN", "VEVENT") }.count == 2)
        #expect(props.filter { $0.0 == "DTSTART;VALUE=DATE" }.map(\.1) == ["20261201", "20261202"])
        #expect(props.filter { $0.0 == "DTEND;VALUE=DATE" }.map(\.1) == ["20261202", "20261203"])
        #expect(
            props.filter { $0.0 == "UID" }.map(\.1) == [
                "00000000-0000-4000-8000-000000000001-day-1@trip", "00000000-0000-4000-8000-000000000001-day-2@trip",
            ])
        #expect(props.filter { $0.0 == "DTSTAMP" }.allSatisfy { $0.1 == "20261118T110640Z" })
    }

    /// With a schedule, each timed stop is its own event in UTC (Seoul is UTC+9: 09:30 → 00:30Z), a
    /// visit past midnight lands on the next date, and a day without times stays an all-day event.
    @Test func scheduledStopsAreTimedEventsInUTC() throws {
        var itinerary = Sample.itinerary()
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        itinerary.schedule = ItinerarySchedule(
            timeZone: seoul,
            visits: [
                Sample.uuid(101): .init(day: 1, start: 9 * 60 + 30, end: 11 * 60),
                Sample.uuid(102): .init(day: 1, start: 23 * 60 + 30, end: 24 * 60 + 15),
            ])
        let props = properties(try ICSWriter.write(itinerary))
        #expect(props.filter { $0.0 == "DTSTART" }.map(\.1) == ["20261201T003000Z", "20261201T143000Z"])
        #expect(props.filter { $0.0 == "DTEND" }.map(\.1) == ["20261201T020000Z", "20261201T151500Z"])
        #expect(props.filter { $0.0 == "DTSTART;VALUE=DATE" }.map(\.1) == ["20261202"])
        #expect(props.filter { $0.0 == "SUMMARY" }.first?.1 == "성산일출봉")
        #expect(
            props.filter { $0.0 == "UID" }.first?.1
                == "00000000-0000-4000-8000-000000000001-stop-00000000-0000-4000-8000-000000000065@trip")
    }

    @Test func everyLineEndsInCRLFAndFitsIn75Octets() throws {
        let text = try ICSWriter.write(Sample.itinerary())
        #expect(text.hasSuffix("\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        for line in text.components(separatedBy: "\r\n") {
            #expect(line.utf8.count <= 75, "\(line)")
            // A line that is valid UTF-8 on its own proves folding never split a Hangul syllable.
            #expect(String(validating: Array(line.utf8), as: UTF8.self) != nil)
        }
    }

    @Test func descriptionIsEscapedAndListsStopsAndCompanions() throws {
        let props = properties(try ICSWriter.write(Sample.itinerary()))
        let description = try #require(props.first { $0.0 == "DESCRIPTION" }?.1)
        #expect(description.contains("2. Café \"Wind\\, Rain\"\\; & <Co> — Line 1\\nLine 2"))
        #expect(description.contains("With: 지민\\, Sam"))
        #expect(props.contains { $0 == ("GEO", "33.458056;126.9425") })
    }

    @Test func foldingKeepsMultiByteCharactersWhole() {
        let line = "SUMMARY:" + String(repeating: "한", count: 60)
        let folded = ICSText.fold(line)
        let pieces = folded.components(separatedBy: "\r\n ")
        #expect(pieces.count == 3)
        #expect(pieces.joined() == line)
        #expect(pieces.allSatisfy { $0.utf8.count <= 74 || $0 == pieces[0] && $0.utf8.count <= 75 })
    }

    @Test func outputIsDeterministic() throws {
        #expect(try ICSWriter.write(Sample.itinerary()) == ICSWriter.write(Sample.itinerary()))
    }

    @Test func undatedTripCannotBeACalendar() {
        expectFormatError(["ics", "no start date"]) {
            _ = try ICSWriter.write(Sample.itinerary(Sample.jejuTrip(startDate: nil)))
        }
    }
}
