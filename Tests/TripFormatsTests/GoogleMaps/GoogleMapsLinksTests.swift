import Foundation
import Testing
import TripGeo
import TripModel

@testable import TripFormats

@Suite struct GoogleMapsLinksTests {
    @Test func oneLinkPerDayWithLatitudeLongitudePoints() throws {
        let text = GoogleMapsLinks.write(Sample.itinerary())
        let links = text.split(separator: "\n").filter { $0.hasPrefix("https://") }
        #expect(links.count == 2)
        let url = try #require(URL(string: String(links[0])))
        #expect(url.host == "www.google.com")
        #expect(url.pathComponents.dropFirst(3).first == "33.458056,126.9425")
        #expect(url.pathComponents.count == 3 + 3)
        #expect(text.contains("# Day 1 (2026-12-01)"))
    }

    @Test(arguments: [(10, 1), (11, 2), (19, 2), (20, 3), (25, 3)])
    func longDaysAreSplitWithOverlap(count: Int, expectedLinks: Int) {
        let points = (0..<count).map { (Double($0), 0.0) }
        let chunks = GoogleMapsLinks.split(points)
        #expect(chunks.count == expectedLinks)
        #expect(chunks.allSatisfy { $0.count <= GoogleMapsLinks.maximumPoints && $0.count >= 2 })
        for (a, b) in zip(chunks, chunks.dropFirst()) { #expect(a.last?.0 == b.first?.0) }
        #expect(chunks.first?.first?.0 == 0 && chunks.last?.last?.0 == Double(count - 1))
    }
}
