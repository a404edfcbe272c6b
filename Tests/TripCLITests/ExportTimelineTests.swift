import Foundation
import Testing

@testable import TripCLI

/// `trip export --format html` of a trip with times: the page carries the same timeline `trip schedule`
/// prints (ScheduleCommandTests' "Clock" trip), worded for a reader, and the lodging on its maps.
@Suite struct ExportTimelineTests {
    @Test func pageShowsTheScheduleTimelineAndTheLodging() throws {
        let cli = try ScheduleCommandTests.clockTrip()
        let result = cli.run("export", "Clock", "--format", "html", "--lang", "en")
        #expect(result.code == 0, "\(result.stderr)")
        let page = result.stdout
        for text in [
            "Leave Hotel", "09:00", "11:00–11:45", "arrive 10:50", "arrive 09:10", "wait 20 min until it opens",
            "wait 10 min for the planned time", "stay 45 min", "Walk", "Back at Hotel", "12:15",
            "⚠ Warning: closes at 11:30, before the stay ends at 11:45",
            "⚠ Warning: the day ends at 12:15, after its latest end 12:00", "travel 1 h · 09:00–12:15",
            "Travel times are estimates",
        ] {
            #expect(page.contains(text), "\(text)")
        }
        // The hotel is a house on the overview and on day 1's map, each drawn wide and narrow.
        #expect(page.components(separatedBy: "<title>⌂ Hotel</title>").count - 1 == 4)
    }

    @Test func closedDaysAndMissedArrivalsReachThePage() throws {
        let cli = try ScheduleCommandTests.clockTrip()
        #expect(cli.run("stop", "edit", "Clock", "Palace", "--hours", "We-Su 10:00-18:00").code == 0)
        #expect(cli.run("stop", "edit", "Clock", "Show", "--arrive", "09:00").code == 0)
        let page = cli.run("export", "Clock", "--format", "html", "--lang", "ko").stdout
        #expect(page.contains("⚠ 주의: 화요일 휴무입니다"))
        #expect(page.contains("⚠ 주의: 09:00까지 갈 수 없습니다: 가장 빨리 10:30 도착"))
    }

    @Test func aTripWithoutTimesHasNoTimeline() throws {
        let cli = try ExportImportFormatsTests.prepared()
        let page = cli.run("export", ExportImportFormatsTests.jeju, "--format", "html").stdout
        #expect(page.contains("<th scope=\"col\">Stop</th>"))
        #expect(!page.contains("class=\"time\"") && !page.contains("class=\"lodging") && !page.contains("Warning"))
    }
}
