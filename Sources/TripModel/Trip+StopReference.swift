import Foundation

/// Finding the stop a user means: by position (`3`), id prefix (`4f2a`), or name (`경복궁`).
extension Trip {
    public enum StopMatch: Equatable, Sendable {
        case found(Stop)
        case notFound
        case ambiguous([Stop])
    }

    /// The stop `reference` names. A number is a position first; then an exact name, a unique id
    /// prefix (4+ hex digits), and a unique case-insensitive name prefix, in that order.
    public func stop(matching reference: String) -> StopMatch {
        let text = reference.trimmingCharacters(in: .whitespaces)
        if let position = Int(text), (1...stops.count).contains(position) { return .found(stops[position - 1]) }
        let exact = stops.filter { $0.name == text }
        if exact.count == 1 { return .found(exact[0]) }
        if exact.count > 1 { return .ambiguous(exact) }
        let lowered = text.lowercased()
        if lowered.count >= 4, lowered.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
            let byID = stops.filter { $0.id.lowercasedString.hasPrefix(lowered) }
            if byID.count == 1 { return .found(byID[0]) }
            if byID.count > 1 { return .ambiguous(byID) }
        }
        let byPrefix = stops.filter { $0.name.lowercased().hasPrefix(lowered) }
        if byPrefix.count == 1 { return .found(byPrefix[0]) }
        return byPrefix.isEmpty ? .notFound : .ambiguous(byPrefix)
    }
}
