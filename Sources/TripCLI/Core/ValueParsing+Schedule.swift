import Foundation
import TripModel

/// Parsing the clock options: times, stays, opening hours, travel modes and time zones.
extension ValueParsing {
    static func clockTime(_ text: String, option: String) throws -> TimeOfDay {
        guard let time = try? TimeOfDay(parsing: text.trimmingCharacters(in: .whitespaces)) else {
            throw CLIError.usage(localized("schedule.expects-clock-time", ["option": option, "text": text]))
        }
        return time
    }

    static func stayMinutes(_ text: String) throws -> Int {
        guard let minutes = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw CLIError.usage(localized("schedule.expects-stay", ["text": text]))
        }
        if let problem = StopRules.stayProblem(minutes) { throw CLIError.usage("--stay: \(problem)") }
        return minutes
    }

    static func openingHours(_ text: String) throws -> OpeningHours {
        do {
            return try OpeningHours(text)
        } catch {
            throw CLIError.usage("--hours: \(error.description)")
        }
    }

    static func travelMode(_ text: String, option: String) throws -> TravelMode {
        guard let mode = TravelMode(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()) else {
            throw CLIError.usage(
                localized("schedule.expects-mode", ["option": option, "modes": TravelMode.names, "text": text]))
        }
        return mode
    }

    static func timeZone(_ text: String) throws -> String {
        let name = text.trimmingCharacters(in: .whitespaces)
        guard TimeZone(identifier: name) != nil else {
            throw CLIError.usage("--time-zone: \(ModelError.unknownTimeZone(name).description)")
        }
        return name
    }

    /// `MODE=NUMBER`, e.g. `walk=4.5` for `--mode-speed`.
    static func modeNumber(_ text: String, option: String) throws -> (TravelMode, Double) {
        let parts = text.split(separator: "=", omittingEmptySubsequences: false)
        guard parts.count == 2, let number = Double(parts[1].trimmingCharacters(in: .whitespaces)),
            number.isFinite
        else { throw CLIError.usage(localized("schedule.expects-mode-number", ["option": option, "text": text])) }
        return (try travelMode(String(parts[0]), option: option), number)
    }
}
