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
            "position \(position) is out of range; use a position from \(range.lowerBound) to \(range.upperBound)"
        case .tooManyStops(let limit): "a trip holds at most \(limit) stops"
        case .notAPermutation: "the new order must list every stop of the trip exactly once"
        case .invalidOpeningHours(let text, let problem): "opening hours '\(text)': \(problem)"
        case .unknownTimeZone(let name):
            "unknown time zone '\(name)'; use an IANA name such as Asia/Seoul or Europe/Paris"
        }
    }
}
