/// How a taxi meter charges in one city and year: a base fare for a base distance, then a step fare
/// for every full step of distance, with night surcharges by departure time.
///
/// Stored as JSON (see `Samples/fares/`), so another city or tariff is a new file, not new code.
/// Time-based charges (when the taxi crawls in traffic) are not modelled: estimates are by distance.
public struct FareModel: Hashable, Sendable, Codable {
    /// Shown in output, like "Seoul mid-size taxi (2023-02-01)".
    public var name: String
    /// ISO 4217 code of all amounts below.
    public var currency: String
    /// Charged for any ride, covering `baseDistanceMeters`.
    public var baseFare: Int64
    public var baseDistanceMeters: Int
    /// Every full `stepDistanceMeters` driven past the base distance adds `stepFare`.
    public var stepDistanceMeters: Int
    public var stepFare: Int64
    /// Surcharged fares are rounded to the nearest multiple of this (half up), as the meter does,
    /// and per-person shares are rounded up to it.
    public var roundingUnit: Int64
    public var nightSurcharges: [NightSurcharge]
    /// Sources and assumptions, one line each, for people reading the file or the output.
    public var notes: [String]

    public init(
        name: String, currency: String, baseFare: Int64, baseDistanceMeters: Int, stepDistanceMeters: Int,
        stepFare: Int64, roundingUnit: Int64, nightSurcharges: [NightSurcharge], notes: [String] = []
    ) {
        self.name = name
        self.currency = currency
        self.baseFare = baseFare
        self.baseDistanceMeters = baseDistanceMeters
        self.stepDistanceMeters = stepDistanceMeters
        self.stepFare = stepFare
        self.roundingUnit = roundingUnit
        self.nightSurcharges = nightSurcharges
        self.notes = notes
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        currency = try container.decode(String.self, forKey: .currency)
        baseFare = try container.decode(Int64.self, forKey: .baseFare)
        baseDistanceMeters = try container.decode(Int.self, forKey: .baseDistanceMeters)
        stepDistanceMeters = try container.decode(Int.self, forKey: .stepDistanceMeters)
        stepFare = try container.decode(Int64.self, forKey: .stepFare)
        roundingUnit = try container.decode(Int64.self, forKey: .roundingUnit)
        // A city without night rates may leave the list and the notes out.
        nightSurcharges = try container.decodeIfPresent([NightSurcharge].self, forKey: .nightSurcharges) ?? []
        notes = try container.decodeIfPresent([String].self, forKey: .notes) ?? []
    }

    /// The surcharge percentage for a ride departing at `time`: the first window that contains it, or 0.
    public func surchargePercent(at time: TimeOfDay) -> Int {
        nightSurcharges.first { $0.contains(time) }?.percent ?? 0
    }
}
