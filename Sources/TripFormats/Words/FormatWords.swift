import TripModel

/// The words of TripFormats (error messages and reports) in English and Korean, looked up by key in the
/// language of the running command (`Language.current`). `WordCatalogueTests` checks both tables.
package enum FormatWords {
    enum English {}
    enum Korean {}

    package static let catalogue = WordCatalogue(english: [English.all], korean: [Korean.all])
}

/// TripFormats's text for `key` in the current language.
func localized(_ key: String, _ arguments: [String: any CustomStringConvertible] = [:]) -> String {
    FormatWords.catalogue.text(key, arguments)
}
