/// Errors from editing model values. Each description is one sentence that says what to do.
public enum ModelError: Error, Equatable, Sendable, CustomStringConvertible {
    case positionOutOfRange(Int, validRange: ClosedRange<Int>)
    case tooManyStops(Int)
    case notAPermutation

    public var description: String {
        switch self {
        case .positionOutOfRange(let position, let range):
            "position \(position) is out of range; use a position from \(range.lowerBound) to \(range.upperBound)"
        case .tooManyStops(let limit): "a trip holds at most \(limit) stops"
        case .notAPermutation: "the new order must list every stop of the trip exactly once"
        }
    }
}
