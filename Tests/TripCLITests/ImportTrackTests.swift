import Foundation
import Testing
import TripModel

/// `trip import` of GPX files that hold only tracks, through the real command line.
@Suite struct ImportTrackTests {
    /// A walk of 401 logged points with one turn: north 200 steps, then east 200.
    static let walk: String = {
        let points = (0...400).map { index in
            let lat = 33.24 + Double(min(index, 200)) * 0.0001
            let lon = 126.41 + Double(max(index - 200, 0)) * 0.0001
            return "<trkpt lat=\"\(lat)\" lon=\"\(lon)\"><time>2026-05-01T09:00:00Z</time></trkpt>"
        }
        return "<gpx><trk><name>Olle walk</name><trkseg>\n\(points.joined(separator: "\n"))\n</trkseg></trk></gpx>"
    }()

    @Test func aTrackBecomesItsTurnsAndSaysSo() throws {
        let cli = try CLIHarness()
        let path = try cli.file("walk.gpx", Self.walk)
        let result = cli.run("import", path)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout == "Imported 'Olle walk' with 3 stops from gpx\n")
        #expect(result.stderr == "Note: the file has only tracks; simplified 401 track points to 3 stops\n")
        let trip = try TripDocumentCoding.decoder().decode(
            Trip.self, from: Data(cli.run("show", "Olle walk", "--json").stdout.utf8))
        #expect(trip.stops.count == 3)
        #expect(abs(trip.stops[1].latitude - 33.26) < 1e-9)
    }

    @Test func maxStopsCapsTheStopsAndIsNamedInTheNote() throws {
        let cli = try CLIHarness()
        let zigzag = (0..<300).map {
            "<trkpt lat=\"\(33.24 + Double($0) * 0.0001)\" lon=\"\($0 % 2 == 0 ? 126.41 : 126.412)\"/>"
        }
        let path = try cli.file("zigzag.gpx", "<gpx><trk><trkseg>\(zigzag.joined())</trkseg></trk></gpx>")
        let result = cli.run("import", path, "--max-stops", "12", "--json")
        #expect(result.code == 0, "\(result.stderr)")
        let trip = try TripDocumentCoding.decoder().decode(Trip.self, from: Data(result.stdout.utf8))
        #expect(trip.stops.count == 12)
        #expect(trip.name == "zigzag")
        #expect(
            result.stderr
                == "Note: the file has only tracks; simplified 300 track points to 12 stops (--max-stops 12)\n")
    }

    @Test(arguments: [
        (["--max-stops", "1"], "--max-stops expects a whole number from 2 to 10000, got '1'"),
        (["--max-stops", "many"], "--max-stops expects a whole number from 2 to 10000, got 'many'"),
        (["--track", "all"], "--track expects one of auto, simplify, named, got 'all'"),
    ])
    func badTrackOptionsAreUsageErrorsAndStoreNothing(options: [String], message: String) throws {
        let cli = try CLIHarness()
        let path = try cli.file("walk.gpx", Self.walk)
        let before = try cli.dump()
        let result = cli.run(arguments: ["import", path] + options)
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: \(message)"), "\(result.stderr)")
        #expect(try cli.dump() == before)
    }

    @Test func namedOnAnUnnamedTrackIsRefusedAndStoresNothing() throws {
        let cli = try CLIHarness()
        let path = try cli.file("walk.gpx", Self.walk)
        let before = try cli.dump()
        let result = cli.run("import", path, "--track", "named")
        #expect(result.code == 65)
        #expect(
            result.stderr.contains("has 401 points but none has a <name>; leave out --track named"), "\(result.stderr)")
        #expect(try cli.dump() == before)
    }
}
