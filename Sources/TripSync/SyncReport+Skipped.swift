import Foundation

extension SyncReport {
    /// What `skipped` names, in words: "1 trip", "3 trips and the companion list". The list mixes
    /// trip ids with section documents, and a count of "trip(s)" misread the sections as trips.
    public var skippedSummary: String {
        let trips = skipped.filter { UUID(uuidString: $0) != nil }.count
        var parts = trips == 0 ? [] : ["\(trips) trip\(trips == 1 ? "" : "s")"]
        parts += skipped.compactMap { SyncSection(rawValue: $0)?.phrase }
        let pieces = skipped.filter { SpotChunk(path: $0) != nil }.count
        if pieces > 0 { parts.append("\(pieces) piece\(pieces == 1 ? "" : "s") of the spot catalog") }
        guard let last = parts.popLast() else { return "nothing" }
        return parts.isEmpty ? last : parts.joined(separator: ", ") + " and " + last
    }
}

extension SyncSection {
    /// The section in a sentence.
    var phrase: String {
        switch self {
        case .bookmarks: "the bookmarks"
        case .companions: "the companion list"
        case .searchHistory: "the search history"
        }
    }
}
