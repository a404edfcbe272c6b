import Foundation
import Testing
import TripModel

@testable import TripFormats

@Suite struct TourAPIImportPlanTests {
    let now = Timestamp(millisecondsSinceEpoch: 1_800_000_000_000)

    private func documents(_ names: String...) throws -> [TourAPIDocument] {
        try names.map(TourAPIFixtures.read)
    }

    @Test func addsSpotsAndAppliesFactsFromAnEarlierFile() throws {
        let plan = try TourAPIImportPlan(
            documents: try documents("detailWithTour1_gyeongbokgung.json", "areaBasedList2_seoul.json"),
            existing: { _ in nil }, now: now)
        #expect(plan.added == 6)
        #expect(plan.updated == 0)
        #expect(plan.withBarrierFreeFacts == 1)
        let palace = try #require(plan.spots.first { $0.contentId == "126508" })
        #expect(palace.barrierFree[.restroom] == "장애인 화장실 있음")
        #expect(palace.id == SpotIdentity.uuid(source: "tourapi", contentId: "126508"))
        #expect(palace.updatedAt == now)
    }

    @Test func importingTheSameFilesAgainChangesNothing() throws {
        let files = try documents("areaBasedList2_seoul.json", "detailWithTour1_gyeongbokgung.json")
        let first = try TourAPIImportPlan(documents: files, existing: { _ in nil }, now: now)
        let stored = Dictionary(uniqueKeysWithValues: first.spots.map { ($0.contentId ?? "", $0) })
        let later = Timestamp(millisecondsSinceEpoch: now.millisecondsSinceEpoch + 60_000)
        let second = try TourAPIImportPlan(documents: files, existing: { stored[$0] }, now: later)
        #expect(second.spots.isEmpty)
        #expect(second.unchanged == 6)
    }

    @Test func detailCommonAddsOverviewWithoutErasingListFields() throws {
        let list = try TourAPIImportPlan(
            documents: try documents("areaBasedList2_seoul.json"), existing: { _ in nil }, now: now)
        let stored = Dictionary(uniqueKeysWithValues: list.spots.map { ($0.contentId ?? "", $0) })
        let detail = try TourAPIImportPlan(
            documents: try documents("detailCommon1_gyeongbokgung.json"), existing: { stored[$0] }, now: now)
        #expect(detail.updated == 1)
        let palace = try #require(detail.spots.first)
        #expect(palace.overview.hasPrefix("경복궁은"))
        #expect(palace.latitude == 37.579617)
        #expect(palace.phone == "02-3700-3900")
    }

    @Test func detailCommonWithoutCoordinateForUnknownSpotNamesItem() throws {
        let error = try #require(throws: TourAPIError.self) {
            try TourAPIImportPlan(
                documents: try documents("detailCommon1_gyeongbokgung.json"), existing: { _ in nil }, now: now)
        }
        #expect(error.contentId == "126508")
        #expect(error.field == "mapx")
    }

    @Test func barrierFreeForUnknownSpotIsRefused() throws {
        let error = try #require(throws: TourAPIError.self) {
            try TourAPIImportPlan(
                documents: try documents("detailWithTour1_gyeongbokgung.json"), existing: { _ in nil }, now: now)
        }
        #expect(error.description.contains("no spot has this contentid"))
    }
}

extension TourAPIImportPlanTests {
    @Test func emptyListValuesDoNotEraseDetails() throws {
        let files = try documents("areaBasedList2_seoul.json", "detailCommon1_gyeongbokgung.json")
        let first = try TourAPIImportPlan(documents: files, existing: { _ in nil }, now: now)
        let stored = Dictionary(uniqueKeysWithValues: first.spots.map { ($0.contentId ?? "", $0) })
        let again = try TourAPIImportPlan(
            documents: try documents("areaBasedList2_seoul.json"), existing: { stored[$0] }, now: now)
        #expect(again.spots.isEmpty)
        #expect(stored["126508"]?.phone == "02-3700-3900")
    }
}
