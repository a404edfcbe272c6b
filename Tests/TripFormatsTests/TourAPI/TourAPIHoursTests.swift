import Foundation
import Testing
import TripModel

@testable import TripFormats

/// TourAPI's free Korean hours: the common forms become opening_hours, everything else is left unread.
@Suite struct TourAPIHoursTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let useTime: String
        let restDate: String
        let hours: String
        var testDescription: String { useTime + " / " + restDate }
    }

    static let readable: [Example] = [
        Example(useTime: "09:00~18:00", restDate: "", hours: "09:00-18:00"),
        Example(useTime: "09:00 ~ 18:00 (입장마감 17:00)", restDate: "", hours: "09:00-18:00"),
        Example(useTime: "9:00-18:00(입장 마감 17:00까지)", restDate: "연중무휴", hours: "09:00-18:00"),
        Example(useTime: "09:00~18:00", restDate: "매주 월요일 휴무", hours: "09:00-18:00; Mo off"),
        Example(useTime: "09:00~18:00", restDate: "월요일", hours: "09:00-18:00; Mo off"),
        Example(
            useTime: "10:00~12:00, 13:00~17:30", restDate: "매주 월, 화요일 휴관", hours: "10:00-12:00,13:00-17:30; Mo,Tu off"),
        Example(useTime: "09:00~24:00", restDate: "매주 일요일·토요일", hours: "09:00-24:00; Sa,Su off"),
        Example(useTime: "24시간", restDate: "없음", hours: "00:00-24:00"),
        Example(useTime: "상시 개방", restDate: "", hours: "00:00-24:00"),
    ]

    @Test(arguments: readable)
    func commonFormsAreRead(example: Example) throws {
        let reading = TourAPIHours.read(useTime: example.useTime, restDate: example.restDate)
        #expect(reading == .hours(try OpeningHours(example.hours)))
    }

    @Test func closedDaysApplyToTheWeek() throws {
        guard case .hours(let hours) = TourAPIHours.read(useTime: "09:00~18:00", restDate: "매주 월요일 휴무") else {
            Issue.record("not read")
            return
        }
        #expect(hours.ranges(on: .monday).isEmpty)
        #expect(hours.ranges(on: .tuesday) == [540..<1080])
    }

    @Test(arguments: [
        ("하절기(3~10월) 09:00~18:00\n동절기(11~2월) 09:00~17:00", "", "opening times"),
        ("09:00~18:00 (주말 10:00~17:00)", "", "opening times"),
        ("평일 09:00~18:00", "", "opening times"),
        ("09:00~25:00", "", "opening times"),
        ("18:00~02:00", "", "ranges past midnight"),
        ("09:00~18:00", "매주 월요일 (공휴일인 경우 다음날)", "closed days"),
        ("09:00~18:00", "1월 1일, 설날 및 추석 당일", "closed days"),
        ("09:00~18:00", "매월 둘째주 화요일", "closed days"),
        ("", "매주 월요일", "without opening times"),
    ])
    func otherFormsAreLeftUnread(useTime: String, restDate: String, fragment: String) {
        let reading = TourAPIHours.read(useTime: useTime, restDate: restDate)
        guard case .unreadable(let reason) = reading else {
            Issue.record("read as \(reading)")
            return
        }
        #expect(reason.contains(fragment), "\(reason)")
    }

    @Test func nothingGivenIsNothingRead() {
        #expect(TourAPIHours.read(useTime: "", restDate: " ") == .none)
    }

    @Test func detailIntroItemsCarryTheTextsToTheirSpots() throws {
        let plan = try TourAPIImportPlan(
            documents: try ["areaBasedList2_seoul.json", "detailIntro2_seoul.json"].map(TourAPIFixtures.read),
            existing: { _ in nil }, now: Timestamp(millisecondsSinceEpoch: 1_800_000_000_000))
        #expect(plan.added == 6)
        let palace = try #require(plan.spots.first { $0.contentId == "126508" })
        #expect(palace.useTime == "09:00~18:00 (입장마감 17:00)")
        #expect(palace.restDate == "매주 화요일")
        let changdeok = try #require(plan.spots.first { $0.contentId == "126511" })
        // <br> becomes a line break, as in overviews.
        #expect(changdeok.useTime == "하절기(2~5월) 09:00~18:00\n동절기(11~1월) 09:00~17:30")
        #expect(plan.spots.first { $0.contentId == "2540339" }?.useTime == "")
    }

    @Test func anIntroItemAloneNeedsAKnownSpot() throws {
        #expect(throws: TourAPIError.self) {
            try TourAPIImportPlan(
                documents: [try TourAPIFixtures.read("detailIntro2_seoul.json")], existing: { _ in nil },
                now: Timestamp(millisecondsSinceEpoch: 1_800_000_000_000))
        }
    }
}
