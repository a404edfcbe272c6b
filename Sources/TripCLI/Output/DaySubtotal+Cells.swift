import TripPlanning

/// The subtotal row `trip show` and `trip route` print where a day's run of stops ends: the same label
/// and figure in both, since both come from one ``TripLegs``.
extension TripLegs.DaySubtotal {
    /// The NAME and LEG cells: `day 2: 4 stops` and the day's distance.
    var cells: [String] {
        [localized("route.day-subtotal", ["day": day, "count": stops]), Formatting.distance(meters)]
    }
}
