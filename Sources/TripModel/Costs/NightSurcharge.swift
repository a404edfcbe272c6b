/// A percentage added to the whole fare when the ride departs inside a time window.
///
/// The window includes `from` and excludes `to`; when `to` is earlier than `from` it runs past
/// midnight (`23:00`–`02:00`).
public struct NightSurcharge: Hashable, Sendable, Codable {
    public var from: TimeOfDay
    public var to: TimeOfDay
    /// Added percentage, like 20 for +20 %.
    public var percent: Int

    public init(from: TimeOfDay, to: TimeOfDay, percent: Int) {
        self.from = from
        self.to = to
        self.percent = percent
    }

    /// Whether a ride departing at `time` pays this surcharge.
    public func contains(_ time: TimeOfDay) -> Bool {
        from < to ? (from <= time && time < to) : (time >= from || time < to)
    }
}
