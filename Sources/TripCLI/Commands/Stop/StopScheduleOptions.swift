import TripModel

/// The clock options `trip stop add` and `trip stop edit` share: `--arrive`, `--stay`, `--hours`, `--mode`.
///
/// Each takes `none` to clear it. Values are parsed before the database is opened, so a bad one
/// changes nothing.
struct StopScheduleOptions {
    static let arrival = Option.clockTime("arrive", "HH:MM", "Fixed arrival time, e.g. a booked show ('none' to clear)")
        .clearable
    static let stay = Option<Int>("stay", "MINUTES", "How long the visit lasts (default 60; 'none' to clear)") {
        try ValueParsing.stayMinutes($0)
    }.clearable
    static let hours = Option<OpeningHours>(
        "hours", "HOURS", "Opening hours, e.g. 'Tu-Su 09:00-18:00; Mo off' ('none' to clear)"
    ) { try ValueParsing.openingHours($0) }.clearable
    static let mode = Option.travelMode(
        "mode", "MODE", "How to travel on to the next stop: walk, bike, transit, taxi, car ('none' to clear)"
    ).clearable

    static let specs: [OptionSpec] = [arrival.spec, stay.spec, hours.spec, mode.spec]

    var arrival: TimeOfDay??
    var stayMinutes: Int??
    var openingHours: OpeningHours??
    var travelMode: TravelMode??

    init(_ arguments: ParsedArguments) throws {
        arrival = try arguments[Self.arrival]
        stayMinutes = try arguments[Self.stay]
        openingHours = try arguments[Self.hours]
        travelMode = try arguments[Self.mode]
    }

    /// True when any option was given.
    var isEmpty: Bool { arrival == nil && stayMinutes == nil && openingHours == nil && travelMode == nil }

    /// Sets the given options on `stop`; the ones not given stay as they were.
    func apply(to stop: inout Stop) {
        if let arrival { stop.arrival = arrival }
        if let stayMinutes { stop.stayMinutes = stayMinutes }
        if let openingHours { stop.openingHours = openingHours }
        if let travelMode { stop.travelMode = travelMode }
    }
}
