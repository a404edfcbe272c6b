import TripModel

/// How spot lists print: a table (or JSON) on stdout, the next page's cursor on stderr.
enum SpotListOutput {
    /// A spot with the figures a list adds to it, encoded as the spot's own keys plus `distance`.
    struct Item: Encodable {
        let spot: Spot
        let distance: Double?

        enum Keys: String, CodingKey { case distance }

        func encode(to encoder: Encoder) throws {
            try spot.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(distance, forKey: .distance)
        }
    }

    /// The JSON shape of every paged list: `{"items": […], "nextCursor": "…" | null}`.
    struct Page<Element: Encodable>: Encodable {
        let items: [Element]
        let nextCursor: String?
        /// Festivals left out for having no dates; only `trip festivals` sets it.
        var undated: Int? = nil

        enum Keys: String, CodingKey { case items, nextCursor, undated }

        /// Writes `nextCursor` even when null, so scripts can test it without checking for the key.
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(items, forKey: .items)
            try container.encode(nextCursor, forKey: .nextCursor)
            try container.encodeIfPresent(undated, forKey: .undated)
        }
    }

    static func print(
        _ page: SpotPage<SpotHit>, json: Bool, context: CommandContext,
        extra: [(title: String, value: (Spot) -> String)] = [], undated: Int? = nil
    ) throws {
        let next = page.next?.encoded
        if json {
            let items = page.items.map { Item(spot: $0.spot, distance: $0.distance) }
            return try context.printJSON(Page(items: items, nextCursor: next, undated: undated))
        }
        if page.items.isEmpty {
            context.note(localized("spots.none-found"))
            return
        }
        // Labels follow the command's language (`--lang`, else the locale), like every word.
        let language = Language.current
        let showDistance = page.items.contains { $0.distance != nil }
        var columns: [Table.Column] = [.init(localized("spots.header.id")), .init(Header.title, flexible: true)]
        columns += [.init(Header.type), .init(Header.area)]
        columns += extra.map { Table.Column($0.title) }
        if showDistance { columns.append(.init(Header.distance, .right)) }
        var table = Table(columns)
        for hit in page.items {
            var row = [
                reference(hit.spot), hit.spot.title, hit.spot.category?.label(language) ?? "-",
                hit.spot.area?.label(language) ?? "-",
            ]
            row += extra.map { $0.value(hit.spot) }
            if showDistance { row.append(hit.distance.map(Formatting.distance) ?? "") }
            table.append(row)
        }
        context.io.standardOutput.write(table.render(width: context.io.terminalWidth))
        noteNext(next, context: context)
    }

    static func noteNext(_ next: String?, context: CommandContext) {
        guard let next else { return }
        context.note(localized("spots.more", ["cursor": next]))
    }

    /// How a spot is named in lists: its contentid, else the first 8 characters of its id.
    static func reference(_ spot: Spot) -> String {
        spot.contentId ?? spot.id.shortID
    }

    /// The column headers of spot lists, in the command's language.
    enum Header {
        static var title: String { localized("spots.header.title") }
        static var type: String { localized("spots.header.type") }
        static var area: String { localized("spots.header.area") }
        static var distance: String { localized("spots.header.distance") }
        static var dates: String { localized("spots.header.dates") }
        static var when: String { localized("spots.header.when") }
        static var keyword: String { localized("spots.header.keyword") }
        static var filters: String { localized("spots.header.filters") }
    }
}
