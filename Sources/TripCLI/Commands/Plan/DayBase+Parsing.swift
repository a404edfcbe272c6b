import TripGeo
import TripModel
import TripPlanning

/// `--base` and `--bases` as the user writes them, and a base's name as the tables show it.
extension DayBase {
    var name: String {
        switch self {
        case .stop(let stop): stop.name
        case .coordinate(let c): Formatting.coordinate(c.latitude, c.longitude)
        }
    }

    /// `--base`: a stop reference (position, id prefix, name) first, then `lat,lon`.
    /// - Throws: a data error for an unknown or ambiguous stop, a usage error for a malformed `lat,lon`.
    static func parse(_ text: String, in trip: Trip) throws -> DayBase {
        switch trip.stop(matching: text) {
        case .found(let stop): return .stop(stop)
        case .ambiguous(let stops):
            let names = stops.map { "\($0.position). \($0.name)" }.joined(separator: ", ")
            throw CLIError.dataError(
                localized("plan.base-ambiguous", ["text": text, "trip": trip.name, "stops": names]))
        case .notFound:
            guard text.contains(",") else {
                throw CLIError.dataError(localized("plan.base-not-found", ["trip": trip.name, "text": text]))
            }
            return .coordinate(try ValueParsing.coordinate(text, what: localized("value.the-base")))
        }
    }

    /// `--bases S1,S2,…`: comma-separated stops; two neighbouring numbers that both have a decimal point
    /// are read as one `lat,lon` (a bare whole number is a stop position).
    static func parseList(_ text: String, in trip: Trip) throws -> [DayBase] {
        let words = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        var bases: [DayBase] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if index + 1 < words.count, isDecimal(word), isDecimal(words[index + 1]) {
                let pair = "\(word),\(words[index + 1])"
                bases.append(.coordinate(try ValueParsing.coordinate(pair, what: localized("value.a-base"))))
                index += 2
                continue
            }
            guard !word.isEmpty else { throw CLIError.usage(localized("plan.bases-empty-entry", ["text": text])) }
            bases.append(try parse(word, in: trip))
            index += 1
        }
        return bases
    }

    private static func isDecimal(_ word: String) -> Bool { word.contains(".") && Double(word) != nil }
}
