/// Lists of records (stops, companions, expenses, bookmarks, spots) merge record by record.
///
/// - Added on either side: present.
/// - Removed on one side, untouched on the other: removed.
/// - Removed on one side, edited on the other: kept, and reported as a conflict whose losing side is
///   the removal, so `--take` can still remove it.
/// - Otherwise each field of the record merges on its own.
///
/// Order (see ``JSONMerge/order(base:ours:theirs:kept:primary:)``): a side "reordered" when the records
/// it shares with the base are no longer in the base's relative order. If only one side reordered, its
/// order is the skeleton; if both did, the side with the newer stamp; if neither, the base's. Records
/// added on either side then go right after their predecessor on that side (the newer side's first).
extension JSONMerge {
    /// Merges three versions of one list, or returns nil when a version is not a list of records with
    /// unique ids, so the caller merges it as one value instead.
    mutating func collection(
        at path: [String], _ collection: MergeSchema.Collection, base: [JSONValue]?, ours: [JSONValue]?,
        theirs: [JSONValue]?, stamps: Stamps
    ) -> [JSONValue]? {
        guard let baseRecords = Self.records(base ?? [], idKey: collection.idKey),
            let ourRecords = Self.records(ours ?? [], idKey: collection.idKey),
            let theirRecords = Self.records(theirs ?? [], idKey: collection.idKey)
        else { return nil }
        var merged: [String: JSONValue] = [:]
        for id in Set(ourRecords.ids).union(theirRecords.ids).union(baseRecords.ids) {
            if let record = record(
                at: path + [id], collection, base: baseRecords.byId[id], ours: ourRecords.byId[id],
                theirs: theirRecords.byId[id], stamps: stamps)
            {
                merged[id] = record
            }
        }
        let primary = stamps.winner(ours.map(JSONValue.array), theirs.map(JSONValue.array))
        let ids = Self.order(
            base: baseRecords.ids, ours: ourRecords.ids, theirs: theirRecords.ids, kept: Set(merged.keys),
            primary: primary)
        return ids.enumerated().compactMap { index, id in
            guard var members = merged[id]?.objectValue else { return merged[id] }
            if let orderKey = collection.orderKey { members[orderKey] = .integer(Int64(index + 1)) }
            return .object(members)
        }
    }

    private mutating func record(
        at path: [String], _ collection: MergeSchema.Collection, base: JSONValue?, ours: JSONValue?,
        theirs: JSONValue?, stamps: Stamps
    ) -> JSONValue? {
        switch (base, ours, theirs) {
        case (_, nil, nil):
            return nil
        case (let base?, nil, let kept?), (let base?, let kept?, nil):
            guard kept != base else { return nil }
            let removedBy: MergeSide = ours == nil ? .ours : .theirs
            conflicts.append(
                MergeConflict(path: path, ours: ours, theirs: theirs, winner: removedBy.other))
            return kept
        case (nil, let added?, nil), (nil, nil, let added?):
            return added
        case (_, let ours?, let theirs?):
            if ours == theirs { return ours }
            guard let ourMembers = ours.objectValue, let theirMembers = theirs.objectValue else {
                return value(at: path, base: base, ours: ours, theirs: theirs, stamps: stamps)
            }
            // The order key is settled by the list order, not field by field.
            return .object(
                object(
                    at: path, base: base?.objectValue, ours: ourMembers, theirs: theirMembers, stamps: stamps,
                    skipping: collection.orderKey))
        }
    }

    /// Records by id, in list order; nil when an element has no id or an id repeats.
    static func records(_ list: [JSONValue], idKey: String) -> (ids: [String], byId: [String: JSONValue])? {
        var ids: [String] = []
        var byId: [String: JSONValue] = [:]
        for element in list {
            guard let id = element.objectValue?[idKey], id != .null else { return nil }
            let key = id.stringValue ?? id.compactText
            guard byId.updateValue(element, forKey: key) == nil else { return nil }
            ids.append(key)
        }
        return (ids, byId)
    }

    /// The merged order of the `kept` ids (the rule is in the type's comment).
    static func order(base: [String], ours: [String], theirs: [String], kept: Set<String>, primary: MergeSide)
        -> [String]
    {
        let baseSet = Set(base)
        let oursReordered = reordered(base: base, side: ours)
        let theirsReordered = reordered(base: base, side: theirs)
        let skeleton: [String] =
            switch (oursReordered, theirsReordered) {
            case (true, true): primary == .ours ? ours : theirs
            case (true, false): ours
            case (false, true): theirs
            case (false, false): base
            }
        var result = skeleton.filter { kept.contains($0) }
        var placed = Set(result)
        let sides = primary == .ours ? [ours, theirs] : [theirs, ours]
        for side in sides {
            let sideSet = Set(side)
            for (index, id) in side.enumerated() where kept.contains(id) && !placed.contains(id) {
                let predecessor = side[..<index].last(where: { placed.contains($0) })
                var slot = predecessor.flatMap { result.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
                // Step over what the other side added here, so the first side's additions stay first.
                while slot < result.count, !baseSet.contains(result[slot]), !sideSet.contains(result[slot]) {
                    slot += 1
                }
                result.insert(id, at: slot)
                placed.insert(id)
            }
        }
        return result
    }

    /// Whether `side` put the records it shares with `base` in a different relative order.
    static func reordered(base: [String], side: [String]) -> Bool {
        let sideSet = Set(side)
        let baseSet = Set(base)
        return base.filter { sideSet.contains($0) } != side.filter { baseSet.contains($0) }
    }
}
