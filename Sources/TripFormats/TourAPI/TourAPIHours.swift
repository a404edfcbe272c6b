import Foundation
public import TripModel

/// Reads TourAPI's free Korean `usetime` and `restdate` texts into ``OpeningHours``, for the common
/// forms only, and says so when it cannot: a guessed closing time is worse than none, since the
/// schedule would then warn (or stay quiet) on the strength of it.
///
/// Read:
/// - `usetime`: one or more ranges `09:00~18:00`, `09:00 ~ 18:00`, `9:00-18:00`, separated by commas,
///   optionally ending in a last-entry note `(입장마감 17:00)` (left out: OSM's syntax has no last
///   entry, and the place is still open until 18:00); `24시간` and `상시 개방` for always open.
/// - `restdate`: `연중무휴` or `없음` (never closed), or weekdays such as `매주 월요일 휴무`, `월요일`,
///   `매주 월, 화요일 휴관`.
///
/// Anything else (seasons, holidays, several lines, months, "every second Tuesday") is not read.
/// A `restdate` without a `usetime` is not read either: closed on Mondays says nothing about the hours.
public enum TourAPIHours {
    /// What the texts gave.
    public enum Reading: Equatable, Sendable {
        /// Neither text says anything.
        case none
        case hours(OpeningHours)
        /// The texts (as given) could not be read; `reason` says which part.
        case unreadable(reason: String)
    }

    /// Reads `useTime` and `restDate` ("" when TourAPI gave nothing).
    public static func read(useTime: String, restDate: String) -> Reading {
        let use = useTime.trimmingCharacters(in: .whitespacesAndNewlines)
        let rest = restDate.trimmingCharacters(in: .whitespacesAndNewlines)
        if use.isEmpty && rest.isEmpty { return .none }
        guard !use.isEmpty else { return .unreadable(reason: localized("tourapi.hours.closed-only")) }
        guard let ranges = self.ranges(use) else {
            return .unreadable(reason: localized("tourapi.hours.unread-times"))
        }
        guard let closed = closedDays(rest) else {
            return .unreadable(reason: localized("tourapi.hours.unread-closed"))
        }
        var text = ranges
        if !closed.isEmpty {
            let days = Weekday.allCases.filter(closed.contains).map(\.abbreviation)
            text += "; " + days.joined(separator: ",") + " off"
        }
        do {
            return .hours(try OpeningHours(text))
        } catch {
            return .unreadable(reason: error.description)
        }
    }

    /// `09:00-18:00` (several joined by commas) or `00:00-24:00`, or nil.
    static func ranges(_ text: String) -> String? {
        var text = text
        if text.hasSuffix(")"), let open = text.lastIndex(of: "(") {
            let note = text[text.index(after: open)..<text.index(before: text.endIndex)]
            let words = note.filter { $0 != " " }
            guard ["입장마감", "매표마감", "발권마감", "입장시간마감"].contains(where: { words.hasPrefix($0) }) else {
                return nil
            }
            text = String(text[..<open]).trimmingCharacters(in: .whitespaces)
        }
        if ["24시간", "상시", "상시개방", "24시간개방"].contains(text.filter { $0 != " " }) { return "00:00-24:00" }
        var ranges: [String] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let ends = part.split(whereSeparator: { $0 == "~" || $0 == "-" || $0 == "∼" || $0 == "～" })
            guard ends.count == 2, let start = time(ends[0]), let end = time(ends[1]) else { return nil }
            ranges.append(start + "-" + end)
        }
        return ranges.joined(separator: ",")
    }

    /// `9:00` or `09:00` (up to 24:00) as `HH:MM`, or nil.
    private static func time(_ text: Substring) -> String? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), hour <= 24, minute < 60
        else { return nil }
        return (hour < 10 ? "0" : "") + "\(hour):" + parts[1]
    }

    private static let weekdays: [(String, Weekday)] = [
        ("월", .monday), ("화", .tuesday), ("수", .wednesday), ("목", .thursday), ("금", .friday),
        ("토", .saturday), ("일", .sunday),
    ]

    /// The weekdays `text` says the place is closed on ([] for never), or nil when it says more.
    static func closedDays(_ text: String) -> Set<Weekday>? {
        let compact = text.filter { $0 != " " }
        if compact.isEmpty || ["연중무휴", "없음", "휴무없음"].contains(compact) { return [] }
        var words = compact
        if words.hasPrefix("매주") { words.removeFirst(2) }
        for suffix in ["정기휴무", "정기휴관", "휴무", "휴관", "휴장"] where words.hasSuffix(suffix) {
            words.removeLast(suffix.count)
            break
        }
        var days = Set<Weekday>()
        for word in words.split(whereSeparator: { $0 == "," || $0 == "·" || $0 == "/" || $0 == "、" }) {
            var name = Substring(word)
            if name.hasSuffix("요일") { name.removeLast(2) }
            guard let day = weekdays.first(where: { $0.0 == name })?.1 else { return nil }
            days.insert(day)
        }
        return days.isEmpty ? nil : days
    }
}
