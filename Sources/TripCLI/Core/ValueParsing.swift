import TripGeo
import TripModel

/// Parsing option values, each failure a usage error that names the option and the accepted form.
enum ValueParsing {
    static func latitude(_ text: String, option: String = "lat") throws -> Double {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw CLIError.usage(localized("value.latitude", ["option": "--\(option)", "text": text]))
        }
        guard Coordinate.isValidLatitude(value) else {
            throw CLIError.usage(localized("value.latitude-range", ["option": "--\(option)", "text": text]))
        }
        return value
    }

    static func longitude(_ text: String, option: String = "lon") throws -> Double {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw CLIError.usage(localized("value.longitude", ["option": "--\(option)", "text": text]))
        }
        guard Coordinate.isValidLongitude(value) else {
            throw CLIError.usage(localized("value.longitude-range", ["option": "--\(option)", "text": text]))
        }
        return value
    }

    /// `lat,lon` as one word, e.g. `37.5796,126.977`.
    /// - Parameter what: what the value is, in the user's language (an option name, or "the base").
    static func coordinate(_ text: String, what: String? = nil) throws -> Coordinate {
        let what = what ?? localized("value.a-place")
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let latitude = Double(parts[0].trimmingCharacters(in: .whitespaces)),
            let longitude = Double(parts[1].trimmingCharacters(in: .whitespaces))
        else { throw CLIError.usage(localized("value.coordinate", ["what": what, "text": text])) }
        guard let coordinate = Coordinate(latitude: latitude, longitude: longitude) else {
            throw CLIError.usage(localized("value.coordinate-range", ["text": text]))
        }
        return coordinate
    }

    static func date(_ text: String, option: String) throws -> LocalDate {
        guard let date = LocalDate(text) else {
            throw CLIError.usage(localized("value.date", ["option": "--\(option)", "text": text]))
        }
        return date
    }

    static func positiveInt(_ text: String, option: String) throws -> Int {
        guard let value = Int(text), value >= 1 else {
            throw CLIError.usage(localized("value.positive-int", ["option": "--\(option)", "text": text]))
        }
        return value
    }

    static func day(_ text: String) throws -> Int {
        let day = try positiveInt(text, option: "day")
        guard day <= StopRules.maximumDay else {
            throw CLIError.usage(localized("value.day-range", ["day": day, "maximum": StopRules.maximumDay]))
        }
        return day
    }
}
