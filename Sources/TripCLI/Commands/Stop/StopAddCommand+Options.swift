import TripGeo
import TripModel

extension StopAddCommand {
    /// `trip stop add`'s arguments and options, checked before the database is opened.
    struct Options {
        static let spot = Option<String>(
            "spot", "ID", "Make the stop from a catalog spot (TourAPI contentid or spot id)")
        static let latitude = Option.latitude("lat", "LAT", "Latitude in degrees, -90…90")
        static let longitude = Option.longitude("lon", "LON", "Longitude in degrees, -180…180")
        static let address = Option<String>("address", "TEXT", "Street address")
        static let position = Option.positiveInt("at", "N", "Insert at this position (default: at the end)")
        static let day = Option.day("The day of the trip it belongs to")
        static let notes = Option<String>("notes", "TEXT", "Free notes")

        static let specs: [OptionSpec] =
            [
                spot.spec, latitude.spec, longitude.spec, address.spec, position.spec, day.spec, notes.spec,
                Flag.json.spec,
            ]
            + StopScheduleOptions.specs

        /// Where the stop comes from: a place typed in, or a catalog spot.
        enum Source {
            case place(name: String, Coordinate)
            /// The spot's id; the name, when given, overrides the spot's title.
            case spot(String, name: String?)
        }

        let tripReference: String?
        let source: Source
        let address: String?
        let position: Int?
        let day: Int?
        let notes: String?
        let schedule: StopScheduleOptions
        let json: Bool

        init(_ arguments: ParsedArguments) throws {
            if let spot = try arguments[Self.spot] {
                guard !arguments.has(Self.latitude), !arguments.has(Self.longitude) else {
                    throw CLIError.usage(localized("stop.add.spot-with-coordinate"))
                }
                // With --spot both positionals are optional: the first is the trip, the second the name.
                tripReference = arguments.positional(0)
                let name = arguments.positional(1)?.trimmingCharacters(in: .whitespaces)
                source = .spot(spot, name: name.flatMap { $0.isEmpty ? nil : $0 })
            } else {
                guard !arguments.positionals.isEmpty else {
                    throw CLIError.usage(localized("stop.add.missing-name"), helpPath: ["stop", "add"])
                }
                let (trip, name) = StopCommands.tripAndStop(arguments)
                let trimmedName = name.trimmingCharacters(in: .whitespaces)
                guard !trimmedName.isEmpty else { throw CLIError.usage(localized("stop.add.empty-name")) }
                let latitude = try arguments.required(Self.latitude)
                let longitude = try arguments.required(Self.longitude)
                guard let coordinate = Coordinate(latitude: latitude, longitude: longitude) else {
                    throw CLIError.usage(
                        localized("stop.add.invalid-coordinate", ["latitude": latitude, "longitude": longitude]))
                }
                tripReference = trip
                source = .place(name: trimmedName, coordinate)
            }
            position = try arguments[Self.position]
            day = try arguments[Self.day]
            schedule = try StopScheduleOptions(arguments)
            address = try arguments[Self.address]
            notes = try arguments[Self.notes]
            json = arguments[Flag.json]
        }
    }
}
