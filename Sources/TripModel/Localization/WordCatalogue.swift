/// The words of one module, in both languages: keys to templates (``WordTemplate``).
///
/// Each module keeps its own catalogue beside its code (`Words/English*.swift`,
/// `Words/Korean*.swift`), split into areas so a change to one command's words touches one file.
/// Together they are the English and the Korean catalogue of `trip`; a test checks that every key
/// exists in both, that both use the same placeholders, and that every key the code asks for is there.
public struct WordCatalogue: Sendable {
    private let englishTable: LazyWordTable
    private let koreanTable: LazyWordTable

    /// The English table, the union of its areas.
    public var english: [String: String] { englishTable.value.table }
    /// The Korean table, the union of its areas.
    public var korean: [String: String] { koreanTable.value.table }
    /// Keys that more than one area of one language defines (the catalogue test reports them).
    public var duplicateKeys: [String] { (englishTable.value.duplicates + koreanTable.value.duplicates).sorted() }

    /// Each language's areas are read and merged the first time one of its words is asked for.
    /// - Parameters:
    ///   - english: the English areas.
    ///   - korean: the Korean areas.
    public init(
        english: @autoclosure @escaping @Sendable () -> [[String: String]],
        korean: @autoclosure @escaping @Sendable () -> [[String: String]]
    ) {
        englishTable = LazyWordTable(english)
        koreanTable = LazyWordTable(korean)
    }

    /// The table of one language.
    public func table(_ language: Language) -> [String: String] {
        language == .korean ? korean : english
    }

    /// The text for `key` in the current language (``Language/current``), arguments filled in.
    ///
    /// A key missing from the current language falls back to English, then to the key itself, so a
    /// slip shows as a readable word; the catalogue test keeps both from happening.
    public func text(_ key: String, _ arguments: [String: any CustomStringConvertible] = [:]) -> String {
        text(key, arguments, in: Language.current)
    }

    /// The text for `key` in `language`.
    public func text(
        _ key: String, _ arguments: [String: any CustomStringConvertible] = [:], in language: Language
    ) -> String {
        guard let template = table(language)[key] ?? english[key] else { return key }
        return WordTemplate(template).render(arguments)
    }

    /// Everything wrong with the catalogue, one line each: keys only one language has, placeholders
    /// that differ, malformed templates, keys defined twice. Empty when it is complete.
    public func problems() -> [String] {
        var found = duplicateKeys.map { "\($0): defined in more than one area" }
        for key in Set(english.keys).union(korean.keys).sorted() {
            guard let englishText = english[key] else {
                found.append("\(key): Korean only")
                continue
            }
            guard let koreanText = korean[key] else {
                found.append("\(key): English only")
                continue
            }
            do {
                let englishNames = try WordTemplate(englishText).placeholders()
                let koreanNames = try WordTemplate(koreanText).placeholders()
                if englishNames != koreanNames {
                    found.append(
                        "\(key): placeholders differ, English \(englishNames.sorted()) Korean \(koreanNames.sorted())")
                }
            } catch {
                found.append("\(key): \(error)")
            }
        }
        return found
    }
}
