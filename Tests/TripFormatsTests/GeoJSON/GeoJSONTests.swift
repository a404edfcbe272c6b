import Foundation
import Testing

@testable import TripFormats

@Suite struct GeoJSONWriterTests {
    private func parse(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func featureCollectionWithPointsThenLineStringsPerDay() throws {
        let trip = Sample.jejuTrip()
        let json = try parse(GeoJSONWriter.write(Sample.itinerary(trip)))
        #expect(json["type"] as? String == "FeatureCollection")
        let features = try #require(json["features"] as? [[String: Any]])
        let geometries = features.compactMap { $0["geometry"] as? [String: Any] }
        #expect(
            geometries.map { $0["type"] as? String } == [
                "Point", "Point", "Point", "Point", "Point", "LineString", "LineString",
            ])
        // RFC 7946: longitude first.
        let first = try #require(geometries[0]["coordinates"] as? [Double])
        #expect(first == [126.9425, 33.458056])
        let properties = try #require(features[0]["properties"] as? [String: Any])
        #expect(properties["name"] as? String == "성산일출봉")
        #expect(properties["position"] as? Int == 1)
        #expect(properties["day"] as? Int == 1)
        #expect(properties["legMeters"] is NSNull)
        let third = try #require(features[2]["properties"] as? [String: Any])
        #expect(third["day"] is NSNull)
        #expect((third["legMeters"] as? Int ?? 0) > 25_000)
        let dayOne = try #require(geometries[5]["coordinates"] as? [[Double]])
        #expect(dayOne.count == 3)
    }

    @Test func emptyTripIsAnEmptyCollection() throws {
        var trip = Sample.jejuTrip()
        trip.stops = []
        let json = try parse(GeoJSONWriter.write(Sample.itinerary(trip)))
        #expect((json["features"] as? [Any])?.isEmpty == true)
    }
}

@Suite struct GeoJSONReaderTests {
    @Test func readsPointFeaturesInOrder() throws {
        let json = """
            {"type": "FeatureCollection", "name": "Trip", "features": [
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [126.5, 33.25]},
               "properties": {"name": "One", "address": "Here", "day": 2}},
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [-70.1, -33.2]}, "properties": null}
            ]}
            """
        let route = try GeoJSONReader.read(Sample.data(json), source: "trip.geojson")
        #expect(route.name == "Trip")
        #expect(
            route.points == [
                ImportedPoint(name: "One", address: "Here", latitude: 33.25, longitude: 126.5, day: 2),
                ImportedPoint(name: "Waypoint 2", latitude: -33.2, longitude: -70.1),
            ])
    }

    @Test func realWorldQuirks() throws {
        // A legacy crs member, numeric feature ids, an altitude, a null geometry, a LineString to skip,
        // a MultiPoint, "title"/"addr" property names and a feature without properties.
        let route = try GeoJSONReader.read(Sample.fixture("geojson-quirks.geojson"), source: "qgis.geojson")
        #expect(route.points.map(\.name) == ["성산일출봉", "pair", "pair", "Waypoint 4"])
        #expect(route.points[0].address == "서귀포시")
        #expect(route.points[1].day == 2)
    }

    @Test func bareGeometryIsAccepted() throws {
        let route = try GeoJSONReader.read(Sample.data(#"{"type": "Point", "coordinates": [1, 2]}"#), source: "p.json")
        #expect(route.points.count == 1 && route.points[0].latitude == 2)
    }

    @Test(arguments: [
        ("{\"type\": \"FeatureCollection\",\n \"features\": [\n1,,]}", ["line 3", "not valid"]),
        ("[1, 2]", ["not a JSON object"]),
        (#"{"type": "Topology"}"#, ["'type'", "Topology"]),
        (#"{"type": "FeatureCollection"}"#, ["'features'"]),
        (
            #"{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [1]}}]}"#,
            ["features[0].geometry.coordinates", "[longitude, latitude]"]
        ),
        (
            #"{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [10, 95]}}]}"#,
            ["features[0].geometry.coordinates[1]", "95"]
        ),
        (
            #"{"type": "Feature", "properties": {"day": 1.5}, "geometry": {"type": "Point", "coordinates": [1, 2]}}"#,
            ["properties.day", "whole number"]
        ),
        (#"{"type": "FeatureCollection", "features": []}"#, ["no points"]),
    ])
    func brokenInputIsRefused(json: String, fragments: [String]) {
        expectFormatError(fragments) { _ = try GeoJSONReader.read(Sample.data(json), source: "bad.geojson") }
    }
}

@Suite struct JSONLineIndexTests {
    @Test func findsTheLineOfEachFeature() {
        let json = """
            {"name": "features [not this]", "type": "FeatureCollection",
             "bbox": [1, 2, 3, 4],
             "features": [
              {"type": "Feature", "properties": {"features": [{"x": "\\"]"}]}},
              {"type": "Feature"},

              {"type": "Feature",
               "geometry": null}, null
            ]}
            """
        #expect(JSONLineIndex.featureLines(json) == [4, 5, 7, 8])
    }

    @Test func contentErrorsNameTheFeaturesLine() {
        let json = """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [1, 2]}},
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [1, 2]}},
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [200, 2]}}
            ]}
            """
        expectFormatError(["bad.geojson line 4", "features[2].geometry.coordinates[0]", "200"]) {
            _ = try GeoJSONReader.read(Sample.data(json), source: "bad.geojson")
        }
    }
}
