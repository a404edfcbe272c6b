import TripModel

/// `trip spots …`: the TourAPI spot catalog, searched offline.
enum SpotsCommands {
    static let spec = CommandSpec(
        name: "spots", abstract: "Import, search and bookmark places from TourAPI files.",
        discussion: """
            A spot is named by its TourAPI contentid (126508) or its own id (or a unique id prefix).
            Lists print a page at a time; the cursor for the next page is printed on stderr
            (and as "nextCursor" with --json). Labels follow --lang, else LC_ALL/LC_MESSAGES/LANG.
            """,
        subcommands: [
            SpotsImportCommand.spec,
            SpotsSearchCommand.spec,
            SpotsNearCommand.spec,
            SpotsShowCommand.spec,
            SpotsBookmarkCommand.bookmarkSpec,
            SpotsBookmarkCommand.unbookmarkSpec,
            SpotsBookmarksCommand.spec,
            SpotsHistoryCommand.spec,
        ])

    static let spotArgument = ArgumentSpec("id", "TourAPI contentid, spot id or unique id prefix")
    static let limit = Option<Int>(
        "limit", "N", "Results per page, 1…\(SpotQuery.maximumLimit) (default 20)",
        expects: "a whole number from 1 to \(SpotQuery.maximumLimit)"
    ) { text in Int(text).flatMap { (1...SpotQuery.maximumLimit).contains($0) ? $0 : nil } }
    static let cursor = Option<String>("cursor", "CURSOR", "Continue after the page that printed this cursor")
    static let type = Option<SpotCategory>(
        "type", "TYPE",
        "Category: code or name (attraction, culture, festival, course, leisure, lodging, shopping, restaurant)",
        expects: "a category code or name like lodging or 32"
    ) { SpotCategory.parse($0) }
    static let area = Option<SpotArea>(
        "area", "AREA", "Area: code or name (seoul, busan, jeju, …)", expects: "an area code or name like jeju or 39"
    ) { SpotArea.parse($0) }

    /// `--sort`, with the orders a list offers named in its help.
    static func sort(_ help: String) -> Option<SpotSort> {
        Option("sort", "ORDER", help, expects: "one of title, modified, created, distance") { SpotSort(rawValue: $0) }
    }

    /// `--accessible wheelchair,restroom`: facilities that must all have information.
    static let accessible = Option<[BarrierFreeFacility]>(
        "accessible", "LIST", "Only spots with information on all these facilities: wheelchair,restroom,…"
    ) { text in
        try text.split(separator: ",").map { word in
            guard let facility = BarrierFreeFacility.parse(String(word)) else {
                let known = BarrierFreeFacility.allCases.map(\.rawValue).joined(separator: ", ")
                throw CLIError.usage(localized("spots.accessible-unknown", ["word": word, "known": known]))
            }
            return facility
        }
    }.repeatable

    static func limit(_ arguments: ParsedArguments) throws -> Int {
        try arguments[limit] ?? 20
    }

    static func cursor(_ arguments: ParsedArguments, list: String) throws -> SpotCursor? {
        guard let text = try arguments[cursor] else { return nil }
        return try SpotCursor(decoding: text, for: list)
    }

    /// The options every list of spots takes, after its own.
    static let pageSpecs: [OptionSpec] = [limit.spec, cursor.spec, Flag.json.spec]
}
