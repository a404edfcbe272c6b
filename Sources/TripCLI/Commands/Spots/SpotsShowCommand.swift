import TripModel

enum SpotsShowCommand {
    static let spec = CommandSpec(
        name: "show", abstract: "Show a spot's details and its barrier-free facts.",
        discussion: """
            Barrier-free facts are grouped as the barrier-free travel apps did: physical disabilities,
            visual and hearing impairments, families with infants, and older people.
            """,
        arguments: [SpotsCommands.spotArgument],
        options: [Flag.json.spec],
        run: run)

    struct Details: Encodable {
        let spot: Spot
        let bookmarked: Bool

        enum Keys: String, CodingKey { case bookmarked }

        func encode(to encoder: Encoder) throws {
            try spot.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(bookmarked, forKey: .bookmarked)
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let language = Language.current
        let (spot, bookmarked) = try context.database().read { transaction in
            let spot = try transaction.spots.find(arguments.positionals[0])
            return (spot, try transaction.spotBookmarks.contains(spotId: spot.id))
        }
        if arguments[Flag.json] { return try context.printJSON(Details(spot: spot, bookmarked: bookmarked)) }
        context.io.standardOutput.write(
            VisibleText.escaped(render(spot, bookmarked: bookmarked, language: language), keepingNewlines: true))
    }

    static func render(_ spot: Spot, bookmarked: Bool, language: Language) -> String {
        var lines = [spot.title + (bookmarked ? " ★" : "")]
        func field(_ label: String, _ value: String?) {
            guard let value, !value.isEmpty else { return }
            lines.append("  \(label): \(value)")
        }
        field(
            localized("spots.field.id"),
            [spot.contentId.map { "contentid \($0)" }, spot.id.lowercasedString]
                .compactMap { $0 }.joined(separator: ", "))
        field(localized("spots.field.type"), spot.category?.label(language))
        field(localized("spots.field.area"), spot.area?.label(language))
        field(localized("spots.field.address"), spot.address)
        field(localized("spots.field.location"), Formatting.coordinate(spot.latitude, spot.longitude))
        field(localized("spots.field.phone"), spot.phone)
        field(localized("spots.field.homepage"), spot.homepage)
        field(localized("spots.field.dates"), Formatting.dates(spot.eventStart, spot.eventEnd))
        // TourAPI's own text, on one line (its seasons come on several).
        field(localized("spots.field.hours"), spot.useTime.split(separator: "\n").joined(separator: " / "))
        field(localized("spots.field.closed"), spot.restDate.split(separator: "\n").joined(separator: " / "))
        field(localized("spots.field.modified"), spot.modifiedAt?.description)
        if !spot.overview.isEmpty { lines += ["", spot.overview] }
        lines += barrierFreeLines(spot.barrierFree, language: language)
        return lines.joined(separator: "\n") + "\n"
    }

    static func barrierFreeLines(_ facts: BarrierFreeFacts, language: Language) -> [String] {
        guard !facts.isEmpty else { return ["", localized("spots.barrier-free.none")] }
        var lines = ["", localized("spots.barrier-free.title")]
        for group in BarrierFreeGroup.allCases {
            let entries = facts.entries(in: group)
            guard !entries.isEmpty else { continue }
            lines.append("  \(group.label(language))")
            lines += entries.map { "    \($0.facility.label(language)): \($0.text)" }
        }
        return lines
    }
}
