/// How many days a dated trip has, and which stops lie past its last day.
extension Trip {
    /// The number of days from the start date to the end date, both included; nil unless both are set.
    public var dayCount: Int? {
        guard let startDate, let endDate, startDate <= endDate else { return nil }
        return Int(endDate.daysSinceEpoch - startDate.daysSinceEpoch) + 1
    }

    /// Stops whose day is after the trip's last day (none when the trip has no dates).
    public var stopsPastLastDay: [Stop] {
        guard let dayCount else { return [] }
        return stops.filter { ($0.day ?? 0) > dayCount }
    }

    /// Why `day` cannot be given to a stop of this trip, or nil when it can.
    public func problem(withDay day: Int) -> String? {
        guard let dayCount, day > dayCount, let startDate, let endDate else { return nil }
        return localized(
            "trip.day-past-end",
            [
                "day": day, "name": MessageText.shortened(name), "count": dayCount, "start": startDate,
                "end": endDate,
            ])
    }
}
