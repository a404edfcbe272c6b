public import TripGeo
public import TripModel

/// A place days start and end at: a stop of the trip (the hotel is on the itinerary) or a coordinate.
///
/// A base that is a stop is not one of the day's visits: it is where the day begins and ends, so the
/// planner does not give it a day. Saving a plan puts such stops first in the trip, without a day.
public enum DayBase: Equatable, Sendable {
    case stop(Stop)
    case coordinate(Coordinate)

    public var coordinate: Coordinate? {
        switch self {
        case .stop(let stop): stop.coordinate
        case .coordinate(let c): c
        }
    }
}
