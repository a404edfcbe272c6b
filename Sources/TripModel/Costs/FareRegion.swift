public import TripGeo

/// A city with a built-in tariff and where it applies: its TourAPI area, else a rectangle around it.
///
/// The rectangles are rough hand-drawn bounds of each city's land (degrees, WGS84), drawn so that no two
/// overlap. A town just outside a city but inside its rectangle counts as the city; a stop made from a
/// TourAPI spot is placed by the spot's area code instead, which is exact.
public struct FareRegion: Hashable, Sendable {
    /// The `--taxi` name: `seoul`, `busan`, …
    public let key: String
    /// The TourAPI `areacode` of the city.
    public let area: SpotArea
    public let latitudes: ClosedRange<Double>
    public let longitudes: ClosedRange<Double>
    /// The sample file the embedded tariff copies, named in errors.
    public let file: String
    /// The tariff's JSON text.
    public let json: String

    /// Whether `coordinate` lies in the city's rectangle.
    public func contains(_ coordinate: Coordinate) -> Bool {
        latitudes.contains(coordinate.latitude) && longitudes.contains(coordinate.longitude)
    }

    /// Every city with a mid-size tariff, Seoul first: ties between cities go to the earlier one.
    public static let all: [FareRegion] = [
        FareRegion(
            key: "seoul", area: .seoul, latitudes: 37.42...37.71, longitudes: 126.765...127.19,
            file: "seoul-2023-mid.json", json: BuiltInFareModels.seoulMidJSON),
        // Mainland Incheon with Yeongjong island (the airport) and Ganghwa; the far western islands are left out.
        FareRegion(
            key: "incheon", area: .incheon, latitudes: 37.35...37.83, longitudes: 126.28...126.76,
            file: "incheon-2023-mid.json", json: BuiltInFareModels.incheonJSON),
        // Northern edge below Sejong's centre.
        FareRegion(
            key: "daejeon", area: .daejeon, latitudes: 36.18...36.47, longitudes: 127.24...127.56,
            file: "daejeon-2026-mid.json", json: BuiltInFareModels.daejeonJSON),
        // The city without Gunwi, which joined it in 2023 and would pull in much of its northern neighbour.
        FareRegion(
            key: "daegu", area: .daegu, latitudes: 35.60...36.02, longitudes: 128.35...128.77,
            file: "daegu-2025-mid.json", json: BuiltInFareModels.daeguJSON),
        FareRegion(
            key: "gwangju", area: .gwangju, latitudes: 35.05...35.26, longitudes: 126.64...127.01,
            file: "gwangju-2025-mid.json", json: BuiltInFareModels.gwangjuJSON),
        FareRegion(
            key: "busan", area: .busan, latitudes: 34.88...35.39, longitudes: 128.76...129.31,
            file: "busan-2023-mid.json", json: BuiltInFareModels.busanJSON),
        // Jeju island with Udo; Chuja islands to the north are left out.
        FareRegion(
            key: "jeju", area: .jeju, latitudes: 33.10...33.57, longitudes: 126.14...126.98,
            file: "jeju-2024-mid.json", json: BuiltInFareModels.jejuJSON),
    ]
}
