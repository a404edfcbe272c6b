public import TripGeo
public import TripModel

/// One leg's estimated road distance and travel time (DESIGN.md, Schedule).
public struct LegEstimate: Hashable, Sendable {
    public var mode: TravelMode
    /// Straight-line distance on the WGS84 ellipsoid, in meters.
    public var straightMeters: Double
    /// Straight-line distance × the mode's detour factor.
    public var roadMeters: Double
    /// Road distance ÷ speed + the mode's fixed wait, rounded up to whole minutes.
    public var minutes: Int
}

/// Travel-time arithmetic: minutes = geodesic × detour ÷ speed + wait.
///
/// These are estimates that make orders and timelines comparable; they know nothing of roads,
/// timetables or traffic, and the commands say so.
public enum TravelEstimate {
    /// The estimate for travelling from `a` to `b` by `mode` with `settings`.
    public static func leg(
        from a: Coordinate, to b: Coordinate, mode: TravelMode, settings: TravelModeSettings
    ) -> LegEstimate {
        let straight = Geodesic.distance(a, b)
        return leg(straightMeters: straight, mode: mode, settings: settings)
    }

    /// The estimate for a straight-line distance; a leg of zero length takes no time, not even the wait.
    public static func leg(straightMeters: Double, mode: TravelMode, settings: TravelModeSettings) -> LegEstimate {
        let road = straightMeters * settings.detour
        guard road > 0 else { return LegEstimate(mode: mode, straightMeters: 0, roadMeters: 0, minutes: 0) }
        let riding = road / 1000 / settings.speedKmh * 60
        let minutes = Int((riding + settings.waitMinutes).rounded(.up))
        return LegEstimate(mode: mode, straightMeters: straightMeters, roadMeters: road, minutes: minutes)
    }

    /// Travel seconds for a straight-line distance, unrounded: what route solvers compare.
    public static func seconds(straightMeters: Double, settings: TravelModeSettings) -> Double {
        guard straightMeters > 0 else { return 0 }
        return straightMeters * settings.detour / 1000 / settings.speedKmh * 3600 + settings.waitMinutes * 60
    }
}
