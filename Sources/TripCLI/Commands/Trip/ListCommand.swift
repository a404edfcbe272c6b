import TripModel
import TripStore

enum ListCommand {
    static let spec = CommandSpec(
        name: "list", abstract: "List trips, most recently changed first.",
        options: [status.spec, Flag.json.spec],
        run: run)

    static let status = Option<TripStatus>(
        "status", "STATUS", "Only trips that are planning, traveling or finished",
        expects: "planning, traveling or finished"
    ) { TripStatus(rawValue: $0) }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let status = try arguments[Self.status]
        let json = arguments[Flag.json]
        let trips = try context.database().read { try $0.trips.summaries(status: status) }
        try show(trips, json: json, context: context)
    }

    /// Prints summaries as a table or a JSON array; shared with `trip history`, which adds the finish date.
    static func show(_ trips: [TripSummary], json: Bool, context: CommandContext, showsFinished: Bool = false) throws {
        if json { return try context.printJSON(trips.map(TripListItem.init)) }
        if trips.isEmpty {
            context.note(localized("trip.list.none"))
            return
        }
        var columns: [Table.Column] = [
            .init("ID"), .init(localized("trip.list.header.name"), flexible: true),
            .init(localized("trip.list.header.status")), .init(localized("trip.list.header.dates")),
            .init(localized("trip.list.header.stops"), .right),
        ]
        if showsFinished { columns.append(.init(localized("trip.list.header.finished"))) }
        var table = Table(columns)
        for trip in trips {
            let marker = trip.status == .traveling ? "*" : ""
            var row = [
                trip.shortID, trip.label + marker, statusWord(trip.status),
                Formatting.dates(trip.startDate, trip.endDate), String(trip.stopCount),
            ]
            // The day it was finished (UTC, as stored), which is what the history is ordered by.
            if showsFinished { row.append(trip.finishedAt.map { String($0.description.prefix(10)) } ?? "") }
            table.append(row)
        }
        context.printTable(table)
    }

    /// A trip's status as a word in the user's language (JSON keeps the status values).
    static func statusWord(_ status: TripStatus) -> String {
        switch status {
        case .planning: localized("trip.status.planning")
        case .traveling: localized("trip.status.traveling")
        case .finished: localized("trip.status.finished")
        }
    }
}

/// One trip in `trip list --json`: the trip document's own fields without the nested lists.
struct TripListItem: Encodable {
    let id: String
    let name: String
    let status: String
    let startDate: String?
    let endDate: String?
    let updatedAt: String
    let finishedAt: String?
    let stopCount: Int
    /// Whether this is the current trip (the one under way), which commands use when none is named.
    let current: Bool

    init(_ summary: TripSummary) {
        id = summary.id.lowercasedString
        name = summary.name
        status = summary.status.rawValue
        startDate = summary.startDate?.description
        endDate = summary.endDate?.description
        updatedAt = summary.updatedAt.description
        finishedAt = summary.finishedAt?.description
        stopCount = summary.stopCount
        current = summary.status == .traveling
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(status, forKey: .status)
        try container.encode(startDate, forKey: .startDate)
        try container.encode(endDate, forKey: .endDate)
        try container.encode(updatedAt, forKey: .updatedAt)
        try container.encode(finishedAt, forKey: .finishedAt)
        try container.encode(stopCount, forKey: .stopCount)
        try container.encode(current, forKey: .current)
    }

    enum CodingKeys: String, CodingKey {
        case id, name, status, startDate, endDate, updatedAt, finishedAt, stopCount, current
    }
}
