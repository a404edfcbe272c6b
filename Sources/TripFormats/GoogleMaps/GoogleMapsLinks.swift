/// Writes Google Maps directions links, one or more per day, as plain text.
///
/// A `https://www.google.com/maps/dir/lat,lon/lat,lon/…` link takes an origin, a destination and up to
/// 8 waypoints between them reliably across browsers and the mobile apps, so a link carries at most
/// ``maximumPoints`` = 10 stops. Longer days are split, and each link starts at the stop where the
/// previous one ended so the route continues without a gap.
public enum GoogleMapsLinks {
    /// Stops per link: origin + 8 waypoints + destination.
    public static let maximumPoints = 10

    /// Renders one labelled link per chunk of every day.
    public static func write(_ itinerary: Itinerary) -> String {
        var lines: [String] = []
        for day in itinerary.days {
            let chunks = split(day.stops.map { ($0.latitude, $0.longitude) })
            let title = day.day.map { "Day \($0)" + (day.date.map { " (\($0))" } ?? "") } ?? itinerary.trip.name
            for (index, chunk) in chunks.enumerated() {
                let part = chunks.count > 1 ? " part \(index + 1) of \(chunks.count)" : ""
                lines.append("# \(title)\(part)")
                lines.append(url(chunk))
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// Splits points into links of at most ``maximumPoints``, consecutive links sharing one point.
    static func split(_ points: [(Double, Double)]) -> [[(Double, Double)]] {
        guard points.count > maximumPoints else { return points.isEmpty ? [] : [points] }
        var chunks: [[(Double, Double)]] = []
        var start = 0
        while start < points.count - 1 {
            let end = min(start + maximumPoints, points.count)
            chunks.append(Array(points[start..<end]))
            start = end - 1
        }
        return chunks
    }

    /// The directions link; 7 decimals (about 1 cm) is more than Google uses.
    static func url(_ points: [(Double, Double)]) -> String {
        "https://www.google.com/maps/dir/"
            + points.map { CoordinateText.decimal($0.0, digits: 7) + "," + CoordinateText.decimal($0.1, digits: 7) }
            .joined(separator: "/")
    }
}
