import TripModel

/// The command line's words, messages, table headers and reports, in English and Korean, and the
/// Korean of every help text.
///
/// Messages are looked up by key (`localized("stop.added", [...])`); each area of commands keeps its
/// words in `English+Area.swift` and `Korean+Area.swift`. Help is declared in English beside each
/// command and option, so the command tree is its English catalogue; `KoreanHelp+Area.swift` gives
/// the Korean of each declared text, keyed by that English. `WordCatalogueTests` checks that both
/// languages have every key and the same placeholders, that every key the code uses exists, and that
/// every help text of the tree has its Korean.
package enum CLIWords {
    /// English tables, area by area.
    enum English {}
    /// Korean tables, area by area, with the same keys as ``English``.
    enum Korean {}
    /// Korean help, area by area, keyed by the English help text.
    enum KoreanHelp {}

    package static let catalogue = WordCatalogue(
        english: [
            English.core, English.trip, English.stop, English.companion, English.day, English.costs, English.plan,
            English.route, English.schedule, English.spots, English.backup, English.sync,
        ],
        korean: [
            Korean.core, Korean.trip, Korean.stop, Korean.companion, Korean.day, Korean.costs, Korean.plan,
            Korean.route, Korean.schedule, Korean.spots, Korean.backup, Korean.sync,
        ])

    /// The Korean help areas; an English text given twice must read the same in both.
    package static let koreanHelpAreas: [[String: String]] = [
        KoreanHelp.core, KoreanHelp.trip, KoreanHelp.stop, KoreanHelp.companion, KoreanHelp.day,
        KoreanHelp.costs, KoreanHelp.plan, KoreanHelp.route, KoreanHelp.schedule, KoreanHelp.spots,
        KoreanHelp.backup, KoreanHelp.sync,
    ]

    package static let koreanHelp: [String: String] = koreanHelpAreas.reduce(into: [:]) { table, area in
        table.merge(area) { first, _ in first }
    }
}

/// The command line's text for `key` in the current language (``Language/current``).
func localized(_ key: String, _ arguments: [String: any CustomStringConvertible] = [:]) -> String {
    CLIWords.catalogue.text(key, arguments)
}

/// A help text as declared (English) or, when the command runs in Korean, its Korean.
func localizedHelp(_ english: String) -> String {
    guard Language.current == .korean, !english.isEmpty else { return english }
    return CLIWords.koreanHelp[english] ?? english
}
