public import Foundation

/// Reads CSV with a header row: one stop per row, in file order.
///
/// Columns are found by name, case-insensitive, in English or Korean (`latitude`/`lat`/`y`/`위도`,
/// `longitude`/`lon`/`lng`/`x`/`경도`, `name`/`title`/`이름`/`명칭`, `address`/`주소`, `day`/`일차`), so
/// exports from spreadsheets and other apps work. Comma, semicolon and tab separators are detected from
/// the header; with semicolons, decimal commas (`33,45`) are accepted as European spreadsheets write them.
public enum CSVReader {
    private static let aliases: [String: [String]] = [
        "latitude": ["latitude", "lat", "y", "위도"],
        "longitude": ["longitude", "lon", "lng", "long", "x", "경도"],
        "name": ["name", "title", "label", "place", "이름", "명칭", "장소"],
        "address": ["address", "addr", "주소"],
        "day": ["day", "일차"],
    ]

    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - source: The file's name, for error messages.
    /// - Throws: ``FormatError`` naming the line and column at fault.
    public static func read(_ data: Data, source: String) throws -> ImportedRoute {
        let text = try ImportLimits.text(data, source: source)
        let separator = detectSeparator(text)
        let records = try CSVParser(separator: separator).records(text, source: source)
            .filter { $0.fields.contains { !$0.trimmingCharacters(in: .whitespaces).isEmpty } }
        guard let header = records.first else {
            throw FormatError.noPoints(source: source, detail: "the file is empty")
        }
        let columns = try columnIndexes(header, source: source)
        var collector = PointCollector(source: source)
        for record in records.dropFirst() {
            try readRow(record, header: header, columns: columns, separator: separator, into: &collector)
        }
        return try collector.route(name: nil, emptyDetail: "it has a header but no rows")
    }

    private static func readRow(
        _ record: CSVParser.Record, header: CSVParser.Record, columns: [String: Int], separator: Character,
        into collector: inout PointCollector
    ) throws {
        let source = collector.source
        guard record.fields.count == header.fields.count else {
            throw FormatError.malformed(
                source: source, line: record.line,
                detail: "the row has \(record.fields.count) fields but the header has \(header.fields.count)")
        }
        func value(_ key: String) -> String? {
            columns[key].map { record.fields[$0].trimmingCharacters(in: .whitespaces) }
        }
        let latitudeField = header.fields[columns["latitude", default: 0]]
        let longitudeField = header.fields[columns["longitude", default: 0]]
        try collector.add(
            name: value("name").map(CSVText.untext), address: value("address").map(CSVText.untext),
            latitude: try number(value("latitude"), separator, field: latitudeField, source: source, line: record.line),
            longitude: try number(
                value("longitude"), separator, field: longitudeField, source: source, line: record.line),
            day: try day(value("day"), source: source, line: record.line), line: record.line,
            fields: (latitudeField, longitudeField))
    }

    /// The separator that occurs most in the first line; commas win ties.
    private static func detectSeparator(_ text: String) -> Character {
        let firstLine = text.prefix { !$0.isNewline }
        let counts = [",", ";", "\t"].map { sep in (Character(sep), firstLine.filter { $0 == Character(sep) }.count) }
        return counts.max { $0.1 < $1.1 }.flatMap { $0.1 > 0 ? $0.0 : nil } ?? ","
    }

    private static func columnIndexes(_ header: CSVParser.Record, source: String) throws -> [String: Int] {
        let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        var columns: [String: Int] = [:]
        for (key, candidates) in aliases {
            if let index = candidates.lazy.compactMap({ names.firstIndex(of: $0) }).first { columns[key] = index }
        }
        for key in ["latitude", "longitude"] where columns[key] == nil {
            throw FormatError.invalidField(
                source: source, line: header.line, field: key,
                detail: "the header needs a \(key) column (one of \(aliases[key, default: []].joined(separator: ", ")))"
            )
        }
        return columns
    }

    private static func number(_ text: String?, _ separator: Character, field: String, source: String, line: Int)
        throws -> Double
    {
        let raw = text ?? ""
        let normalized = separator == ";" ? raw.replacingOccurrences(of: ",", with: ".") : raw
        guard let value = PointCollector.number(normalized) else {
            throw FormatError.invalidField(
                source: source, line: line, field: field, detail: "'\(raw.prefix(40))' is not a number")
        }
        return value
    }

    private static func day(_ text: String?, source: String, line: Int) throws -> Int? {
        guard let text, !text.isEmpty else { return nil }
        guard let day = Int(text) else {
            throw FormatError.invalidField(
                source: source, line: line, field: "day", detail: "'\(text.prefix(40))' is not a whole number")
        }
        return day
    }
}
