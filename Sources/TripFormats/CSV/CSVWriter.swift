import TripModel

/// Writes CSV (RFC 4180): a header, then one row per stop in visit order, CRLF line ends.
///
/// Columns: position, day, name, address, latitude, longitude, leg_meters (metres from the previous
/// stop, empty for the first).
///
/// Text is written as the import rules would accept it back: a control or bidirectional formatting
/// character stored by hand is shown as ``VisibleText`` writes it (`\u{1B}`), except the newlines and
/// tabs an address may hold, and a cell that a spreadsheet would run as a formula is neutralised.
public enum CSVWriter {
    /// The header row, also the column names ``CSVReader`` looks for first.
    public static let header = ["position", "day", "name", "address", "latitude", "longitude", "leg_meters"]

    /// Renders the itinerary as CSV.
    public static func write(_ itinerary: Itinerary) -> String {
        var lines = [header.joined(separator: ",")]
        for (index, stop) in itinerary.stops.enumerated() {
            let fields = [
                String(stop.position), stop.day.map(String.init) ?? "", CSVText.text(VisibleText.escaped(stop.name)),
                CSVText.text(VisibleText.escaped(stop.address, keepingNewlines: true, keepingTabs: true)),
                CoordinateText.decimal(stop.latitude),
                CoordinateText.decimal(stop.longitude), itinerary.legMeters[index].map(CoordinateText.metres) ?? "",
            ]
            lines.append(fields.map(CSVText.quote).joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }
}

/// Quoting and spreadsheet-safety rules shared by the CSV writer and reader.
enum CSVText {
    /// Characters that make a spreadsheet read a cell as a formula (CSV injection).
    static let formulaLeads: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// Quotes a field when RFC 4180 requires it: it holds a comma, a quote, CR or LF.
    static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else {
            return field
        }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A text cell a spreadsheet will not run: a leading formula character gets an apostrophe, which
    /// spreadsheets hide and ``CSVReader`` removes again.
    static func text(_ value: String) -> String {
        guard let first = value.first, formulaLeads.contains(first) else { return value }
        return "'" + value
    }

    /// Undoes ``text(_:)``.
    static func untext(_ value: String) -> String {
        guard value.hasPrefix("'"), let second = value.dropFirst().first, formulaLeads.contains(second) else {
            return value
        }
        return String(value.dropFirst())
    }
}
