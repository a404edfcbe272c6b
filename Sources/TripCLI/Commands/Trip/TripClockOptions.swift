import TripModel

/// `trip edit`'s clock options: the time zone, the default travel mode and per-trip mode numbers.
///
/// `--mode-speed walk=4.5`, `--mode-detour taxi=1.2` and `--mode-wait transit=8` change one number
/// of a mode for this trip (the others keep their current value); `--mode-reset walk` (or `all`)
/// goes back to the built-in numbers. All are parsed before the database is opened.
struct TripClockOptions {
    var timeZone: String??
    var travelMode: TravelMode??
    var speeds: [(TravelMode, Double)] = []
    var detours: [(TravelMode, Double)] = []
    var waits: [(TravelMode, Double)] = []
    var resets: [TravelMode] = []

    /// `system` clears the trip's zone (the system's is used), so the value read is `String?`.
    static let timeZoneOption = Option<String?>(
        "time-zone", "ZONE", "IANA time zone of the trip's times, e.g. Asia/Seoul ('system' to clear)"
    ) { text in text == "system" ? nil : try ValueParsing.timeZone(text) }
    static let mode = Option.travelMode(
        "mode", "MODE", "Travel mode of legs whose stop names none (default transit; 'none' to clear)"
    ).clearable
    static let speed = modeNumber("mode-speed", "MODE=KMH", "This trip's speed of a mode in km/h, e.g. walk=4.5")
    static let detour = modeNumber("mode-detour", "MODE=F", "Road distance per straight-line distance, e.g. taxi=1.2")
    static let wait = modeNumber("mode-wait", "MODE=MIN", "Minutes added to every leg, e.g. transit=8")
    static let reset = Option<[TravelMode]>("mode-reset", "MODE|all", "Back to the built-in speed, detour and wait") {
        text in text == "all" ? TravelMode.allCases : [try ValueParsing.travelMode(text, option: "mode-reset")]
    }.repeatable

    static let specs: [OptionSpec] = [timeZoneOption.spec, mode.spec, speed.spec, detour.spec, wait.spec, reset.spec]

    /// `MODE=NUMBER`, given once per mode to change.
    private static func modeNumber(_ name: String, _ placeholder: String, _ help: String)
        -> RepeatableOption<(TravelMode, Double)>
    {
        Option(name, placeholder, help) { try ValueParsing.modeNumber($0, option: name) }.repeatable
    }

    init(_ arguments: ParsedArguments) throws {
        timeZone = try arguments[Self.timeZoneOption]
        travelMode = try arguments[Self.mode]
        speeds = try arguments[Self.speed]
        detours = try arguments[Self.detour]
        waits = try arguments[Self.wait]
        resets = try arguments[Self.reset].flatMap { $0 }
        try checkRanges()
    }

    var isEmpty: Bool {
        timeZone == nil && travelMode == nil && speeds.isEmpty && detours.isEmpty && waits.isEmpty && resets.isEmpty
    }

    /// Resets first, then the numbers, so `--mode-reset all --mode-speed walk=5` means what it says.
    func apply(to trip: inout Trip) {
        if let timeZone { trip.timeZone = timeZone }
        if let travelMode { trip.travelMode = travelMode }
        for mode in resets { trip.travelModes[mode] = nil }
        for (mode, value) in speeds { trip.travelModes[mode] = with(trip.settings(for: mode)) { $0.speedKmh = value } }
        for (mode, value) in detours { trip.travelModes[mode] = with(trip.settings(for: mode)) { $0.detour = value } }
        for (mode, value) in waits {
            trip.travelModes[mode] = with(trip.settings(for: mode)) { $0.waitMinutes = value }
        }
        // A mode set back to its built-in numbers needs no override.
        for (mode, settings) in trip.travelModes where settings == mode.defaultSettings {
            trip.travelModes[mode] = nil
        }
    }

    private func with(_ settings: TravelModeSettings, _ change: (inout TravelModeSettings) -> Void)
        -> TravelModeSettings
    {
        var changed = settings
        change(&changed)
        return changed
    }

    private func checkRanges() throws {
        for (mode, value) in speeds where !TravelModeSettings.speedRange.contains(value) {
            throw CLIError.usage(localized("trip.edit.speed-range", ["mode": mode.rawValue, "value": value]))
        }
        for (mode, value) in detours where !TravelModeSettings.detourRange.contains(value) {
            throw CLIError.usage(localized("trip.edit.detour-range", ["mode": mode.rawValue, "value": value]))
        }
        for (mode, value) in waits where !TravelModeSettings.waitRange.contains(value) {
            throw CLIError.usage(localized("trip.edit.wait-range", ["mode": mode.rawValue, "value": value]))
        }
    }
}
