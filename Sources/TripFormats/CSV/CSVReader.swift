public import Foundation

/// Reads CSV with a header row: one stop per row, in file order.
///
/// Columns are found by name, case-insensitive, in English or Korean (`latitude`/`lat`/`y`/`위도`,
/// `longitude`/`lon`/`lng`/`x`/`경도`, `name`/`title`/`이름`/`명칭`, `address`/`주소`, `day`/`일차`), so
/// exports from spreadsheets and other apps work. Comma, semicolon and tab separators are detected from
/// the header; with semicolons, decimal commas (`33,45`) are accepted as European spreadsheets write them.
/// Without latitude and longitude columns, a `WKT` column of `POINT (longitude latitude)` is read, as
/// Google My Maps and QGIS export it.
public enum CSVReader {
    private static let aliases: [String: [String]] = [
        "latitude": ["latitude", "lat", "y", "위도"],
        "longitude": ["longitude", "lon", "lng", "long", "x", "경도"],
        "name": ["name", "title", "label", "place", "이름", "명칭", "장소"],
        "address": ["address", "addr", "주소"],
        "day": ["day", "일차"],
        "wkt": ["wkt", "geometry", "the_geom"],
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
            throw FormatError.noPoints(source: source, detail: localized("file.empty"))
        }
        let columns = try columnIndexes(header, source: source)
        var collector = PointCollector(source: source)
        for record in records.dropFirst() {
            try readRow(record, header: header, columns: columns, separator: separator, into: &collector)
        }
        return try collector.route(name: nil, emptyDetail: localized("csv.no-rows"))
    }

    private static func readRow(
        _ record: CSVParser.Record, header: CSVParser.Record, columns: [String: Int], separator: Character,
        into collector: inout PointCollector
    ) throws {
        let source = collector.source
        guard record.fields.count == header.fields.count else {
            throw FormatError.malformed(
                source: source, line: record.line,
                detail: localized("csv.field-count", ["count": record.fields.count, "header": header.fields.count]))
        }
        func value(_ key: String) -> String? {
            columns[key].map { record.fields[$0].trimmingCharacters(in: .whitespaces) }
        }
        let (latitude, longitude, fields) = try coordinates(
            value, header: header, columns: columns, separator: separator, source: source, line: record.line)
        try collector.add(
            name: value("name").map(CSVText.untext), address: value("address").map(CSVText.untext),
            latitude: latitude, longitude: longitude,
            day: try day(value("day"), source: source, line: record.line), line: record.line, fields: fields)
    }

    /// The row's latitude and longitude from their columns, or from a WKT point, with the header names
    /// they came from for error messages.
    private static func coordinates(
        _ value: (String) -> String?, header: CSVParser.Record, columns: [String: Int], separator: Character,
        source: String, line: Int
    ) throws -> (Double, Double, (String, String)) {
        guard let latitudeColumn = columns["latitude"], let longitudeColumn = columns["longitude"] else {
            let field = header.fields[columns["wkt", default: 0]]
            let text = value("wkt") ?? ""
            guard let (longitude, latitude) = wktPoint(text) else {
                throw FormatError.invalidField(
                    source: source, line: line, field: field,
                    detail: localized("csv.bad-wkt", ["text": text.prefix(40)]))
            }
            return (latitude, longitude, (field, field))
        }
        let fields = (header.fields[latitudeColumn], header.fields[longitudeColumn])
        let latitude = try number(value("latitude"), separator, field: fields.0, source: source, line: line)
        let longitude = try number(value("longitude"), separator, field: fields.1, source: source, line: line)
        return (latitude, longitude, fields)
    }

    /// `POINT (lon lat)`, `POINT Z (lon lat alt)`, case-insensitive.
    private static func wktPoint(_ text: String) -> (Double, Double)? {
        let upper = text.uppercased()
        guard upper.hasPrefix("POINT"), let open = upper.firstIndex(of: "("), let close = upper.lastIndex(of: ")"),
            open < close
        else { return nil }
        let numbers = upper[upper.index(after: open)..<close].split(whereSeparator: \.isWhitespace)
        guard (2...4).contains(numbers.count), let lon = PointCollector.number(String(numbers[0])),
            let lat = PointCollector.number(String(numbers[1]))
        else { return nil }
        return (lon, lat)
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
        for key in ["latitude", "longitude"] where columns[key] == nil && columns["wkt"] == nil {
            throw FormatError.invalidField(
                source: source, line: header.line, field: key,
                detail: localized(
                    "csv.missing-column", ["column": key, "aliases": aliases[key, default: []].joined(separator: ", ")])
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
                source: source, line: line, field: field,
                detail: localized("field.not-number", ["text": raw.prefix(40)]))
        }
        return value
    }

    private static func day(_ text: String?, source: String, line: Int) throws -> Int? {
        guard let text, !text.isEmpty else { return nil }
        guard let day = Int(text) else {
            throw FormatError.invalidField(
                source: source, line: line, field: "day",
                detail: localized("field.not-whole-number", ["text": text.prefix(40)]))
        }
        return day
    }
}
