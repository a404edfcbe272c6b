import Foundation
import Testing
import TripModel

@testable import TripFormats

/// Reading and planning with `skipInvalid`: the good items go through, each bad one is recorded.
@Suite struct TourAPISkipInvalidTests {
    let now = Timestamp(millisecondsSinceEpoch: 1_800_000_000_000)

    /// Item 1 has a bad contentid, item 2 is not an object, item 3 is a new spot without coordinates,
    /// item 4 is good. Item 3 passes the reader (a detailCommon item may lack a map) but not the plan.
    static let page = Data(
        (#"{"response":{"header":{"resultCode":"0000"},"body":{"items":{"item":["#
            + #"{"contentid":"12x","title":"A"},"text","#
            + #"{"contentid":"900002","title":"좌표없음","overview":"지도 정보 없음"},"#
            + #"{"contentid":"900001","title":"좋은곳","mapx":"127.01","mapy":"37.51"}]}}}}"#).utf8)

    @Test func theReaderKeepsGoodItemsAndTheirPositions() throws {
        let document = try TourAPIReader.read(Self.page, source: "page.json", skipInvalid: true)
        #expect(document.records.map(\.contentId) == ["900002", "900001"])
        #expect(document.itemNumber(ofRecord: 0) == 3 && document.itemNumber(ofRecord: 1) == 4)
        #expect(document.skipped.map(\.item) == [1, 2])
        #expect(document.skipped[0].field == "contentid")
        #expect(document.skipped[1].description == "page.json, item 2: the item is not a JSON object")
    }

    @Test func thePlanSkipsWhatCannotBeAppliedAndNamesTheFilePosition() throws {
        let document = try TourAPIReader.read(Self.page, source: "page.json", skipInvalid: true)
        let plan = try TourAPIImportPlan(documents: [document], existing: { _ in nil }, now: now, skipInvalid: true)
        #expect(plan.spots.map(\.contentId) == ["900001"])
        #expect(plan.added == 1)
        #expect(plan.skipped.count == 1)
        #expect(plan.skipped[0].item == 3 && plan.skipped[0].contentId == "900002" && plan.skipped[0].field == "mapx")
    }

    @Test func withoutSkipInvalidTheFirstBadItemIsThrown() throws {
        #expect(throws: TourAPIError.self) { try TourAPIReader.read(Self.page, source: "page.json") }
        let document = try TourAPIReader.read(Self.page, source: "page.json", skipInvalid: true)
        #expect(throws: TourAPIError.self) {
            try TourAPIImportPlan(documents: [document], existing: { _ in nil }, now: now)
        }
    }

    @Test func aFileLevelProblemIsThrownEvenWhenSkipping() {
        let notAResponse = Data(#"{"items": []}"#.utf8)
        #expect(throws: TourAPIError.self) { try TourAPIReader.read(notAResponse, source: "x.json", skipInvalid: true) }
    }
}
