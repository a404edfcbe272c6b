public import Foundation
public import TripModel

/// A value bound to, or read from, an SQL statement.
public enum SQLValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    public static func int(_ value: Int) -> SQLValue { .integer(Int64(value)) }

    public static func bool(_ value: Bool) -> SQLValue { .integer(value ? 1 : 0) }

    public static func uuid(_ value: UUID) -> SQLValue { .text(value.lowercasedString) }

    public static func timestamp(_ value: Timestamp) -> SQLValue { .text(value.description) }

    public static func optional(_ value: String?) -> SQLValue { value.map(SQLValue.text) ?? .null }

    public static func optional(_ value: Int?) -> SQLValue { value.map(SQLValue.int) ?? .null }

    public static func optional(_ value: Timestamp?) -> SQLValue { value.map(SQLValue.timestamp) ?? .null }

    public static func optional(_ value: LocalDate?) -> SQLValue { value.map { .text($0.description) } ?? .null }
}
