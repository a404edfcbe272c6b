public import TripGeo

/// Which rides to price: one leg, the legs of one day, or the whole route.
public enum FareSelection: Equatable, Sendable {
    /// Leg N runs from the stop at position N to the stop at position N + 1.
    case leg(Int)
    /// Every leg between consecutive stops that are both planned for day D.
    case day(Int)
    /// Every leg of the trip.
    case route
}

/// One leg's ride: where it runs, how far, what it costs.
public struct LegFare: Hashable, Sendable {
    public var leg: Int
    public var from: String
    public var to: String
    /// Straight-line distance on the ellipsoid (or sphere), metres.
    public var geodesicMeters: Double
    /// `geodesicMeters × detour`.
    public var roadMeters: Double
    /// When the ride leaves: its scheduled departure, or the one time given for every ride.
    public var departure: TimeOfDay
    public var quote: FareQuote
    /// Each person's share of this ride, rounded up.
    public var perPerson: Int64
}

/// The priced legs of a selection, each a separate ride (so each pays the base fare).
public struct FareEstimate: Hashable, Sendable {
    public var legs: [LegFare]
    public var people: Int
    public var detour: Double
    public var departure: TimeOfDay
    /// Sum of the legs' fares.
    public var totalFare: Int64 { legs.reduce(0) { $0 + $1.quote.fare } }
    /// Sum of the legs' per-person shares: what each person hands over in all.
    public var totalPerPerson: Int64 { legs.reduce(0) { $0 + $1.perPerson } }

    /// Prices the selected legs of `stops`.
    /// - Parameters:
    ///   - stops: The trip's stops in visiting order.
    ///   - selection: Leg, day or route.
    ///   - model: The tariff.
    ///   - departure: Departure time of every ride that `departures` does not time.
    ///   - departures: Departure time by leg index (0 = stop 1 → stop 2), from the trip's schedule.
    ///   - people: How many share each ride, at least 1.
    ///   - detour: Road distance over straight distance, like 1.3.
    ///   - distance: Metres between two coordinates (injected: geodesic in the CLI, exact values in tests).
    /// - Throws: ``CostError/noLegs(_:)`` when the selection holds no leg.
    public init(
        stops: [Stop], selection: FareSelection, model: FareModel, departure: TimeOfDay,
        departures: [Int: TimeOfDay] = [:], people: Int, detour: Double, distance: (Coordinate, Coordinate) -> Double
    ) throws {
        let pairs = try FareEstimate.legIndices(stops: stops, selection: selection)
        legs = pairs.map { index in
            let from = stops[index]
            let to = stops[index + 1]
            let geodesic = from.coordinate.flatMap { a in to.coordinate.map { b in distance(a, b) } } ?? 0
            let road = geodesic * detour
            let leaving = departures[index] ?? departure
            let quote = model.quote(roadMeters: road, departure: leaving)
            return LegFare(
                leg: index + 1, from: from.name, to: to.name, geodesicMeters: geodesic, roadMeters: road,
                departure: leaving, quote: quote, perPerson: model.share(of: quote.fare, people: people))
        }
        self.people = max(1, people)
        self.detour = detour
        self.departure = departure
    }

    /// Zero-based index of each selected leg's first stop.
    public static func legIndices(stops: [Stop], selection: FareSelection) throws -> [Int] {
        let all = Array(stops.indices.dropLast())
        switch selection {
        case .route:
            guard !all.isEmpty else { throw CostError.noLegs(localized("cost.subject.the-trip")) }
            return all
        case .leg(let number):
            guard !all.isEmpty else { throw CostError.noLegs(localized("cost.subject.the-trip")) }
            guard all.indices.contains(number - 1) else { throw CostError.noSuchLeg(number, legCount: all.count) }
            return [number - 1]
        case .day(let day):
            let legs = all.filter { stops[$0].day == day && stops[$0 + 1].day == day }
            guard !legs.isEmpty else { throw CostError.noLegs(localized("cost.subject.day", ["day": day])) }
            return legs
        }
    }
}
