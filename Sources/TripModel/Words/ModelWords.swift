/// The words of TripModel (error messages and reports) in English and Korean, looked up by key in the
/// language of the running command (`Language.current`). `WordCatalogueTests` checks both tables.
package enum ModelWords {
    enum English {}
    enum Korean {}

    package static let catalogue = WordCatalogue(
        english: [English.trips, English.costs, English.schedule, English.spots, English.json],
        korean: [Korean.trips, Korean.costs, Korean.schedule, Korean.spots, Korean.json])
}

/// TripModel's text for `key` in the current language.
func localized(_ key: String, _ arguments: [String: any CustomStringConvertible] = [:]) -> String {
    ModelWords.catalogue.text(key, arguments)
}
