import Foundation
import FoundationXML
import Testing
import TripModel

@testable import TripFormats

/// Fiji → Samoa → Tonga crosses the 180th meridian twice: every format must take the short way.
@Suite struct AntimeridianTests {
    static func pacificTrip() -> Trip {
        var trip = Sample.jejuTrip()
        trip.stops = [
            Sample.stop(1, "Suva", -18.1416, 178.4419, day: 1),
            Sample.stop(2, "Apia", -13.8333, -171.7667, day: 1),
            Sample.stop(3, "Nuku'alofa", -21.1394, -175.2049, day: 1),
        ]
        return trip
    }

    @Test func westernEdgeFollowsTheWidestGap() {
        let edge = Antimeridian.westernEdge(of: [178.4419, -171.7667, -175.2049])
        #expect(edge == 178.4419)
        let unwrapped = [178.4419, -171.7667, -175.2049].map { Antimeridian.unwrap($0, from: edge) }
        #expect(unwrapped.max()! - unwrapped.min()! < 11)
        #expect(Antimeridian.westernEdge(of: [126.5, 126.9, 126.2]) == 126.2)
    }

    @Test func lineIsCutAtTheMeridianWithTheInterpolatedLatitude() {
        let parts = Antimeridian.split([(179, -10), (-179, -12), (-178, -13), (179.5, -14)])
        #expect(parts.count == 3)
        #expect(parts[0].map(\.longitude) == [179, 180])
        #expect(parts[1].map(\.longitude) == [-180, -179, -178, -180])
        #expect(parts[2].map(\.longitude) == [180, 179.5])
        #expect(abs(parts[0][1].latitude - -11) < 1e-9 && parts[1][0].latitude == parts[0][1].latitude)
        #expect(Antimeridian.split([(10, 0), (20, 0)]).count == 1)
        // 180 and −180 are the same meridian: nothing to cut, and no division by zero.
        #expect(Antimeridian.split([(180, 0), (-180, 1)]).count == 1)
    }

    @Test func geoJSONLineIsAMultiLineStringWithinRange() throws {
        let text = GeoJSONWriter.write(Sample.itinerary(Self.pacificTrip()))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let features = try #require(root["features"] as? [[String: Any]])
        let geometry = try #require(features.last?["geometry"] as? [String: Any])
        #expect(geometry["type"] as? String == "MultiLineString")
        let lines = try #require(geometry["coordinates"] as? [[[Double]]])
        #expect(lines.count == 2)
        for line in lines {
            #expect(line.allSatisfy { (-180...180).contains($0[0]) })
            #expect(zip(line, line.dropFirst()).allSatisfy { abs($0[0] - $1[0]) <= 180 })
        }
        #expect(lines[0].last?[0] == 180 && lines[1].first?[0] == -180)
    }

    @Test func kmlLineIsCutIntoAMultiGeometry() throws {
        let document = try Sample.xmlDocument(KMLWriter.write(Sample.itinerary(Self.pacificTrip())))
        let multi = try Sample.nodes(document, "MultiGeometry")
        #expect(multi.count == 1)
        let lines = try Sample.nodes(document, "LineString")
        #expect(lines.count == 2)
        for line in lines {
            let text = (line as? XMLElement)?.childText("coordinates") ?? ""
            let longitudes = text.split(separator: " ").compactMap { Double($0.split(separator: ",")[0]) }
            #expect(zip(longitudes, longitudes.dropFirst()).allSatisfy { abs($0 - $1) <= 180 })
        }
    }

    @Test func svgDrawsTheShortWayWithAFittingScaleBar() throws {
        let document = try Sample.xmlDocument(SVGMapWriter.write(Sample.itinerary(Self.pacificTrip())))
        let circles = try Sample.nodes(document, "circle").compactMap { $0 as? XMLElement }
        let xs = circles.compactMap { Double($0.value("cx") ?? "") }
        #expect(xs.count == 3)
        // West to east: Fiji, then Tonga, then Samoa, all east of Fiji across the meridian.
        #expect(xs[0] < xs[2] && xs[2] < xs[1])
        let scale = try #require(
            try Sample.nodes(document, "g").compactMap { $0 as? XMLElement }.first { $0.value("class") == "scale" })
        let metres = try #require(Double(scale.value("data-metres") ?? ""))
        // The three islands are about 1,100 km apart; the old long-way map had a 5,000 km bar.
        #expect(metres <= 500_000)
    }
}
