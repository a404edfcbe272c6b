import TripModel
import TripPlanning

/// `trip show` for a trip planned by days: the stops grouped by day with a subtotal after each day.
extension ShowCommand {
    /// The stop table with a subtotal row (``TripLegs/DaySubtotal``) after each run of stops that share a day.
    static func dayTable(_ trip: Trip, legs: TripLegs) -> Table {
        var table = Table([
            .init("#", .right), .init(localized("trip.show.column.day"), .right),
            .init(localized("trip.show.column.name"), flexible: true), .init(localized("trip.show.column.leg"), .right),
            .init(localized("trip.show.column.address"), flexible: true),
        ])
        for (index, stop) in trip.stops.enumerated() {
            let name = stop.name + (stop.locked ? " 🔒" : "")
            let leg = index == 0 ? "" : Formatting.distance(legs.legs[index - 1])
            table.append([String(stop.position), stop.day.map(String.init) ?? "-", name, leg, stop.address])
            if let subtotal = legs.subtotal(closingRunAt: index) { table.append(["", ""] + subtotal.cells + [""]) }
        }
        return table
    }
}
