package import Foundation
package import TripModel

/// A value bound to, or read from, an SQL statement.
package enum SQLValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    package static func int(_ value: Int) -> SQLValue { .integer(Int64(value)) }

    package static func bool(_ value: Bool) -> SQLValue { .integer(value ? 1 : 0) }

    package static func uuid(_ value: UUID) -> SQLValue { .text(value.lowercasedString) }

    package static func timestamp(_ value: Timestamp) -> SQLValue { .text(value.description) }

    package static func optional(_ value: String?) -> SQLValue { value.map(SQLValue.text) ?? .null }

    package static func optional(_ value: Int?) -> SQLValue { value.map(SQLValue.int) ?? .null }

    package static func optional(_ value: Timestamp?) -> SQLValue { value.map(SQLValue.timestamp) ?? .null }

    package static func optional(_ value: LocalDate?) -> SQLValue { value.map { .text($0.description) } ?? .null }
}
