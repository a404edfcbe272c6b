/// The three-way merge of two JSON documents that grew from one base, by meaning rather than by lines.
///
/// Rules, applied at every member:
/// - a value changed on one side only takes that side's value;
/// - objects merge member by member; arrays the schema names merge record by record (see
///   `JSONMerge+Collections.swift`); any other value is one unit;
/// - both sides changed a value differently: a conflict. The side whose enclosing record has the newer
///   stamp (`updatedAt`) wins; on a tie the value whose compact JSON sorts last wins, so both machines
///   pick the same one. The losing value goes into ``conflicts``;
/// - the stamp itself takes the later of the two, so the merged record is at least as new as both.
///
/// The result does not depend on which side is "ours": merge(b, x, y) and merge(b, y, x) give the
/// same document, which is what makes replicas converge.
public struct JSONMerge {
    public let schema: MergeSchema
    public internal(set) var conflicts: [MergeConflict] = []

    public init(schema: MergeSchema) {
        self.schema = schema
    }

    /// The stamps of the record a value sits in, one per side.
    struct Stamps {
        var ours: String?
        var theirs: String?

        /// The side that wins a conflict between `ours` and `theirs` inside this record.
        func winner(_ ours: JSONValue?, _ theirs: JSONValue?) -> MergeSide {
            switch (self.ours, self.theirs) {
            case let (left?, right?) where left != right: return left > right ? .ours : .theirs
            case (_?, nil): return .ours
            case (nil, _?): return .theirs
            default:
                // A removal (nil) sorts first, so a value beats a removal on a tie.
                return (ours?.compactText ?? "") >= (theirs?.compactText ?? "") ? .ours : .theirs
            }
        }
    }

    /// Merges three versions of a document. A nil side is a document that does not exist there.
    public mutating func merge(base: JSONValue?, ours: JSONValue?, theirs: JSONValue?) -> JSONValue? {
        value(at: [], base: base, ours: ours, theirs: theirs, stamps: Stamps())
    }

    mutating func value(
        at path: [String], base: JSONValue?, ours: JSONValue?, theirs: JSONValue?, stamps: Stamps
    ) -> JSONValue? {
        if ours == theirs { return ours }
        if ours == base { return theirs }
        if theirs == base { return ours }
        if let name = path.last, let collection = schema.collections[name],
            let merged = self.collection(
                at: path, collection, base: base?.arrayValue, ours: ours?.arrayValue, theirs: theirs?.arrayValue,
                stamps: stamps)
        {
            return .array(merged)
        }
        if let ourMembers = ours?.objectValue, let theirMembers = theirs?.objectValue {
            let members = object(
                at: path, base: base?.objectValue, ours: ourMembers, theirs: theirMembers, stamps: stamps)
            return .object(members)
        }
        if let name = path.last, name == schema.stampKey, case .string(let left)? = ours,
            case .string(let right)? = theirs
        {
            return .string(max(left, right))
        }
        let winner = stamps.winner(ours, theirs)
        conflicts.append(MergeConflict(path: path, ours: ours, theirs: theirs, winner: winner))
        return winner == .ours ? ours : theirs
    }

    /// Merges two objects member by member; a member missing on a side is absent there.
    mutating func object(
        at path: [String], base: [String: JSONValue]?, ours: [String: JSONValue], theirs: [String: JSONValue],
        stamps: Stamps, skipping skipped: String? = nil
    ) -> [String: JSONValue] {
        var inner = stamps
        if let stamp = ours[schema.stampKey]?.stringValue { inner.ours = stamp }
        if let stamp = theirs[schema.stampKey]?.stringValue { inner.theirs = stamp }
        var keys = Set(ours.keys).union(theirs.keys)
        if let base { keys.formUnion(base.keys) }
        var merged: [String: JSONValue] = [:]
        // Sorted so conflicts are listed in the same order on every machine.
        for key in keys.sorted() where key != skipped {
            if let value = value(
                at: path + [key], base: base?[key], ours: ours[key], theirs: theirs[key], stamps: inner)
            {
                merged[key] = value
            }
        }
        if let skipped, let kept = ours[skipped] ?? theirs[skipped] { merged[skipped] = kept }
        return merged
    }
}
