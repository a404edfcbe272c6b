import Foundation
import Testing
import TripModel

@testable import TripFormats

/// Export then import gives the same stops: names, order, coordinates to 1e-7°, and days where the format keeps them.
@Suite struct RoundTripTests {
    @Test(arguments: [ImportFormat.gpx, .geojson, .kml, .csv])
    func exportThenImportKeepsTheStops(format: ImportFormat) throws {
        let trip = Sample.jejuTrip()
        let exportFormat = try #require(ExportFormat(rawValue: format.rawValue))
        let text = try TripExporter.export(Sample.itinerary(trip), as: exportFormat)
        let route = try RouteImporter.read(Data(text.utf8), source: "trip.\(format.rawValue)")
        #expect(route.points.map(\.name) == trip.stops.map(\.name))
        #expect(route.points.map(\.day) == trip.stops.map(\.day))
        for (point, stop) in zip(route.points, trip.stops) {
            #expect(abs(point.latitude - stop.latitude) < 1e-7)
            #expect(abs(point.longitude - stop.longitude) < 1e-7)
        }
        #expect(route.points.map(\.address) == trip.stops.map(\.address))
    }

    @Test(arguments: [ImportFormat.gpx, .geojson, .kml, .csv])
    func detectionFindsTheFormatOfOurOwnExports(format: ImportFormat) throws {
        let exportFormat = try #require(ExportFormat(rawValue: format.rawValue))
        let text = try TripExporter.export(Sample.itinerary(), as: exportFormat)
        #expect(try FormatDetector.detect(Data(text.utf8), source: "no-extension") == .route(format))
    }

    @Test func tinyAndExtremeCoordinatesSurvive() throws {
        var trip = Sample.jejuTrip()
        trip.stops = [
            Sample.stop(1, "tiny", 0.00000001, -0.00000012, day: nil),
            Sample.stop(2, "pole", -90, 180, day: nil),
            Sample.stop(3, "antimeridian", 89.999999999, -180, day: nil),
        ]
        for format in [ImportFormat.gpx, .geojson, .kml, .csv] {
            let exportFormat = try #require(ExportFormat(rawValue: format.rawValue))
            let text = try TripExporter.export(Sample.itinerary(trip), as: exportFormat)
            #expect(!text.contains("e-"), "exponent in \(format)")
            let route = try RouteImporter.read(Data(text.utf8), source: "x", format: format)
            for (point, stop) in zip(route.points, trip.stops) {
                #expect(abs(point.latitude - stop.latitude) < 1e-7 && abs(point.longitude - stop.longitude) < 1e-7)
            }
        }
    }

    @Test func importedRouteBecomesAValidTrip() throws {
        let text = GPXWriter.write(Sample.itinerary())
        let route = try GPXReader.read(Data(text.utf8), source: "trip.gpx")
        var next = 1000
        let now = Timestamp(millisecondsSinceEpoch: 1_800_000_000_000)
        let trip = try route.makeTrip(name: route.name ?? "x", now: now) {
            next += 1
            return Sample.uuid(next)
        }
        #expect(trip.id == Sample.uuid(1001))
        #expect(trip.name == Sample.jejuTrip().name)
        #expect(trip.stops.map(\.position) == [1, 2, 3, 4, 5])
        #expect(trip.stops.allSatisfy { $0.updatedAt == now })
        #expect(TripRules.violation(in: trip) == nil)
    }
}

extension RoundTripTests {
    /// Days that jump back (stop 1 on day 2, stop 2 on day 1) put stops out of visit order in per-day
    /// groupings; every format must still give them back in visit order.
    @Test(arguments: [ImportFormat.gpx, .geojson, .kml, .csv])
    func daysOutOfVisitOrderKeepTheVisitOrder(format: ImportFormat) throws {
        var trip = Sample.jejuTrip()
        trip.stops[0].day = 2
        trip.stops[3].day = 1
        let exportFormat = try #require(ExportFormat(rawValue: format.rawValue))
        let text = try TripExporter.export(Sample.itinerary(trip), as: exportFormat)
        let route = try RouteImporter.read(Data(text.utf8), source: "x", format: format)
        #expect(route.points.map(\.name) == trip.stops.map(\.name))
        #expect(route.points.map(\.day) == trip.stops.map(\.day))
    }
}

extension RoundTripTests {
    @Test func aNameBreakingTripRulesIsRefused() throws {
        let route = ImportedRoute(name: nil, points: [ImportedPoint(name: "A", latitude: 1, longitude: 2)])
        expectFormatError(["x.gpx", "'name'", "over 500"]) {
            _ = try route.makeTrip(name: String(repeating: "n", count: 501), source: "x.gpx", now: Sample.updatedAt) {
                UUID()
            }
        }
    }
}
