import TripModel

/// Writes KML 2.2: a folder per day holding a Placemark per stop and a LineString for that day's route.
///
/// The stop's address goes in KML's own `<address>`, its day and position in `<ExtendedData>`, so
/// Google Earth shows them and ``KMLReader`` reads them back.
public enum KMLWriter {
    /// The KML 2.2 namespace.
    public static let namespace = "http://www.opengis.net/kml/2.2"

    /// Renders the itinerary as a KML 2.2 document.
    public static func write(_ itinerary: Itinerary) -> String {
        var xml = XMLBuilder()
        xml.open("kml", ["xmlns": namespace])
        xml.open("Document")
        xml.leaf("name", itinerary.trip.name)
        if !itinerary.trip.notes.isEmpty { xml.leaf("description", itinerary.trip.notes) }
        for day in itinerary.days {
            let key = day.day.map(String.init) ?? "all"
            xml.open("Style", ["id": "day-\(key)"])
            xml.open("LineStyle")
            // KML colours are aabbggrr, the reverse of the web's rrggbb.
            xml.leaf("color", "ff" + String(DayPalette.colour(for: day.day).dropFirst().reversedPairs()))
            xml.leaf("width", "4")
            xml.close()
            xml.close()
        }
        for day in itinerary.days { writeDay(day, itinerary: itinerary, into: &xml) }
        return xml.finish()
    }

    private static func writeDay(_ day: ItineraryDay, itinerary: Itinerary, into xml: inout XMLBuilder) {
        xml.open("Folder")
        xml.leaf("name", day.day.map { "Day \($0)" } ?? itinerary.trip.name)
        for stop in day.stops {
            xml.open("Placemark")
            xml.leaf("name", stop.name)
            if !stop.address.isEmpty { xml.leaf("address", stop.address) }
            xml.open("ExtendedData")
            xml.open("Data", ["name": "position"])
            xml.leaf("value", String(stop.position))
            xml.close()
            if let number = stop.day {
                xml.open("Data", ["name": "day"])
                xml.leaf("value", String(number))
                xml.close()
            }
            xml.close()
            xml.open("Point")
            xml.leaf("coordinates", coordinates(stop))
            xml.close()
            xml.close()
        }
        if day.stops.count >= 2 {
            xml.open("Placemark")
            xml.leaf("name", "Route" + (day.day.map { " day \($0)" } ?? ""))
            xml.leaf("styleUrl", "#day-" + (day.day.map(String.init) ?? "all"))
            writeLine(day.stops, into: &xml)
            xml.close()
        }
        xml.close()
    }

    /// A LineString, or a MultiGeometry of LineStrings cut at ±180° when a leg crosses the antimeridian:
    /// KML longitudes stay within ±180°, and a plain line from 179° to −179° would be drawn round the world.
    private static func writeLine(_ stops: [Stop], into xml: inout XMLBuilder) {
        let parts = Antimeridian.split(stops.map { ($0.longitude, $0.latitude) })
        if parts.count > 1 { xml.open("MultiGeometry") }
        for part in parts {
            xml.open("LineString")
            xml.leaf("tessellate", "1")
            let text = part.map { CoordinateText.decimal($0.longitude) + "," + CoordinateText.decimal($0.latitude) }
            xml.leaf("coordinates", text.joined(separator: " "))
            xml.close()
        }
        if parts.count > 1 { xml.close() }
    }

    /// KML writes longitude first.
    private static func coordinates(_ stop: Stop) -> String {
        CoordinateText.decimal(stop.longitude) + "," + CoordinateText.decimal(stop.latitude)
    }
}

extension StringProtocol {
    /// `"1f77b4"` → `"b4771f"`: swaps the order of two-character groups.
    fileprivate func reversedPairs() -> String {
        let chars = Array(self)
        return stride(from: chars.count - 2, through: 0, by: -2).map { String(chars[$0...$0 + 1]) }.joined()
    }
}
