/// The three-way merge of a trip: base, ours and theirs in, the merged trip and its conflicts out.
///
/// Pure: no git, no database. The trip is merged as a JSON tree (``JSONMerge`` with
/// ``MergeSchema/trip``), so fields added to the trip document later merge with no change here, and the
/// result goes through the normal validating decoder. When the field-by-field result breaks a rule of
/// the trip (an end date before a start date made of one side's start and the other's end), the side
/// with the newer trip wins whole and the other whole trip is kept as one conflict: nothing is lost.
public enum TripMerge {
    /// What a merge produced.
    public struct Result: Sendable {
        /// The merged trip, or nil when both sides removed it.
        public var trip: Trip?
        public var conflicts: [MergeConflict]
    }

    /// Merges one trip.
    /// - Parameters:
    ///   - base: the common ancestor, or nil when the trip did not exist there (or it is unknown).
    ///   - ours: this machine's version, or nil when removed here.
    ///   - theirs: the other machine's version, or nil when removed there.
    /// - Throws: only when a document cannot be turned into a JSON tree (it always can for a `Trip`).
    public static func merge(base: Trip?, ours: Trip?, theirs: Trip?) throws -> Result {
        let tree = try merge(
            base: base.map(JSONValue.init(encoding:)), ours: ours.map(JSONValue.init(encoding:)),
            theirs: theirs.map(JSONValue.init(encoding:)))
        return tree
    }

    /// Merges three trip documents given as JSON trees (documents read from a sync repository).
    public static func merge(base: JSONValue?, ours: JSONValue?, theirs: JSONValue?) throws -> Result {
        var merger = JSONMerge(schema: .trip)
        guard let merged = merger.merge(base: base, ours: ours, theirs: theirs) else {
            return Result(trip: nil, conflicts: merger.conflicts)
        }
        if let trip = try? merged.decode(Trip.self) {
            return Result(trip: trip, conflicts: merger.conflicts)
        }
        // The field-wise result is not a valid trip: keep the newer side whole.
        let stamps = JSONMerge.Stamps(
            ours: ours?.objectValue?["updatedAt"]?.stringValue, theirs: theirs?.objectValue?["updatedAt"]?.stringValue)
        let winner = stamps.winner(ours, theirs)
        guard let kept = winner == .ours ? ours : theirs else {
            return Result(trip: nil, conflicts: merger.conflicts)
        }
        let conflict = MergeConflict(path: [], ours: ours, theirs: theirs, winner: winner)
        return Result(trip: try kept.decode(Trip.self), conflicts: [conflict])
    }
}
