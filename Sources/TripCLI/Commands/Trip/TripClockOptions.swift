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

    static let specs: [OptionSpec] = [
        .value("time-zone", "ZONE", "IANA time zone of the trip's times, e.g. Asia/Seoul ('system' to clear)"),
        .value("mode", "MODE", "Travel mode of legs whose stop names none (default transit; 'none' to clear)"),
        .value("mode-speed", "MODE=KMH", "This trip's speed of a mode in km/h, e.g. walk=4.5", repeatable: true),
        .value("mode-detour", "MODE=F", "Road distance per straight-line distance, e.g. taxi=1.2", repeatable: true),
        .value("mode-wait", "MODE=MIN", "Minutes added to every leg, e.g. transit=8", repeatable: true),
        .value("mode-reset", "MODE|all", "Back to the built-in speed, detour and wait", repeatable: true),
    ]

    init(_ arguments: ParsedArguments) throws {
        if let text = arguments.value("time-zone") {
            timeZone = text == "system" ? .some(nil) : .some(try ValueParsing.timeZone(text))
        }
        if let text = arguments.value("mode") {
            travelMode = text == "none" ? .some(nil) : .some(try ValueParsing.travelMode(text, option: "mode"))
        }
        speeds = try arguments.values("mode-speed").map { try ValueParsing.modeNumber($0, option: "mode-speed") }
        detours = try arguments.values("mode-detour").map { try ValueParsing.modeNumber($0, option: "mode-detour") }
        waits = try arguments.values("mode-wait").map { try ValueParsing.modeNumber($0, option: "mode-wait") }
        resets = try arguments.values("mode-reset").flatMap { text in
            text == "all" ? TravelMode.allCases : [try ValueParsing.travelMode(text, option: "mode-reset")]
        }
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
            throw CLIError.usage("--mode-speed \(mode.rawValue)=\(value): a speed must be 0.1…300 km/h")
        }
        for (mode, value) in detours where !TravelModeSettings.detourRange.contains(value) {
            throw CLIError.usage("--mode-detour \(mode.rawValue)=\(value): a detour factor must be 1…5")
        }
        for (mode, value) in waits where !TravelModeSettings.waitRange.contains(value) {
            throw CLIError.usage("--mode-wait \(mode.rawValue)=\(value): a wait must be 0…240 minutes")
        }
    }
}
