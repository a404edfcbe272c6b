/// When a place is open, in a documented subset of OpenStreetMap's `opening_hours` syntax.
///
/// Supported: `24/7`; rules separated by `;`, each an optional weekday selector (`Mo`, `Mo-Fr`,
/// `Mo,We,Fr`, `Fr-Mo` wrapping past Sunday) followed by time ranges (`09:00-12:00,13:00-18:00`, end
/// up to 24:00), `off`/`closed`, or nothing (open all day). As in OSM, a later rule replaces what
/// earlier rules said about the days it names. Everything else — public and school holidays (`PH`,
/// `SH`), months, dates, weeks, `sunrise`, ranges past midnight, `+`, `||`, comments — is refused
/// by ``OpeningHoursParser`` rather than guessed at.
public struct OpeningHours: Hashable, Sendable, CustomStringConvertible {
    /// One rule: the days it names (nil: every day) and their open ranges (empty: closed).
    struct Rule: Hashable, Sendable {
        var days: Set<Weekday>?
        var ranges: [Range<Int>]
    }

    /// The text as written, trimmed; documents store it so it reads the same everywhere.
    public let text: String
    let rules: [Rule]

    /// Parses `text`.
    /// - Throws: ``ModelError/invalidOpeningHours(_:problem:)`` naming the part it cannot read.
    public init(_ text: String) throws(ModelError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        self.text = trimmed
        self.rules = try OpeningHoursParser.rules(in: trimmed)
    }

    public var description: String { text }

    /// The open ranges on `weekday`, as minutes since midnight, sorted and disjoint.
    public func ranges(on weekday: Weekday) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for rule in rules where rule.days?.contains(weekday) ?? true {
            ranges = rule.ranges
        }
        return Self.merged(ranges)
    }

    /// True when every day has the same hours, so they can be checked without a date.
    public var isSameEveryDay: Bool {
        let monday = ranges(on: .monday)
        return Weekday.allCases.allSatisfy { ranges(on: $0) == monday }
    }

    /// True when the place is open at `minute` (since midnight) on `weekday`.
    public func isOpen(at minute: Int, on weekday: Weekday) -> Bool {
        ranges(on: weekday).contains { $0.contains(minute) }
    }

    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}

extension OpeningHours: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
