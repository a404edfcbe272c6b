import TripModel

/// The words of TripStore (error messages and reports) in English and Korean, looked up by key in the
/// language of the running command (`Language.current`). `WordCatalogueTests` checks both tables.
package enum StoreWords {
    enum English {}
    enum Korean {}

    package static let catalogue = WordCatalogue(english: [English.all], korean: [Korean.all])
}

/// TripStore's text for `key` in the current language.
func localized(_ key: String, _ arguments: [String: any CustomStringConvertible] = [:]) -> String {
    StoreWords.catalogue.text(key, arguments)
}
