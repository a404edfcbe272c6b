public import TripModel

/// Taxi fare estimates for the page's legs (`trip export --format html --taxi mid|deluxe`), priced as
/// `trip fare` prices them: each leg a separate ride, road distance = straight line × detour, daytime.
public struct PageFares: Sendable {
    public var model: FareModel
    /// How many share each ride.
    public var people: Int
    /// Road distance over straight distance.
    public var detour: Double

    public init(model: FareModel, people: Int, detour: Double) {
        self.model = model
        self.people = max(1, people)
        self.detour = detour
    }

    /// The fare of one leg of `meters` straight-line distance.
    func fare(meters: Double) -> Int64 {
        model.quote(roadMeters: meters * detour, departure: .noon).fare
    }

    /// What each person pays for the rides of a day: every ride's share rounded up, as `trip fare` does.
    func perPerson(legs: [Double]) -> Int64 {
        legs.reduce(0) { $0 + model.share(of: fare(meters: $1), people: people) }
    }

    func money(_ amount: Int64) -> String {
        guard let currency = try? Currency(code: model.currency) else { return "\(amount) \(model.currency)" }
        return MoneyFormatter.format(amount, currency)
    }
}

/// What a page shows besides the trip itself.
public struct PageOptions: Sendable {
    public var language: Language
    /// Taxi estimates per leg and day, or nil for none.
    public var fares: PageFares?

    public init(language: Language = .english, fares: PageFares? = nil) {
        self.language = language
        self.fares = fares
    }
}
