import TripModel

/// The words of TripPlanning (error messages and reports) in English and Korean, looked up by key in the
/// language of the running command (`Language.current`). `WordCatalogueTests` checks both tables.
package enum PlanningWords {
    enum English {}
    enum Korean {}

    package static let catalogue = WordCatalogue(english: [English.all], korean: [Korean.all])
}

/// TripPlanning's text for `key` in the current language.
func localized(_ key: String, _ arguments: [String: any CustomStringConvertible] = [:]) -> String {
    PlanningWords.catalogue.text(key, arguments)
}
