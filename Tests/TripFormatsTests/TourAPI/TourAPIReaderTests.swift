import Foundation
import Testing
import TripGeo
import TripModel

@testable import TripFormats

@Suite struct TourAPIReaderTests {
    private func spots(_ document: TourAPIDocument) -> [TourAPISpotRecord] {
        document.records.compactMap { if case .spot(let record) = $0 { record } else { nil } }
    }

    @Test func readsV2AreaListWithMapxAsLongitude() throws {
        let document = try TourAPIFixtures.read("areaBasedList2_seoul.json")
        let records = spots(document)
        #expect(records.count == 6)
        #expect(document.totalCount == 6)
        let palace = try #require(records.first)
        #expect(palace.contentId == "126508")
        #expect(palace.title == "경복궁")
        #expect(palace.coordinate == Coordinate(latitude: 37.579617, longitude: 126.977041))
        #expect(palace.category == .attraction)
        #expect(palace.area == .seoul)
        #expect(palace.districtCode == 23)
        #expect(palace.address == "서울특별시 종로구 사직로 161")
        // 2025-07-18 09:00 in Korea is midnight UTC.
        #expect(palace.modifiedAt?.description == "2025-07-18T00:00:00.000Z")
    }

    @Test func readsV1ListWithNumbersAndSecondAddressLine() throws {
        let records = spots(try TourAPIFixtures.read("areaBasedList1_jeju_v1.json"))
        #expect(records.count == 2)
        #expect(records[0].address == "제주특별자치도 서귀포시 성산읍 일출로 284-12 (성산읍)")
        #expect(records[0].area == .jeju)
        #expect(records[0].phone == "064-783-0959")
    }

    @Test func readsSingleItemObject() throws {
        let records = spots(try TourAPIFixtures.read("locationBasedList2_single.json"))
        #expect(records.map(\.title) == ["해운대해수욕장"])
        #expect(records.first?.area == .busan)
    }

    @Test func readsEmptyItemsString() throws {
        let document = try TourAPIFixtures.read("searchKeyword2_empty.json")
        #expect(document.records.isEmpty)
        #expect(document.totalCount == 0)
    }

    @Test func readsFestivalDatesAndEmptyOnes() throws {
        let sample = spots(try TourAPIFixtures.read("searchFestival2_sample.json"))
        #expect(sample[0].eventStart == LocalDate(year: 2026, month: 11, day: 13))
        #expect(sample[0].eventEnd == LocalDate(year: 2026, month: 12, day: 15))
        #expect(sample[0].category == .festival)
        let undated = spots(try TourAPIFixtures.read("searchFestival2_undated.json"))
        #expect(undated[0].eventStart == nil && undated[0].eventEnd == nil)
    }

    @Test func readsDetailCommonWithoutCoordinateAsPlainText() throws {
        let record = try #require(spots(try TourAPIFixtures.read("detailCommon1_gyeongbokgung.json")).first)
        #expect(record.coordinate == nil)
        #expect(record.homepage == "www.royalpalace.go.kr")
        let overview = try #require(record.overview)
        #expect(!overview.contains("<br>"))
        #expect(overview.contains("\"큰 복을 누리라\""))
        #expect(overview.hasPrefix("경복궁은 1395년"))
    }

    @Test func readsDetailWithTourAsBarrierFreeFacts() throws {
        let document = try TourAPIFixtures.read("detailWithTour1_gyeongbokgung.json")
        guard case .barrierFree(let id, let facts) = try #require(document.records.first) else {
            Issue.record("expected barrier-free facts")
            return
        }
        #expect(id == "126508")
        #expect(facts[.wheelchair] == "휠체어 대여 가능(무료)")
        #expect(facts[.elevator] == nil)
        #expect(facts.texts.count == 6)
        #expect(facts.entries(in: .infants).map(\.facility) == [.stroller])
    }

    @Test func refusesXMLErrorPage() throws {
        let error = try #require(throws: TourAPIError.self) { try TourAPIFixtures.read("error_quota.json") }
        #expect(error.file == "error_quota.json")
        #expect(error.description.contains("XML"))
        #expect(error.description.contains("LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR"))
    }

    @Test func refusesBrokenJSON() throws {
        let error = try #require(throws: TourAPIError.self) { try TourAPIFixtures.read("broken.json") }
        #expect(error.description.hasPrefix("broken.json: the file is not valid JSON"))
    }

    @Test func refusesMissingMapxNamingItemAndField() throws {
        let error = try #require(throws: TourAPIError.self) {
            try TourAPIFixtures.read("areaBasedList2_missing_mapx.json")
        }
        #expect(error.item == 2)
        #expect(error.contentId == "126511")
        #expect(error.field == "mapx")
        #expect(
            error.description.hasPrefix("areaBasedList2_missing_mapx.json, item 2 (contentid 126511), field 'mapx'"))
    }

    @Test(arguments: [
        (#"{"contentid":"12a","title":"x","mapx":"127","mapy":"37"}"#, "contentid"),
        (#"{"contentid":"1","title":"x","mapx":"127","mapy":"97"}"#, "mapy"),
        (#"{"contentid":"1","title":"x","mapx":"0","mapy":"0"}"#, "mapx"),
        (#"{"contentid":"1","title":"","mapx":"127","mapy":"37"}"#, "title"),
        (#"{"contentid":"1","title":"x","mapx":"127","mapy":"37","contenttypeid":"99"}"#, "contenttypeid"),
        (#"{"contentid":"1","title":"x","mapx":"127","mapy":"37","eventstartdate":"20261340"}"#, "eventstartdate"),
        (#"{"contentid":"1","title":"x","mapx":"127","mapy":"37","createdtime":"2026"}"#, "createdtime"),
        (#"{"contentid":"1","title":["x"],"mapx":"127","mapy":"37"}"#, "title"),
        (#"{"title":"x","mapx":"127","mapy":"37"}"#, "contentid"),
    ])
    func refusesBadField(item: String, field: String) throws {
        let json = #"{"response":{"header":{"resultCode":"0000"},"body":{"items":{"item":"# + item + "}}}}"
        let error = try #require(throws: TourAPIError.self) {
            try TourAPIReader.read(Data(json.utf8), source: "bad.json")
        }
        #expect(error.field == field)
        #expect(error.item == 1)
    }

    @Test func refusesFailedResultCode() throws {
        let json = #"{"response":{"header":{"resultCode":"0022","resultMsg":"QUOTA"},"body":{}}}"#
        let error = try #require(throws: TourAPIError.self) {
            try TourAPIReader.read(Data(json.utf8), source: "quota.json")
        }
        #expect(error.description.contains("0022 QUOTA"))
    }

    @Test func refusesJSONThatIsNotTourAPI() throws {
        #expect(throws: TourAPIError.self) { try TourAPIReader.read(Data("[1,2]".utf8), source: "x.json") }
    }
}
