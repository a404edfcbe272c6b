import TripModel

/// `trip show` for a trip planned by days: the stops grouped by day with a subtotal after each day.
extension ShowCommand {
    /// One day's share of the trip: its stops and the legs between them.
    struct DaySubtotal: Encodable, Equatable {
        let day: Int
        let stops: Int
        /// Legs between consecutive stops of the day; the leg into the day belongs to the journey between
        /// days (via the hotel, which the trip does not record), so it is not counted.
        let meters: Double
    }

    /// Subtotals per day, in day order; empty when no stop has a day.
    static func daySubtotals(_ stops: [Stop], legs: [Double]) -> [DaySubtotal] {
        let days = Set(stops.compactMap(\.day)).sorted()
        return days.map { day in
            var meters = 0.0
            for index in stops.indices.dropFirst() where stops[index].day == day && stops[index - 1].day == day {
                meters += legs[index - 1]
            }
            return DaySubtotal(
                day: day, stops: stops.filter { $0.day == day }.count, meters: (meters * 10).rounded() / 10)
        }
    }

    /// The stop table with a subtotal row after each run of stops that share a day.
    static func dayTable(_ trip: Trip, legs: [Double]) -> Table {
        var table = Table([
            .init("#", .right), .init("DAY", .right), .init("NAME", flexible: true), .init("LEG", .right),
            .init("ADDRESS", flexible: true),
        ])
        let subtotals = daySubtotals(trip.stops, legs: legs)
        for (index, stop) in trip.stops.enumerated() {
            let name = stop.name + (stop.locked ? " 🔒" : "")
            let leg = index == 0 ? "" : Formatting.distance(legs[index - 1])
            table.append([String(stop.position), stop.day.map(String.init) ?? "-", name, leg, stop.address])
            let next = trip.stops.indices.contains(index + 1) ? trip.stops[index + 1].day : nil
            guard let day = stop.day, next != day, let subtotal = subtotals.first(where: { $0.day == day }) else {
                continue
            }
            let count = subtotal.stops == 1 ? "1 stop" : "\(subtotal.stops) stops"
            table.append(["", "", "day \(day): \(count)", Formatting.distance(subtotal.meters), ""])
        }
        return table
    }
}
