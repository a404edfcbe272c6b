import Foundation
import Testing
import TripGeo

@testable import TripModel

@Suite struct SpotModelTests {
    @Test(arguments: [
        (["LANG": "ko_KR.UTF-8"], Language.korean),
        (["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"], .english),
        (["LC_ALL": "", "LC_MESSAGES": "ko", "LANG": "C"], .korean),
        ([:], .english),
    ])
    func languageFollowsLocalePrecedence(environment: [String: String], expected: Language) {
        #expect(Language.fromLocale(environment) == expected)
    }

    @Test func categoriesAndAreasParseCodesNamesAndKoreanLabels() {
        #expect(SpotCategory.parse("32") == .lodging)
        #expect(SpotCategory.parse("Restaurant") == .restaurant)
        #expect(SpotCategory.parse("숙박") == .lodging)
        #expect(SpotCategory.parse("13") == nil)
        #expect(SpotArea.parse("jeju") == .jeju)
        #expect(SpotArea.parse("6") == .busan)
        #expect(SpotArea.parse("서울") == .seoul)
        #expect(SpotArea.busan.label(.english) == "Busan")
        #expect(SpotArea.busan.label(.korean) == "부산")
        #expect(SpotCategory.festival.label(.korean) == "축제공연행사")
    }

    @Test func everyFacilityBelongsToAGroupAndHasADistinctBit() {
        let grouped = Set(BarrierFreeGroup.allCases.flatMap(\.facilities))
        #expect(grouped == Set(BarrierFreeFacility.allCases))
        #expect(Set(BarrierFreeFacility.allCases.map(\.bit)).count == BarrierFreeFacility.allCases.count)
        #expect(BarrierFreeFacility.parse("guide-dog") == .helpdog)
        #expect(BarrierFreeFacility.parse("wheelchair") == .wheelchair)
    }

    @Test func factsDropEmptyTextAndBuildMasks() {
        var facts = BarrierFreeFacts([.wheelchair: "대여 가능", .elevator: "  "])
        #expect(facts.texts.count == 1)
        #expect(facts.mask == BarrierFreeFacility.wheelchair.bit)
        facts[.restroom] = "있음"
        let wanted = BarrierFreeFacts.mask(requiring: [.wheelchair, .restroom])
        #expect(facts.mask & wanted == wanted)
    }

    @Test func spotIdentityIsStableAndVersion8() {
        let a = SpotIdentity.uuid(source: "tourapi", contentId: "126508")
        #expect(a == SpotIdentity.uuid(source: "tourapi", contentId: "126508"))
        #expect(a != SpotIdentity.uuid(source: "tourapi", contentId: "126509"))
        #expect(a.uuidString.dropFirst(14).first == "8")
    }

    @Test func cursorRoundTripsAndRefusesOtherLists() throws {
        let cursor = SpotCursor(list: "search:title", key: "경복궁", id: "abc")
        #expect(try SpotCursor(decoding: cursor.encoded, for: "search:title") == cursor)
        #expect(throws: SpotCursorError.otherList("search:title", expected: "near:distance")) {
            try SpotCursor(decoding: cursor.encoded, for: "near:distance")
        }
        #expect(throws: SpotCursorError.malformed) { try SpotCursor(decoding: "%%%", for: "x") }
    }

    @Test func spotRoundTripsThroughJSONAndFestivalOverlap() throws {
        let spot = Spot(
            id: UUID(), contentId: "1", title: "축제", coordinate: try #require(Coordinate(latitude: 37, longitude: 127)),
            category: .festival, eventStart: LocalDate("2026-11-13"), eventEnd: LocalDate("2026-12-15"),
            barrierFree: BarrierFreeFacts([.stroller: "가능"]), updatedAt: Timestamp(millisecondsSinceEpoch: 5))
        let decoded = try JSONDecoder().decode(Spot.self, from: try JSONEncoder().encode(spot))
        #expect(decoded == spot)
        let d = { (text: String) in LocalDate(text) ?? LocalDate(year: 1, month: 1, day: 1)! }
        #expect(spot.overlaps(from: d("2026-12-15"), to: d("2026-12-20")))
        #expect(!spot.overlaps(from: d("2026-12-16"), to: d("2026-12-20")))
    }

    @Test func spotDecodingRefusesBadCoordinate() {
        let json =
            #"{"id":"\#(UUID())","title":"x","latitude":91,"longitude":0,"updatedAt":"2026-01-01T00:00:00.000Z"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Spot.self, from: Data(json.utf8)) }
    }
}

extension SpotModelTests {
    @Test func neighbouringContentIdsDifferInTheirIdPrefix() {
        let a = SpotIdentity.uuid(source: "tourapi", contentId: "126508").uuidString
        let b = SpotIdentity.uuid(source: "tourapi", contentId: "126509").uuidString
        #expect(a.prefix(4) != b.prefix(4))
    }
}

extension SpotModelTests {
    @Test func bookmarksAndSearchesRoundTripWithLowerCaseIds() throws {
        let bookmark = SpotBookmark(spotId: UUID(), createdAt: Timestamp(millisecondsSinceEpoch: 7))
        let search = SpotSearchRecord(id: UUID(), keyword: "궁", filters: "--area seoul", searchedAt: bookmark.createdAt)
        let bookmarkJSON = try JSONEncoder().encode(bookmark)
        let searchJSON = try JSONEncoder().encode(search)
        #expect(String(decoding: bookmarkJSON, as: UTF8.self).contains(bookmark.spotId.lowercasedString))
        #expect(try JSONDecoder().decode(SpotBookmark.self, from: bookmarkJSON) == bookmark)
        #expect(try JSONDecoder().decode(SpotSearchRecord.self, from: searchJSON) == search)
    }
}
