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
    static let lang = OptionSpec.value("lang", "ko|en", "Language of labels (default: from the locale)")
    static let limit = OptionSpec.value("limit", "N", "Results per page, 1…\(SpotQuery.maximumLimit) (default 20)")
    static let cursor = OptionSpec.value("cursor", "CURSOR", "Continue after the page that printed this cursor")
    static let type = OptionSpec.value(
        "type", "TYPE",
        "Category: code or name (attraction, culture, festival, course, leisure, lodging, shopping, restaurant)")
    static let area = OptionSpec.value("area", "AREA", "Area: code or name (seoul, busan, jeju, …)")

    /// The label language: `--lang`, else the locale.
    static func language(_ arguments: ParsedArguments, _ context: CommandContext) throws -> SpotLanguage {
        guard let text = arguments.value("lang") else { return SpotLanguage.fromLocale(context.io.environment) }
        guard let language = SpotLanguage(rawValue: text.lowercased()) else {
            throw CLIError.usage("--lang expects ko or en, got '\(text)'")
        }
        return language
    }

    static func limit(_ arguments: ParsedArguments) throws -> Int {
        guard let text = arguments.value("limit") else { return 20 }
        guard let value = Int(text), (1...SpotQuery.maximumLimit).contains(value) else {
            throw CLIError.usage("--limit expects a whole number from 1 to \(SpotQuery.maximumLimit), got '\(text)'")
        }
        return value
    }

    static func cursor(_ arguments: ParsedArguments, list: String) throws -> SpotCursor? {
        guard let text = arguments.value("cursor") else { return nil }
        return try SpotCursor(decoding: text, for: list)
    }

    static func category(_ arguments: ParsedArguments) throws -> SpotCategory? {
        try arguments.value("type", as: "a category code or name like lodging or 32", SpotCategory.parse)
    }

    static func area(_ arguments: ParsedArguments) throws -> SpotArea? {
        try arguments.value("area", as: "an area code or name like jeju or 39", SpotArea.parse)
    }

    static func sort(_ arguments: ParsedArguments, default fallback: SpotSort) throws -> SpotSort {
        try arguments.value("sort", as: "one of title, modified, created, distance") { SpotSort(rawValue: $0) }
            ?? fallback
    }

    /// `--accessible wheelchair,restroom`: facilities that must all have information.
    static func accessible(_ arguments: ParsedArguments) throws -> [BarrierFreeFacility] {
        let words = arguments.values("accessible").flatMap { $0.split(separator: ",") }.map(String.init)
        return try words.map { word in
            guard let facility = BarrierFreeFacility.parse(word) else {
                let known = BarrierFreeFacility.allCases.map(\.rawValue).joined(separator: ", ")
                throw CLIError.usage("--accessible: unknown facility '\(word)'; use one of \(known)")
            }
            return facility
        }
    }
}
