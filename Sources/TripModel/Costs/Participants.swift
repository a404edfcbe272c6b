import Foundation

/// The people who share a trip's costs: its companions plus the user, who is called `me`.
///
/// Names resolve exactly first (after trimming and NFC, as companions are stored), then ignoring
/// case, so `ME`, `Me` and `me` are all the user and `jimin` finds `Jimin`. A companion called
/// exactly `me` is taken to be the user; one called `Me` or `ME` makes a differently-cased `me`
/// ambiguous, and the error says to write the name exactly.
public struct Participants: Sendable {
    /// The name under which the user's own payments and shares are stored.
    public static let me = "me"

    /// Everyone, companions in trip order, then `me`.
    public let names: [String]

    /// - Parameter companions: The trip's companion names.
    public init(companions: [String]) {
        let normalized = companions.map(Companion.normalize)
        names = normalized.contains(Participants.me) ? normalized : normalized + [Participants.me]
    }

    /// The stored form of a name a person typed.
    /// - Throws: ``CostError/unknownPerson(_:known:)`` or ``CostError/ambiguousPerson(_:candidates:)``.
    public func resolve(_ typed: String) throws -> String {
        let wanted = Companion.normalize(typed)
        if names.contains(wanted) { return wanted }
        let folded = names.filter { $0.lowercased() == wanted.lowercased() }
        switch folded.count {
        case 1: return folded[0]
        case 0: throw CostError.unknownPerson(typed, known: names)
        default: throw CostError.ambiguousPerson(typed, candidates: folded)
        }
    }
}
