/// How a leg is travelled. Speeds and detours turn a straight-line distance into a travel-time
/// estimate (DESIGN.md, Schedule); they compare orders and fill timelines, they do not replace a router.
public enum TravelMode: String, CaseIterable, Codable, Hashable, Sendable {
    case walk, bike, transit, taxi, car

    /// The mode a leg uses when neither its stop nor the trip names one.
    public static let fallback = TravelMode.transit

    /// The built-in speed, detour and wait of this mode; a trip may override them.
    public var defaultSettings: TravelModeSettings {
        switch self {
        case .walk: TravelModeSettings(speedKmh: 4.5, detour: 1.3, waitMinutes: 0)
        case .bike: TravelModeSettings(speedKmh: 15, detour: 1.3, waitMinutes: 0)
        // Door-to-door average including walks to and from stations; the wait covers the headway.
        case .transit: TravelModeSettings(speedKmh: 20, detour: 1.4, waitMinutes: 10)
        case .taxi: TravelModeSettings(speedKmh: 25, detour: 1.3, waitMinutes: 5)
        case .car: TravelModeSettings(speedKmh: 30, detour: 1.3, waitMinutes: 0)
        }
    }

    /// The names a command line accepts, for messages.
    public static let names = allCases.map(\.rawValue).joined(separator: ", ")
}

/// The numbers behind a travel-time estimate: minutes = distance × detour ÷ speed + wait.
public struct TravelModeSettings: Codable, Hashable, Sendable {
    /// Average speed in km/h, above 0 and at most 300.
    public var speedKmh: Double
    /// Road distance per straight-line distance, 1…5.
    public var detour: Double
    /// Fixed minutes added to every leg (waiting for a bus, hailing a taxi), 0…240.
    public var waitMinutes: Double

    public init(speedKmh: Double, detour: Double, waitMinutes: Double) {
        self.speedKmh = speedKmh
        self.detour = detour
        self.waitMinutes = waitMinutes
    }

    /// The accepted ranges, shared by decoding and the command line.
    public static let speedRange = 0.1...300.0
    public static let detourRange = 1.0...5.0
    public static let waitRange = 0.0...240.0

    /// What is wrong with these settings, or nil.
    public var problem: String? {
        if !speedKmh.isFinite || !Self.speedRange.contains(speedKmh) {
            return localized("travel.speed-range", ["speed": speedKmh])
        }
        if !detour.isFinite || !Self.detourRange.contains(detour) {
            return localized("travel.detour-range", ["detour": detour])
        }
        if !waitMinutes.isFinite || !Self.waitRange.contains(waitMinutes) {
            return localized("travel.wait-range", ["wait": waitMinutes])
        }
        return nil
    }
}

// Lets `[TravelMode: TravelModeSettings]` encode as a JSON object keyed by mode name.
extension TravelMode: CodingKeyRepresentable {}
