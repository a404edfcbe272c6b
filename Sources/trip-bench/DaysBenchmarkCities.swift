import TripGeo

/// Seeded, real-looking trips for `trip-bench days`: stops scattered around a city's well-known
/// neighbourhoods, each a few kilometres across, taken in turn so every neighbourhood gets its share.
struct DaysBenchmarkCity {
    let name: String
    /// Neighbourhood centres (latitude, longitude).
    let hubs: [(Double, Double)]
    /// Where every day starts and ends (a station, the airport or city hall).
    let base: (Double, Double)
    /// Half the side of a neighbourhood in degrees of latitude; longitude gets 1.25 times as much.
    let spread: Double

    static let seoul = DaysBenchmarkCity(
        name: "Seoul",
        hubs: [
            (37.5796, 126.9770), (37.4979, 127.0276), (37.5563, 126.9236), (37.5133, 127.1028),
            (37.5219, 126.9245), (37.5345, 126.9946),
        ], base: (37.5663, 126.9779), spread: 0.02)

    /// Haeundae, Seomyeon, Nampo-dong, Gwangalli, Gijang and Dadaepo; days start at Busan Station.
    static let busan = DaysBenchmarkCity(
        name: "Busan",
        hubs: [
            (35.1587, 129.1604), (35.1577, 129.0594), (35.0976, 129.0300), (35.1532, 129.1186),
            (35.2445, 129.2225), (35.0470, 128.9660),
        ], base: (35.1152, 129.0422), spread: 0.015)

    /// Jeju City, Seogwipo, Hallim, Seongsan, Jungmun and Aewol; days start at Jeju airport, and the
    /// island's towns lie 20 to 50 km apart.
    static let jeju = DaysBenchmarkCity(
        name: "Jeju",
        hubs: [
            (33.4996, 126.5312), (33.2541, 126.5600), (33.4106, 126.2654), (33.4581, 126.9425),
            (33.2490, 126.4120), (33.4630, 126.3300),
        ], base: (33.5104, 126.4914), spread: 0.025)

    var baseCoordinate: Coordinate? { Coordinate(latitude: base.0, longitude: base.1) }

    /// `count` stops, the same for the same seed.
    func stops(count: Int, seed: UInt64) -> [Coordinate] {
        var random = SplitMix64(seed: seed)
        return (0..<count).compactMap { index in
            let hub = hubs[index % hubs.count]
            let dLat = (Double(random.next().multipliedFullWidth(by: 2001).high) - 1000) / 1000 * spread
            let dLon = (Double(random.next().multipliedFullWidth(by: 2001).high) - 1000) / 1000 * spread * 1.25
            return Coordinate(latitude: hub.0 + dLat, longitude: hub.1 + dLon)
        }
    }
}
