public import Foundation
import TripGeo
public import TripModel

extension ImportedRoute {
    /// Makes a new planning trip whose stops are this route's points in file order.
    ///
    /// - Parameters:
    ///   - name: The trip's name (the caller picks: `--name`, the file's route name, or the file name).
    ///   - source: The file's name, for error messages.
    ///   - now: The creation time, stamped on the trip and every stop.
    ///   - makeID: Makes the trip's and the stops' ids; injected so tests are deterministic.
    /// - Returns: A trip that satisfies ``TripRules``.
    /// - Throws: ``FormatError/invalidField`` when a point or the name breaks a trip rule.
    public func makeTrip(name: String, source: String = "the route", now: Timestamp, makeID: () -> UUID) throws
        -> Trip
    {
        let tripID = makeID()
        var stops: [Stop] = []
        stops.reserveCapacity(points.count)
        for (index, point) in points.enumerated() {
            guard let coordinate = Coordinate(latitude: point.latitude, longitude: point.longitude) else {
                throw FormatError.invalidField(
                    source: source, line: nil, field: "points[\(index)]", detail: localized("field.coordinate-range"))
            }
            stops.append(
                Stop(
                    id: makeID(), position: index + 1, name: point.name, address: point.address,
                    coordinate: coordinate, day: point.day, updatedAt: now))
        }
        let trip = Trip(id: tripID, name: name, createdAt: now, updatedAt: now, stops: stops)
        if let violation = TripRules.violation(in: trip) {
            throw FormatError.invalidField(source: source, line: nil, field: violation.path, detail: violation.message)
        }
        return trip
    }
}
