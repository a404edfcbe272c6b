/// One taxi ride's estimated fare, with the figures it was made from.
public struct FareQuote: Hashable, Sendable {
    /// Road distance in whole millimetres (geodesic × detour), so step counting is exact.
    public var roadMillimeters: Int64
    /// Full steps driven past the base distance.
    public var steps: Int64
    /// Base fare plus steps, before any surcharge.
    public var meterFare: Int64
    public var surchargePercent: Int
    /// What the passenger pays: meter fare with the surcharge, rounded half up to the rounding unit.
    public var fare: Int64
}

extension FareModel {
    /// The fare for a ride of `roadMeters` departing at `departure`.
    ///
    /// Rules, chosen to match how the meter behaves:
    /// - Distance steps count only when complete: after the base distance the meter adds one step
    ///   fare each time a full step is driven, so a partial step is free (Seoul mid-size: 1.6 km →
    ///   4,800; 1.730 km → 4,800; 1.731 km → 4,900).
    /// - The surcharge multiplies the whole fare (base and steps alike, as the night meter does),
    ///   chosen by the departure time only, even when the ride crosses a window boundary.
    /// - A surcharged fare is rounded to the nearest rounding unit, halves up (4,800 × 1.2 = 5,760 → 5,800).
    /// - Parameters:
    ///   - roadMeters: Distance on the road, not negative; non-finite values count as zero.
    ///   - departure: When the ride starts.
    public func quote(roadMeters: Double, departure: TimeOfDay) -> FareQuote {
        // Capped at the Earth's circumference: nothing longer is a taxi ride, and the cap keeps the arithmetic
        // below far from Int64 overflow with the largest fares a valid model allows.
        let clamped = roadMeters.isFinite ? min(max(roadMeters, 0), 40_075_000) : 0
        let millimeters = Int64((clamped * 1000).rounded())
        let past = millimeters - Int64(baseDistanceMeters) * 1000
        let steps = past > 0 ? past / (Int64(stepDistanceMeters) * 1000) : 0
        let meter = baseFare + steps * stepFare
        let percent = surchargePercent(at: departure)
        // meter × (100 + p) / 100 rounded to the unit, in integers: add half a unit before dividing.
        let scaled = meter * Int64(100 + percent)
        let divisor = 100 * roundingUnit
        let fare = percent == 0 ? meter : (scaled + divisor / 2) / divisor * roundingUnit
        return FareQuote(
            roadMillimeters: millimeters, steps: steps, meterFare: meter, surchargePercent: percent, fare: fare)
    }

    /// Each person's share of `fare`, rounded up to the rounding unit so the payer is never short.
    /// - Parameters:
    ///   - fare: Minor units.
    ///   - people: How many share it; at least 1.
    public func share(of fare: Int64, people: Int) -> Int64 {
        let count = Int64(max(1, people))
        let unitPerPerson = count * roundingUnit
        return (fare + unitPerPerson - 1) / unitPerPerson * roundingUnit
    }
}
