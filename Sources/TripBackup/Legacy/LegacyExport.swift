import Foundation
import TripModel

extension LegacyConversion {
    /// Converts trip documents into the app's shape, for `trip backup create --format 여행가자곰`.
    ///
    /// The app knows only a current trip and a history: the `traveling` trip becomes current and every
    /// other trip (planning ones too) goes to the history. Stops are written with `turn` = position.
    /// Companions get an `objectId` from their UUID because the app's decoder may require the key.
    public static func legacyTrip(from trip: Trip) -> LegacyTrip {
        LegacyTrip(
            name: trip.name, isTraveling: trip.status == .traveling,
            stops: trip.stops.map {
                LegacyStop(
                    name: $0.name, address: $0.address, latitude: $0.latitude, longitude: $0.longitude,
                    turn: $0.position)
            },
            companions: trip.companions.map {
                let hex = $0.id.uuidString.lowercased().replacingOccurrences(of: "-", with: "")
                return LegacyCompanion(name: $0.name, isBeingDeleted: false, objectID: String(hex.prefix(24)))
            })
    }
}
