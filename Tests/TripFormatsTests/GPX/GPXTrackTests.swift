import Foundation
import Testing

@testable import TripFormats

@Suite struct GPXTrackTests {
    /// A GPX file of one track with the given `<trkseg>` bodies.
    static func track(name: String? = "Olle 7 walk", _ segments: [String]) -> Data {
        let title = name.map { "<name>\($0)</name>" } ?? ""
        let body = segments.map { "<trkseg>\n\($0)</trkseg>" }.joined(separator: "\n")
        return Sample.data(
            "<gpx version=\"1.1\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n<trk>\(title)\n\(body)\n</trk>\n</gpx>")
    }

    static func point(_ lat: Double, _ lon: Double, name: String? = nil) -> String {
        "<trkpt lat=\"\(lat)\" lon=\"\(lon)\"><ele>12</ele>\(name.map { "<name>\($0)</name>" } ?? "")</trkpt>\n"
    }

    /// An L-shaped walk of 401 points: north, then east; its corner is the one turn.
    static let walk = (0...400).map { index in
        point(33.24 + Double(min(index, 200)) * 0.0001, 126.41 + Double(max(index - 200, 0)) * 0.0001)
    }.joined()

    @Test func aTrackWithoutNamesIsSimplifiedToItsTurns() throws {
        let route = try GPXReader.read(Self.track([Self.walk]), source: "walk.gpx")
        #expect(route.name == "Olle 7 walk")
        #expect(route.points.count == 3)
        #expect(route.points.map(\.name) == ["Waypoint 1", "Waypoint 2", "Waypoint 3"])
        #expect(abs(route.points[1].latitude - 33.26) < 1e-9 && abs(route.points[1].longitude - 126.41) < 1e-9)
        #expect(route.track == TrackImport(method: .simplified, trackPoints: 401, stops: 3))
    }

    @Test func maximumStopsBoundsTheSimplifiedTrack() throws {
        let zigzag = (0..<300).map { Self.point(33.24 + Double($0) * 0.0001, $0 % 2 == 0 ? 126.41 : 126.412) }
        let data = Self.track([zigzag.joined()])
        let route = try GPXReader.read(data, source: "zigzag.gpx", tracks: TrackImportOptions(maximumStops: 7))
        #expect(route.points.count == 7)
        #expect(route.points.first?.latitude == 33.24)
        #expect(abs((route.points.last?.latitude ?? 0) - (33.24 + 299 * 0.0001)) < 1e-9)
    }

    @Test func namedTrackPointsWinUnlessSimplifyIsAsked() throws {
        var points = (0..<50).map { Self.point(33.3 + Double($0) * 0.001, 126.5) }
        points[10] = Self.point(33.31, 126.5, name: "Oedolgae")
        points[40] = Self.point(33.34, 126.5, name: "<![CDATA[Beophwan & port]]>")
        let data = Self.track(name: nil, [points.joined()])
        let named = try GPXReader.read(data, source: "named.gpx")
        #expect(named.points.map(\.name) == ["Oedolgae", "Beophwan & port"])
        #expect(named.points.map(\.latitude) == [33.31, 33.34])
        #expect(named.track == TrackImport(method: .named, trackPoints: 50, stops: 2))
        #expect(named.name == nil)
        let simplified = try GPXReader.read(data, source: "named.gpx", tracks: TrackImportOptions(choice: .simplify))
        #expect(simplified.track?.method == .simplified)
        #expect(simplified.points.count == 2)  // a straight line: its two ends
    }

    @Test func askingForNamedPointsOfAnUnnamedTrackIsRefused() {
        expectFormatError(["walk.gpx holds no points", "401 points but none has a <name>"]) {
            _ = try GPXReader.read(
                Self.track([Self.walk]), source: "walk.gpx", tracks: TrackImportOptions(choice: .named))
        }
    }

    @Test func segmentsAreJoinedInOrderAndTheirEndsKept() throws {
        let first = (0..<20).map { Self.point(33.0 + Double($0) * 0.0001, 126.0) }.joined()
        let second = (0..<20).map { Self.point(34.0 + Double($0) * 0.0001, 127.0) }.joined()
        let route = try GPXReader.read(Self.track([first, second]), source: "two days.gpx")
        let expected = [33.0, 33.0019, 34.0, 34.0019]
        #expect(route.points.count == expected.count)
        for (point, latitude) in zip(route.points, expected) { #expect(abs(point.latitude - latitude) < 1e-9) }
        #expect(route.track?.trackPoints == 40)
    }

    @Test func aBadTrackPointNamesItsLineAndField() {
        let data = Self.track([Self.point(33.0, 126.0) + "<trkpt lat=\"33.1\" lon=\"east\"/>\n"])
        expectFormatError(["bad.gpx line 5", "field 'lon'", "'east' is not a number"]) {
            _ = try GPXReader.read(data, source: "bad.gpx")
        }
        let missing = Self.track([Self.point(33.0, 126.0) + "<trkpt lon=\"126\"/>\n"])
        expectFormatError(["bad.gpx line 5", "field 'lat'", "needs a lat attribute"]) {
            _ = try GPXReader.read(missing, source: "bad.gpx")
        }
    }

    @Test func anEmptyTrackIsNoPoints() {
        expectFormatError(["empty.gpx holds no points", "no <wpt>, <rtept> or <trkpt>"]) {
            _ = try GPXReader.read(Self.track([""]), source: "empty.gpx")
        }
    }

    @Test func waypointsStillWinOverTracks() throws {
        let data = Sample.data(
            "<gpx><wpt lat=\"1\" lon=\"2\"><name>A</name></wpt><trk><trkseg>\(Self.walk)</trkseg></trk></gpx>")
        let route = try GPXReader.read(data, source: "both.gpx")
        #expect(route.points.map(\.name) == ["A"])
        #expect(route.track == nil)
    }

    /// 300,000 points make a 20 MB file; the track is read as numbers, never as a tree.
    @Test func aLargeLogIsSimplifiedWithinTheBudget() throws {
        let points = (0..<300_000).map { index in
            "<trkpt lat=\"\(37.0 + Double(index) * 1e-5)\" lon=\"\(index % 1000 < 500 ? 127.0 : 127.01)\"/>\n"
        }
        let data = Sample.data("<gpx><trk><trkseg>\n\(points.joined())</trkseg></trk></gpx>")
        let route = try GPXReader.read(data, source: "log.gpx")
        #expect(route.points.count == TrackImportOptions.defaultMaximumStops)
        #expect(route.track?.trackPoints == 300_000)
    }
}
