import Foundation
import TripModel

/// Parsing the clock options: times, stays, opening hours, travel modes and time zones.
extension ValueParsing {
    static func clockTime(_ text: String, option: String) throws -> TimeOfDay {
        guard let time = try? TimeOfDay(parsing: text.trimmingCharacters(in: .whitespaces)) else {
            throw CLIError.usage("--\(option) expects a time of day HH:MM from 00:00 to 23:59, got '\(text)'")
        }
        return time
    }

    static func stayMinutes(_ text: String) throws -> Int {
        guard let minutes = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw CLIError.usage("--stay expects minutes as a whole number like 90, got '\(text)'")
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
            throw CLIError.usage("--\(option) expects one of \(TravelMode.names), got '\(text)'")
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
        else { throw CLIError.usage("--\(option) expects MODE=NUMBER like walk=4.5, got '\(text)'") }
        return (try travelMode(String(parts[0]), option: option), number)
    }
}
