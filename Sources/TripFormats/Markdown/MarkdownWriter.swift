import TripModel

/// Writes the itinerary as Markdown for notes apps: a heading, a summary line, companions, then a
/// table of stops per day with the distance from the previous stop (and the visit's time, when the
/// itinerary has a schedule).
public enum MarkdownWriter {
    /// Renders the itinerary as GitHub-flavoured Markdown.
    /// - Parameter language: the language of the headings and labels (the page's words); names,
    ///   addresses and notes are the user's and stay as they are.
    public static func write(_ itinerary: Itinerary, language: Language = .english) -> String {
        let strings = PageStrings(language: language)
        let trip = itinerary.trip
        var out = ["# " + MarkdownText.inline(trip.name), ""]
        var summary: [String] = []
        if let start = trip.startDate {
            summary.append(
                trip.endDate.map { $0 == start ? "\(start)" : "\(start) – \($0)" }
                    ?? strings.localized("page.from-date", ["date": start]))
        }
        summary.append(strings.stops(itinerary.stops.count))
        if itinerary.stops.count >= 2 { summary.append(CoordinateText.humanDistance(itinerary.totalMeters)) }
        out += ["_" + summary.joined(separator: " · ") + "_", ""]
        if !trip.companions.isEmpty {
            out += [
                "**\(strings.companions):** "
                    + trip.companions.map { MarkdownText.inline($0.name) }.joined(separator: ", "), "",
            ]
        }
        if !trip.notes.isEmpty { out += [MarkdownText.inline(trip.notes), ""] }
        let legs = Dictionary(uniqueKeysWithValues: zip(itinerary.stops.map(\.id), itinerary.legMeters))
        for day in itinerary.days {
            out += dayHeading(day, strings) + [""]
            let schedule = itinerary.schedule
            let address = strings.localized("page.address")
            out +=
                schedule == nil
                ? ["| # | \(strings.stop) | \(address) | \(strings.fromPrevious) |", "|---:|---|---|---:|"]
                : [
                    "| # | \(strings.localized("page.time")) | \(strings.stop) | \(address) | \(strings.fromPrevious) |",
                    "|---:|---|---|---|---:|",
                ]
            for stop in day.stops {
                let leg = legs[stop.id].flatMap { $0 }.map(CoordinateText.humanDistance) ?? "—"
                var cells = [String(stop.position), MarkdownText.cell(stop.name), MarkdownText.cell(stop.address), leg]
                if let schedule { cells.insert(schedule.label(stop.id) ?? "—", at: 1) }
                out.append("| " + cells.joined(separator: " | ") + " |")
            }
            out.append("")
        }
        if itinerary.stops.isEmpty { out += [strings.noStops + ".", ""] }
        return out.joined(separator: "\n")
    }

    private static func dayHeading(_ day: ItineraryDay, _ strings: PageStrings) -> [String] {
        guard let number = day.day else { return ["## " + strings.itinerary] }
        var heading = "## " + strings.day(number)
        if let date = day.date { heading += " — " + strings.date(date) }
        if day.stops.count >= 2 { heading += " · " + CoordinateText.humanDistance(day.meters) }
        return [heading]
    }
}

/// Escaping so a stop called `*Best* [bar]` stays text instead of turning into markup, and a control
/// or bidirectional formatting character stored by hand stays visible instead of reaching the reader's
/// terminal or editor raw (the escape ``VisibleText`` uses, `\u{1B}`, with its backslash escaped).
enum MarkdownText {
    private static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "!", "~"]

    /// Escapes Markdown punctuation, folds line breaks and tabs into spaces and shows other control
    /// characters as escapes.
    static func inline(_ value: String) -> String {
        var result = ""
        for char in value {
            if char.isNewline || char == "\t" {
                result.append(" ")
            } else if char.unicodeScalars.contains(where: VisibleText.needsEscape) {
                for escapedChar in VisibleText.escaped(String(char)) {
                    if special.contains(escapedChar) { result.append("\\") }
                    result.append(escapedChar)
                }
            } else {
                if special.contains(char) { result.append("\\") }
                result.append(char)
            }
        }
        return result
    }

    /// A table cell: inline text, never empty so the table keeps its shape.
    static func cell(_ value: String) -> String {
        value.isEmpty ? " " : inline(value)
    }
}
