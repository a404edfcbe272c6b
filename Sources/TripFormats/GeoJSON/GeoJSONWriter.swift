import TripModel

/// Writes GeoJSON (RFC 7946): a FeatureCollection with a Point per stop, then a LineString per day
/// (a MultiLineString when the day crosses the 180th meridian).
///
/// Positions are `[longitude, latitude]` as the RFC requires. A day with one stop has no LineString
/// because a LineString needs two positions. One feature per line keeps diffs of exports readable.
public enum GeoJSONWriter {
    /// Renders the itinerary as a GeoJSON FeatureCollection.
    public static func write(_ itinerary: Itinerary) -> String {
        var features: [String] = []
        for (index, stop) in itinerary.stops.enumerated() {
            var members = [
                ("name", JSONText.string(stop.name)), ("address", JSONText.string(stop.address)),
                ("position", String(stop.position)), ("day", JSONText.optional(stop.day)),
                ("legMeters", itinerary.legMeters[index].map(CoordinateText.metres) ?? "null"),
            ]
            // Visit times (wall clock in the trip's time zone) only when the itinerary has a schedule.
            if let visit = itinerary.schedule?.visits[stop.id] {
                members.append(("start", JSONText.string(TimeOfDay.format(minutes: visit.start))))
                members.append(("end", JSONText.string(TimeOfDay.format(minutes: visit.end))))
            }
            let properties = JSONText.object(members)
            let geometry = JSONText.object([("type", "\"Point\""), ("coordinates", position(stop))])
            features.append(feature(geometry: geometry, properties: properties))
        }
        for day in itinerary.days where day.stops.count >= 2 {
            let properties = JSONText.object([
                ("name", JSONText.string(day.day.map { "Day \($0)" } ?? itinerary.trip.name)),
                ("day", JSONText.optional(day.day)), ("meters", CoordinateText.metres(day.meters)),
                ("stroke", JSONText.string(DayPalette.colour(for: day.day))),
            ])
            features.append(feature(geometry: lineGeometry(day.stops), properties: properties))
        }
        // "name" is a foreign member (RFC 7946 §6.1): readers that do not know it ignore it.
        return "{\"type\": \"FeatureCollection\", \"name\": \(JSONText.string(itinerary.trip.name)), \"features\": [\n"
            + features.map { "  " + $0 }.joined(separator: ",\n") + "\n]}\n"
    }

    private static func feature(geometry: String, properties: String) -> String {
        JSONText.object([("type", "\"Feature\""), ("geometry", geometry), ("properties", properties)])
    }

    /// A LineString, or a MultiLineString cut at ±180° when a leg crosses the antimeridian (RFC 7946 §3.1.9),
    /// so readers draw the short way instead of a line across the whole world.
    private static func lineGeometry(_ stops: [Stop]) -> String {
        let parts = Antimeridian.split(stops.map { ($0.longitude, $0.latitude) })
        let lines = parts.map { part in
            "[" + part.map { position($0.longitude, $0.latitude) }.joined(separator: ", ") + "]"
        }
        if lines.count == 1 { return JSONText.object([("type", "\"LineString\""), ("coordinates", lines[0])]) }
        let multi = "[" + lines.joined(separator: ", ") + "]"
        return JSONText.object([("type", "\"MultiLineString\""), ("coordinates", multi)])
    }

    private static func position(_ stop: Stop) -> String {
        position(stop.longitude, stop.latitude)
    }

    private static func position(_ longitude: Double, _ latitude: Double) -> String {
        "[" + CoordinateText.decimal(longitude) + ", " + CoordinateText.decimal(latitude) + "]"
    }
}
