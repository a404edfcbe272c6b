extension FareModel {
    /// The name to show for this tariff in `language`.
    ///
    /// A built-in tariff's JSON names it in English ("Busan mid-size taxi (since 2023-06-01)"); in Korean
    /// it is named from its city and date instead. A model read from the user's file keeps its own name,
    /// which is the user's words.
    public func displayName(in language: Language = Language.current) -> String {
        guard language != .english, let (area, deluxe) = builtInOrigin(), let date = sinceDate() else { return name }
        let arguments = ["city": area.label(language), "date": date]
        return deluxe ? localized("fare.name.deluxe", arguments) : localized("fare.name.mid", arguments)
    }

    /// The city of a built-in tariff and whether it is Seoul's deluxe one, or nil for any other model.
    private func builtInOrigin() -> (area: SpotArea, deluxe: Bool)? {
        if let deluxe = try? BuiltInFareModels.model(named: "deluxe"), deluxe == self { return (.seoul, true) }
        let region = FareRegion.all.first { (try? BuiltInFareModels.model(of: $0)) == self }
        return region.map { ($0.area, false) }
    }

    /// The date in a built-in name's closing "(since YYYY-MM-DD)".
    private func sinceDate() -> String? {
        guard let open = name.range(of: "(since ", options: .backwards), name.hasSuffix(")") else { return nil }
        return String(name[open.upperBound..<name.index(before: name.endIndex)])
    }
}
