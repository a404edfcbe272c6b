import Foundation

extension SyncReport {
    /// What `skipped` names, in words: "1 trip", "3 trips and the companion list". The list mixes
    /// trip ids with section documents, and a count of "trip(s)" misread the sections as trips.
    public var skippedSummary: String {
        let trips = skipped.filter { UUID(uuidString: $0) != nil }.count
        var parts = trips == 0 ? [] : [localized("sync.skipped-trips", ["count": trips])]
        parts += skipped.compactMap { SyncSection(rawValue: $0)?.phrase }
        let pieces = skipped.filter { SpotChunk(path: $0) != nil }.count
        if pieces > 0 { parts.append(localized("sync.skipped-spot-pieces", ["count": pieces])) }
        guard let last = parts.popLast() else { return localized("sync.skipped-nothing") }
        return parts.isEmpty
            ? last : localized("sync.skipped-list", ["first": parts.joined(separator: ", "), "last": last])
    }
}

extension SyncSection {
    /// The section in a sentence.
    var phrase: String {
        switch self {
        case .bookmarks: localized("sync.section-bookmarks")
        case .companions: localized("sync.section-companions")
        case .searchHistory: localized("sync.section-search-history")
        }
    }
}
