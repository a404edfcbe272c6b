import TripModel

extension StopEditCommand {
    /// `trip stop edit`'s options: only the ones given change; at least one must be given.
    struct Options {
        static let name = Option<String>("name", "TEXT", "New name")
        static let latitude = Option.latitude("lat", "LAT", "New latitude")
        static let longitude = Option.longitude("lon", "LON", "New longitude")
        static let address = Option<String>("address", "TEXT", "New address")
        static let day = Option.day("New day ('none' to clear)").clearable
        static let notes = Option<String>("notes", "TEXT", "New notes")

        static let specs: [OptionSpec] =
            [name.spec, latitude.spec, longitude.spec, address.spec, day.spec, notes.spec] + StopScheduleOptions.specs

        let tripReference: String?
        let stopReference: String
        let name: String?
        let latitude: Double?
        let longitude: Double?
        let address: String?
        /// `.some(nil)` clears the day.
        let day: Int??
        let notes: String?
        let schedule: StopScheduleOptions

        init(_ arguments: ParsedArguments) throws {
            (tripReference, stopReference) = StopCommands.tripAndStop(arguments)
            name = try arguments[Self.name]?.trimmingCharacters(in: .whitespaces)
            if name?.isEmpty == true { throw CLIError.usage(localized("stop.edit.empty-name")) }
            latitude = try arguments[Self.latitude]
            longitude = try arguments[Self.longitude]
            day = try arguments[Self.day]
            schedule = try StopScheduleOptions(arguments)
            address = try arguments[Self.address]
            notes = try arguments[Self.notes]
            let changes = [name != nil, latitude != nil, longitude != nil, address != nil, day != nil, notes != nil]
            guard changes.contains(true) || !schedule.isEmpty else {
                throw CLIError.usage(localized("stop.edit.nothing-to-change"))
            }
        }
    }
}
