import Foundation
import FoundationXML
import Testing
import TripModel

@testable import TripFormats

/// With a schedule the day tables read as a timeline: lodging to lodging, each visit's times with its
/// waiting and stay, each leg's mode and minutes, and warnings in words. Without one they stay as they were.
@Suite struct HTMLScheduleTests {
    static let hotel = Lodging(name: "Hotel <Sea>", latitude: 33.51, longitude: 126.52)

    /// Day 1 of the Jeju sample leaving Hotel at 09:00: 성산일출봉 waits 25 minutes for opening, the café
    /// closes during the stay, and the day runs late.
    static func scheduled() throws -> Itinerary {
        var trip = Sample.jejuTrip()
        trip.days = [TripDay(day: 1, lodging: hotel)]
        var itinerary = Sample.itinerary(trip)
        let taxi = ItinerarySchedule.Leg(mode: .taxi, minutes: 65, roadMeters: 48_000)
        let walk = ItinerarySchedule.Leg(mode: .walk, minutes: 12, roadMeters: 900)
        itinerary.schedule = ItinerarySchedule(
            timeZone: try #require(TimeZone(identifier: "Asia/Seoul")),
            visits: [
                Sample.uuid(101): .init(day: 1, start: 10 * 60 + 30, end: 12 * 60, arrival: 10 * 60 + 5, leg: taxi),
                Sample.uuid(102): .init(
                    day: 1, start: 13 * 60 + 5, end: 14 * 60, leg: taxi,
                    warnings: [.closesDuringStay(closing: 13 * 60 + 30, departure: 14 * 60)]),
            ],
            days: [
                1: .init(
                    day: 1, start: 9 * 60, end: 14 * 60 + 12, startLodging: hotel, endLodging: hotel, returnLeg: walk,
                    warnings: [.dayRunsLate(end: 14 * 60 + 12, latestEnd: try #require(TimeOfDay(minutes: 14 * 60)))])
            ])
        return itinerary
    }

    static func table(_ document: XMLDocument, day: Int) throws -> XMLElement {
        let section = try #require(
            try Sample.nodes(document, "section").compactMap { $0 as? XMLElement }.first {
                $0.value("id") == "day-\(day)"
            })
        return try #require(section.elements(forName: "table").first)
    }

    static func rows(_ table: XMLElement) -> [XMLElement] {
        table.elements(forName: "tbody").first?.elements(forName: "tr") ?? []
    }

    static func cells(_ row: XMLElement) -> [String] {
        row.elements(forName: "td").map { cell in
            // Lines are spans; join them with " | " so each reads on its own.
            let spans = cell.elements(forName: "span")
            return spans.isEmpty
                ? (cell.stringValue ?? "") : spans.map { $0.stringValue ?? "" }.joined(separator: " | ")
        }
    }

    @Test func dayTableRunsFromLodgingToLodgingWithTimesModesAndWaiting() throws {
        let document = try Sample.xmlDocument(HTMLPageWriter.write(try Self.scheduled()))
        let table = try Self.table(document, day: 1)
        let headings = table.elements(forName: "thead").first?.elements(forName: "tr").first?
            .elements(forName: "th").map { $0.stringValue ?? "" }
        #expect(headings == ["#", "Time", "Stop", "From previous"])
        let rows = Self.rows(table).map(Self.cells)
        // Stop 3 has no day of its own and so belongs to day 1; the schedule gives it no time.
        #expect(rows.count == 5)
        #expect(rows[0].dropFirst() == ["09:00", "Leave Hotel <Sea>", "—"])
        #expect(
            rows[1] == [
                "1", "10:30–12:00 | arrive 10:05 | wait 25 min until it opens | stay 1 h 30 min",
                "성산일출봉 | 제주특별자치도 서귀포시 성산읍 일출로 284-12", "Taxi | 1 h 5 min",
            ])
        #expect(rows[2][1] == "13:05–14:00 | stay 55 min")
        #expect(rows[2][2].hasSuffix("⚠ Warning: closes at 13:30, before the stay ends at 14:00"))
        #expect(rows[2][3].hasPrefix("Taxi | 1 h 5 min | "))
        #expect(rows[3][1] == "—")
        #expect(rows[4].dropFirst() == ["14:12", "Back at Hotel <Sea>", "Walk | 12 min"])
        let total = table.elements(forName: "tfoot").first?.stringValue ?? ""
        #expect(total.hasSuffix(" · travel 2 h 22 min · 09:00–14:12"))
        let dayWarning = try Sample.nodes(document, "p").compactMap { $0 as? XMLElement }
            .first { $0.value("class") == "day-warning" }
        #expect(dayWarning?.stringValue == "⚠ Warning: the day ends at 14:12, after its latest end 14:00")
        let footer = try #require(try Sample.nodes(document, "footer").first?.stringValue)
        #expect(footer.contains("Travel times are estimates"))
    }

    @Test func koreanTimelineWords() throws {
        let page = HTMLPageWriter.write(try Self.scheduled(), options: PageOptions(language: .korean))
        let table = try Self.table(try Sample.xmlDocument(page), day: 1)
        let rows = Self.rows(table).map(Self.cells)
        #expect(rows[0][2] == "출발: Hotel <Sea>")
        #expect(rows[1][1] == "10:30–12:00 | 10:05 도착 | 문 열 때까지 25분 기다림 | 1시간 30분 머묾")
        #expect(rows[1][3] == "택시 | 1시간 5분")
        #expect(rows[2][2].hasSuffix("⚠ 주의: 13:30에 문을 닫아 14:00까지 머물 수 없습니다"))
    }

    @Test func waitingForAFixedArrivalSaysSo() throws {
        var itinerary = try Self.scheduled()
        var trip = itinerary.trip
        trip.stops[0].arrival = TimeOfDay(minutes: 10 * 60 + 30)
        let schedule = itinerary.schedule
        itinerary = Sample.itinerary(trip)
        itinerary.schedule = schedule
        let rows = Self.rows(try Self.table(try Sample.xmlDocument(HTMLPageWriter.write(itinerary)), day: 1))
        #expect(Self.cells(rows[1])[1].contains("wait 25 min for the planned time"))
    }

    @Test func aDayWithoutAScheduledFrameHasNoLodgingRows() throws {
        let document = try Sample.xmlDocument(HTMLPageWriter.write(try Self.scheduled()))
        let rows = Self.rows(try Self.table(document, day: 2))
        #expect(rows.allSatisfy { $0.value("class") != "lodging" })
        // Day 2's stops have no visit in the schedule: a dash in the time column, nothing made up.
        #expect(rows.map { Self.cells($0)[1] } == ["—", "—"])
    }

    @Test func withoutAScheduleTheTableKeepsItsThreeColumns() throws {
        let document = try Sample.xmlDocument(HTMLPageWriter.write(Sample.itinerary()))
        let table = try Self.table(document, day: 1)
        #expect(table.elements(forName: "thead").first?.stringValue == "#StopFrom previous")
        #expect(Self.rows(table).allSatisfy { $0.elements(forName: "td").count == 3 })
        let page = HTMLPageWriter.write(Sample.itinerary())
        #expect(
            !page.contains("class=\"lodging") && !page.contains("class=\"warning") && !page.contains("Travel times"))
    }

    @Test func warningsAreWordedForEveryKind() throws {
        let strings = PageStrings(language: .english)
        let texts = [
            strings.warning(.closedAtArrival(arrival: 20 * 60)),
            strings.warning(.closedAllDay(weekday: .monday)),
            strings.warning(.fixedArrivalMissed(planned: try #require(TimeOfDay(minutes: 600)), arrival: 615)),
            strings.warning(.weekdayUnknown(stops: ["A", "B"])),
        ]
        #expect(
            texts == [
                "closed when reached at 20:00", "closed all day on Monday",
                "cannot be reached by 10:00: the earliest arrival is 10:15",
                "no start date, so hours that differ by weekday were not checked: A, B",
            ])
        #expect(PageStrings(language: .korean).warning(.closedAllDay(weekday: .sunday)) == "일요일 휴무입니다")
    }
}
