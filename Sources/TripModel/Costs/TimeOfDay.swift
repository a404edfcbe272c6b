/// A wall-clock time in whole minutes, written `HH:MM` (00:00…23:59).
public struct TimeOfDay: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// Minutes after midnight, 0…1439.
    public let minutes: Int

    /// - Returns: nil when `minutes` is outside 0…1439.
    public init?(minutes: Int) {
        guard (0..<1440).contains(minutes) else { return nil }
        self.minutes = minutes
    }

    /// 12:00, a time no night tariff covers.
    public static let noon = TimeOfDay(checkedMinutes: 720)

    private init(checkedMinutes: Int) {
        minutes = checkedMinutes
    }

    /// Parses `HH:MM` (also `H:MM`).
    /// - Throws: ``CostError/invalidTime(_:)``.
    public init(parsing text: String) throws {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60
        else { throw CostError.invalidTime(text) }
        minutes = hour * 60 + minute
    }

    public var description: String {
        let hour = minutes / 60
        let minute = minutes % 60
        return (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.minutes < rhs.minutes }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { try self.init(parsing: text) } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: localized("fare.not-a-time", ["text": text])))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
