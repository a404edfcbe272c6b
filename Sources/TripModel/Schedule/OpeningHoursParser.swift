import Foundation

/// Reads the supported subset of `opening_hours` (see ``OpeningHours``) into rules.
enum OpeningHoursParser {
    static func rules(in text: String) throws(ModelError) -> [OpeningHours.Rule] {
        guard !text.isEmpty else { throw fail(text, localized("hours.empty")) }
        var rules: [OpeningHours.Rule] = []
        for part in text.split(separator: ";", omittingEmptySubsequences: false) {
            let rule = part.trimmingCharacters(in: .whitespaces)
            guard !rule.isEmpty else { throw fail(text, localized("hours.empty-rule")) }
            rules.append(try self.rule(rule, in: text))
        }
        return rules
    }

    private static func rule(_ rule: String, in text: String) throws(ModelError) -> OpeningHours.Rule {
        if rule == "24/7" { return OpeningHours.Rule(days: nil, ranges: [0..<TimeOfDay.minutesPerDay]) }
        // "Mo-Fr 09:00-12:00, 13:00-18:00": the first word may be days; the rest are times.
        let words = rule.replacingOccurrences(of: ", ", with: ",").split(separator: " ").map(String.init)
        var days: Set<Weekday>? = nil
        var rest = words[...]
        if let first = words.first, first.first?.isLetter == true, !["off", "closed"].contains(first) {
            days = try weekdays(first, in: text)
            rest = words.dropFirst()
        }
        switch rest.count {
        case 0: return OpeningHours.Rule(days: days, ranges: [0..<TimeOfDay.minutesPerDay])
        case 1 where rest[rest.startIndex] == "off" || rest[rest.startIndex] == "closed":
            return OpeningHours.Rule(days: days, ranges: [])
        case 1: return OpeningHours.Rule(days: days, ranges: try ranges(rest[rest.startIndex], in: text))
        default: throw fail(text, localized("hours.too-many-words", ["rule": rule]))
        }
    }

    private static func weekdays(_ word: String, in text: String) throws(ModelError) -> Set<Weekday> {
        var days = Set<Weekday>()
        for item in word.split(separator: ",", omittingEmptySubsequences: false) {
            let ends = item.split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(ends.count), let first = Weekday(abbreviation: ends[0]),
                let last = Weekday(abbreviation: ends[ends.count - 1])
            else { throw fail(text, unsupported(String(item))) }
            days.formUnion(first.through(last))
        }
        return days
    }

    private static func ranges(_ word: String, in text: String) throws(ModelError) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for item in word.split(separator: ",", omittingEmptySubsequences: false) {
            let ends = item.split(separator: "-", omittingEmptySubsequences: false)
            guard ends.count == 2 else { throw fail(text, unsupported(String(item))) }
            guard let start = TimeOfDay.minutes(in: String(ends[0]), allowingEndOfDay: false),
                let end = TimeOfDay.minutes(in: String(ends[1]), allowingEndOfDay: true)
            else {
                throw fail(text, localized("hours.not-a-range", ["item": item]))
            }
            guard start < end else {
                throw fail(text, localized("hours.backwards-range", ["item": item]))
            }
            ranges.append(start..<end)
        }
        return ranges
    }

    /// Why a word is refused, naming the OSM feature when it is one we leave out on purpose.
    private static func unsupported(_ word: String) -> String {
        if word.hasPrefix("PH") || word.hasPrefix("SH") {
            return localized("hours.holidays", ["word": word])
        }
        if word.contains("sunrise") || word.contains("sunset") || word.contains("dawn") || word.contains("dusk") {
            return localized("hours.sun-times", ["word": word])
        }
        return localized("hours.unsupported", ["word": word])
    }

    private static func fail(_ text: String, _ problem: String) -> ModelError {
        .invalidOpeningHours(text, problem: problem)
    }
}
