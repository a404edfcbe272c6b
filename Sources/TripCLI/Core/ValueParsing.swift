import TripGeo
import TripModel

/// Parsing option values, each failure a usage error that names the option and the accepted form.
enum ValueParsing {
    static func latitude(_ text: String, option: String = "lat") throws -> Double {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw CLIError.usage("--\(option) expects a latitude in degrees like 37.5796, got '\(text)'")
        }
        guard Coordinate.isValidLatitude(value) else {
            throw CLIError.usage("--\(option) \(text) is outside -90…90; latitude is the first of lat,lon")
        }
        return value
    }

    static func longitude(_ text: String, option: String = "lon") throws -> Double {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw CLIError.usage("--\(option) expects a longitude in degrees like 126.977, got '\(text)'")
        }
        guard Coordinate.isValidLongitude(value) else {
            throw CLIError.usage("--\(option) \(text) is outside -180…180")
        }
        return value
    }

    /// `lat,lon` as one word, e.g. `37.5796,126.977`.
    static func coordinate(_ text: String, what: String = "a place") throws -> Coordinate {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let latitude = Double(parts[0].trimmingCharacters(in: .whitespaces)),
            let longitude = Double(parts[1].trimmingCharacters(in: .whitespaces))
        else { throw CLIError.usage("\(what) must be lat,lon like 37.5796,126.977, got '\(text)'") }
        guard let coordinate = Coordinate(latitude: latitude, longitude: longitude) else {
            throw CLIError.usage("'\(text)' is not a valid coordinate: latitude -90…90, longitude -180…180")
        }
        return coordinate
    }

    static func date(_ text: String, option: String) throws -> LocalDate {
        guard let date = LocalDate(text) else {
            throw CLIError.usage("--\(option) expects a date like 2026-12-01, got '\(text)'")
        }
        return date
    }

    static func positiveInt(_ text: String, option: String) throws -> Int {
        guard let value = Int(text), value >= 1 else {
            throw CLIError.usage("--\(option) expects a whole number from 1, got '\(text)'")
        }
        return value
    }

    static func day(_ text: String) throws -> Int {
        let day = try positiveInt(text, option: "day")
        guard day <= StopRules.maximumDay else {
            throw CLIError.usage("--day \(day) is outside 1…\(StopRules.maximumDay)")
        }
        return day
    }
}
