import TripModel

/// The clock options `trip stop add` and `trip stop edit` share: `--arrive`, `--stay`, `--hours`, `--mode`.
///
/// Each takes `none` to clear it. Values are parsed before the database is opened, so a bad one
/// changes nothing.
struct StopScheduleOptions {
    var arrival: TimeOfDay??
    var stayMinutes: Int??
    var openingHours: OpeningHours??
    var travelMode: TravelMode??

    static let specs: [OptionSpec] = [
        .value("arrive", "HH:MM", "Fixed arrival time, e.g. a booked show ('none' to clear)"),
        .value("stay", "MINUTES", "How long the visit lasts (default 60; 'none' to clear)"),
        .value("hours", "HOURS", "Opening hours, e.g. 'Tu-Su 09:00-18:00; Mo off' ('none' to clear)"),
        .value("mode", "MODE", "How to travel on to the next stop: walk, bike, transit, taxi, car ('none' to clear)"),
    ]

    init(_ arguments: ParsedArguments) throws {
        arrival = try Self.parse(arguments, "arrive") { try ValueParsing.clockTime($0, option: "arrive") }
        stayMinutes = try Self.parse(arguments, "stay") { try ValueParsing.stayMinutes($0) }
        openingHours = try Self.parse(arguments, "hours") { try ValueParsing.openingHours($0) }
        travelMode = try Self.parse(arguments, "mode") { try ValueParsing.travelMode($0, option: "mode") }
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

    private static func parse<Value>(
        _ arguments: ParsedArguments, _ name: String, _ parse: (String) throws -> Value
    ) throws -> Value?? {
        guard let text = arguments.value(name) else { return nil }
        return text == "none" ? .some(nil) : .some(try parse(text))
    }
}
