/// Longitudes across the 180th meridian: which way round a trip is drawn, and where a line is cut.
///
/// A trip Fiji → Samoa → Tonga spans a few degrees across ±180°, not 350° the other way. Maps draw
/// it the short way by unwrapping longitudes past ±180 (Samoa at −172° becomes 188°); GeoJSON and
/// KML must keep longitudes within ±180°, so their lines are cut at the meridian instead (RFC 7946 §3.1.9).
enum Antimeridian {
    /// The western edge of the narrowest band of longitudes holding every point: the start of the arc that
    /// follows the widest empty gap. Longitudes unwrapped from it (``unwrap(_:from:)``) never jump by 360°.
    /// - Returns: A longitude in −180…180; −180 when there are no points.
    static func westernEdge(of longitudes: [Double]) -> Double {
        let sorted = longitudes.map(normalized).sorted()
        guard let first = sorted.first, let last = sorted.last else { return -180 }
        // The gap that wraps round from the easternmost point back to the westernmost.
        var widestGap = first + 360 - last
        var edge = first
        for (west, east) in zip(sorted, sorted.dropFirst()) where east - west > widestGap {
            widestGap = east - west
            edge = east
        }
        return edge
    }

    /// `longitude` moved by whole turns into `edge ..< edge + 360`.
    static func unwrap(_ longitude: Double, from edge: Double) -> Double {
        var value = longitude
        while value < edge { value += 360 }
        while value >= edge + 360 { value -= 360 }
        return value
    }

    /// A longitude in −180 ... 180.
    static func normalized(_ longitude: Double) -> Double {
        var value = longitude.truncatingRemainder(dividingBy: 360)
        if value > 180 { value -= 360 }
        if value < -180 { value += 360 }
        return value
    }

    /// Splits a line of (longitude, latitude) positions wherever a leg, taken the short way, crosses ±180°.
    ///
    /// The crossing latitude is interpolated linearly in longitude, which is what a reader drawing straight
    /// segments would show. Each part stays within −180…180; the cut points sit exactly on ±180.
    /// - Returns: One part when nothing crosses, else one more part per crossing.
    static func split(_ positions: [(longitude: Double, latitude: Double)])
        -> [[(longitude: Double, latitude: Double)]]
    {
        guard var previous = positions.first else { return [] }
        var parts: [[(longitude: Double, latitude: Double)]] = [[previous]]
        for next in positions.dropFirst() {
            let delta = next.longitude - previous.longitude
            // ±180 on both ends (a difference of exactly 360) is one meridian: nothing to cut.
            if abs(delta) > 180, abs(delta) < 360 {
                // Eastward across +180 when the raw difference is negative, westward across −180 otherwise.
                let eastward = delta < 0
                let eastEnd = eastward ? previous.longitude : next.longitude
                let westEnd = eastward ? next.longitude + 360 : previous.longitude + 360
                let fromLatitude = eastward ? previous.latitude : next.latitude
                let toLatitude = eastward ? next.latitude : previous.latitude
                let fraction = (180 - eastEnd) / (westEnd - eastEnd)
                let latitude = fromLatitude + (toLatitude - fromLatitude) * fraction
                let exit = eastward ? 180.0 : -180.0
                parts[parts.count - 1].append((exit, latitude))
                parts.append([(-exit, latitude)])
            }
            parts[parts.count - 1].append(next)
            previous = next
        }
        return parts
    }
}
