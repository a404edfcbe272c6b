import Foundation
import TripModel

/// What the cost commands share: the trip's people and finding an expense.
enum CostCommandSupport {
    /// The trip's people: its companions and `me`.
    static func participants(_ trip: Trip) -> Participants {
        Participants(companions: trip.companions.map(\.name))
    }

    /// The expense whose id starts with `reference` (case-insensitive, dashes optional).
    /// - Throws: ``CLIError/dataError(_:)`` when none or several match.
    static func expenseIndex(_ reference: String, in trip: Trip) throws -> Int {
        let wanted = reference.lowercased().replacingOccurrences(of: "-", with: "")
        guard !wanted.isEmpty else { throw CLIError.usage(localized("costs.expense-reference-empty")) }
        let matches = trip.expenses.indices.filter {
            trip.expenses[$0].id.lowercasedString.replacingOccurrences(of: "-", with: "").hasPrefix(wanted)
        }
        switch matches.count {
        case 1: return matches[0]
        case 0:
            throw CLIError.dataError(
                localized("costs.expense-not-found", ["trip": trip.name, "reference": reference]))
        default:
            let candidates = matches.map { trip.expenses[$0].id.shortID }.joined(separator: ", ")
            throw CLIError.dataError(
                localized("costs.expense-ambiguous", ["reference": reference, "candidates": candidates]))
        }
    }

    /// `12,000 KRW`, or the amount with its raw code when the code is not in the table (an old backup).
    static func money(_ amount: Int64, _ code: String) -> String {
        guard let currency = try? Currency(code: code) else { return "\(amount) \(code)" }
        return MoneyFormatter.format(amount, currency)
    }
}
