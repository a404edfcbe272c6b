/// Both sides changed the same field to different values (or one removed a record the other
/// edited). The merge chose `winner`; the other value is kept here so it can be taken back.
public struct MergeConflict: Hashable, Sendable {
    /// Where in the document: member names, with a collection element named by its id
    /// (`["stops", "6f1c…", "name"]`). Empty for the whole document.
    public var path: [String]
    /// Our value; nil when our side removed the record.
    public var ours: JSONValue?
    /// Their value; nil when their side removed the record.
    public var theirs: JSONValue?
    public var winner: MergeSide

    public init(path: [String], ours: JSONValue?, theirs: JSONValue?, winner: MergeSide) {
        self.path = path
        self.ours = ours
        self.theirs = theirs
        self.winner = winner
    }

    /// The value of one side; nil when that side removed the record.
    public func value(_ side: MergeSide) -> JSONValue? {
        side == .ours ? ours : theirs
    }

    /// The value the merge did not keep; nil when the losing side was a removal.
    public var losingValue: JSONValue? { value(winner.other) }

    /// The path as people read it: `stops[6f1c…].name`, or `(whole trip)`.
    public var field: String {
        guard !path.isEmpty else { return "(whole document)" }
        var text = ""
        var index = 0
        while index < path.count {
            let name = path[index]
            text += text.isEmpty ? name : "." + name
            // `items` is the list of a section document (companions, bookmarks, search history).
            if MergeSchema.trip.collections[name] != nil || name == "items", index + 1 < path.count {
                text += "[\(path[index + 1])]"
                index += 1
            }
            index += 1
        }
        return text
    }
}

extension MergeConflict: Codable {
    enum CodingKeys: String, CodingKey { case path, ours, theirs, winner }

    /// A removed side is an absent key; a JSON `null` is a real value (a cleared date).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decode([String].self, forKey: .path)
        winner = try container.decode(MergeSide.self, forKey: .winner)
        ours = container.contains(.ours) ? try container.decode(JSONValue.self, forKey: .ours) : nil
        theirs = container.contains(.theirs) ? try container.decode(JSONValue.self, forKey: .theirs) : nil
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(winner, forKey: .winner)
        if let ours { try container.encode(ours, forKey: .ours) }
        if let theirs { try container.encode(theirs, forKey: .theirs) }
    }
}
