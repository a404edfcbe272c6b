/// Errors from editing model values. Each description is one sentence that says what to do.
public enum ModelError: Error, Equatable, Sendable, CustomStringConvertible {
    case positionOutOfRange(Int, validRange: ClosedRange<Int>)
    case tooManyStops(Int)
    case notAPermutation
    /// Opening hours outside the supported `opening_hours` subset; `problem` says which part.
    case invalidOpeningHours(String, problem: String)
    /// A time zone name the system's tz database does not know.
    case unknownTimeZone(String)

    public var description: String {
        switch self {
        case .positionOutOfRange(let position, let range):
            localized(
                "model.position-range", ["position": position, "first": range.lowerBound, "last": range.upperBound])
        case .tooManyStops(let limit): localized("model.too-many-stops", ["limit": limit])
        case .notAPermutation: localized("model.not-a-permutation")
        case .invalidOpeningHours(let text, let problem):
            localized("model.opening-hours", ["text": text, "problem": problem])
        case .unknownTimeZone(let name): localized("model.time-zone", ["name": name])
        }
    }
}
