import TripModel

/// Writes GPX 1.1: a `<wpt>` per stop, then an `<rte>` per day (one for an undivided trip) in visit order.
///
/// Elements follow the order the GPX 1.1 schema requires (metadata, wpt, rte; name before desc before
/// extensions) because strict readers such as Garmin devices reject out-of-order elements.
public enum GPXWriter {
    /// The GPX 1.1 namespace.
    public static let namespace = "http://www.topografix.com/GPX/1/1"
    /// Our extension namespace: it carries the stop's day, which GPX has no element for.
    public static let tripNamespace = "urn:trip:gpx:v1"

    /// Renders the itinerary as a GPX 1.1 document.
    public static func write(_ itinerary: Itinerary) -> String {
        var xml = XMLBuilder()
        xml.open(
            "gpx",
            [
                "version": "1.1", "creator": "trip", "xmlns": namespace, "xmlns:trip": tripNamespace,
            ])
        xml.open("metadata")
        xml.leaf("name", itinerary.trip.name)
        if !itinerary.trip.notes.isEmpty { xml.leaf("desc", itinerary.trip.notes) }
        xml.leaf("time", itinerary.trip.updatedAt.description)
        xml.close()
        for stop in itinerary.stops {
            writeWaypoint(stop, visit: itinerary.schedule?.visits[stop.id], into: &xml)
        }
        for day in itinerary.days where !day.stops.isEmpty {
            xml.open("rte")
            xml.leaf("name", day.day.map { "Day \($0)" } ?? itinerary.trip.name)
            if let number = day.day { xml.leaf("number", String(number)) }
            for stop in day.stops {
                xml.open(
                    "rtept",
                    ["lat": CoordinateText.decimal(stop.latitude), "lon": CoordinateText.decimal(stop.longitude)])
                xml.leaf("name", stop.name)
                xml.close()
            }
            xml.close()
        }
        return xml.finish()
    }

    /// A waypoint; our extensions carry its day and, with a schedule, its visit's wall-clock start and end.
    private static func writeWaypoint(_ stop: Stop, visit: ItinerarySchedule.Visit?, into xml: inout XMLBuilder) {
        xml.open("wpt", ["lat": CoordinateText.decimal(stop.latitude), "lon": CoordinateText.decimal(stop.longitude)])
        xml.leaf("name", stop.name)
        if !stop.address.isEmpty { xml.leaf("desc", stop.address) }
        if stop.day != nil || visit != nil {
            xml.open("extensions")
            if let day = stop.day { xml.leaf("trip:day", String(day)) }
            if let visit {
                xml.leaf("trip:start", TimeOfDay.format(minutes: visit.start))
                xml.leaf("trip:end", TimeOfDay.format(minutes: visit.end))
            }
            xml.close()
        }
        xml.close()
    }
}
