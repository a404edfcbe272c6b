import Foundation
import TripModel

/// How figures read in tables and messages.
enum Formatting {
    /// `850 m`, `1.2 km`, `12 km`, `1,234 km`.
    static func distance(_ meters: Double) -> String {
        if meters < 1000 { return "\(Int(meters.rounded())) m" }
        let kilometers = meters / 1000
        if kilometers < 100 {
            // Whole numbers instead of String(format:), which took a tenth of `trip route`'s time at
            // 10,000 stops. Only a distance within a rounding error of an odd multiple of 50 m can read
            // 100 m apart from what %.1f prints.
            let tenths = Int((kilometers * 10).rounded(.toNearestOrEven))
            return "\(tenths / 10).\(tenths % 10) km"
        }
        return grouped(Int(kilometers.rounded())) + " km"
    }

    /// `12,345`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return (value < 0 ? "-" : "") + result
    }

    static func dates(_ start: LocalDate?, _ end: LocalDate?) -> String {
        switch (start, end) {
        case (let start?, let end?) where start == end: start.description
        case (let start?, let end?): "\(start) → \(end)"
        case (let start?, nil): localized("dates.from", ["date": start])
        case (nil, let end?): localized("dates.until", ["date": end])
        case (nil, nil): ""
        }
    }

    static func coordinate(_ latitude: Double, _ longitude: Double) -> String {
        String(format: "%.6f,%.6f", latitude, longitude)
    }
}
