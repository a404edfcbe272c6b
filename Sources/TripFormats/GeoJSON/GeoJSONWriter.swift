import TripModel

/// Writes GeoJSON (RFC 7946): a FeatureCollection with a Point per stop, then a LineString per day.
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
            let line = "[" + day.stops.map(position).joined(separator: ", ") + "]"
            let geometry = JSONText.object([("type", "\"LineString\""), ("coordinates", line)])
            features.append(feature(geometry: geometry, properties: properties))
        }
        // "name" is a foreign member (RFC 7946 §6.1): readers that do not know it ignore it.
        return "{\"type\": \"FeatureCollection\", \"name\": \(JSONText.string(itinerary.trip.name)), \"features\": [\n"
            + features.map { "  " + $0 }.joined(separator: ",\n") + "\n]}\n"
    }

    private static func feature(geometry: String, properties: String) -> String {
        JSONText.object([("type", "\"Feature\""), ("geometry", geometry), ("properties", properties)])
    }

    private static func position(_ stop: Stop) -> String {
        "[" + CoordinateText.decimal(stop.longitude) + ", " + CoordinateText.decimal(stop.latitude) + "]"
    }
}
