import TripGeo
import TripModel

/// `trip distance A B --json`: both places, the metres and the initial bearing, for scripts.
struct DistanceReport: Encodable {
    struct Place: Encodable {
        let latitude: Double
        let longitude: Double
        /// The stop's position and name when the place was given as a stop, else null.
        let position: Int?
        let name: String?

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(latitude, forKey: .latitude)
            try container.encode(longitude, forKey: .longitude)
            try container.encode(position, forKey: .position)
            try container.encode(name, forKey: .name)
        }

        enum CodingKeys: String, CodingKey { case latitude, longitude, position, name }
    }

    let from: Place
    let to: Place
    /// Metres to the millimetre, as the text output prints them.
    let meters: Double
    /// Degrees clockwise from true north to the tenth; null for coincident places, which have none.
    let bearing: Double?

    init(from: DistanceCommand.Place, to: DistanceCommand.Place, inverse: Geodesic.Inverse) {
        self.from = Self.place(from)
        self.to = Self.place(to)
        meters = (inverse.distance * 1000).rounded() / 1000
        let tenths = (inverse.initialBearing * 10).rounded()
        bearing = inverse.distance > 0 ? (tenths >= 3600 ? 0 : tenths / 10) : nil
    }

    private static func place(_ place: DistanceCommand.Place) -> Place {
        Place(
            latitude: place.coordinate.latitude, longitude: place.coordinate.longitude, position: place.stop?.position,
            name: place.stop?.name)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(meters, forKey: .meters)
        try container.encode(bearing, forKey: .bearing)
    }

    enum CodingKeys: String, CodingKey { case from, to, meters, bearing }
}
