import TripModel

/// Gathers points for a reader: validates coordinates and days, names unnamed points, enforces the limit.
///
/// Every reader goes through one collector so the rules (and their error messages) are the same for
/// GPX, KML, GeoJSON and CSV.
struct PointCollector {
    let source: String
    private(set) var points: [ImportedPoint] = []

    init(source: String) {
        self.source = source
    }

    /// Validates and appends one point.
    /// - Parameters:
    ///   - name: The file's name for the point; blank or missing becomes "Waypoint N".
    ///   - latitude: The latitude as parsed, nil when the file has none or it is not a number.
    ///   - line: Where the point is in the file, for error messages.
    ///   - fields: The names the file uses for latitude and longitude, for error messages.
    mutating func add(
        name: String?, address: String?, latitude: Double?, longitude: Double?, day: Int? = nil, line: Int?,
        fields: (latitude: String, longitude: String) = ("lat", "lon")
    ) throws {
        guard points.count < ImportLimits.maximumPoints else {
            throw FormatError.tooManyPoints(source: source, limit: ImportLimits.maximumPoints)
        }
        let lat = try Self.check(latitude, field: fields.latitude, bound: 90, source: source, line: line)
        let lon = try Self.check(longitude, field: fields.longitude, bound: 180, source: source, line: line)
        if let day, !(1...StopRules.maximumDay).contains(day) {
            throw FormatError.invalidField(
                source: source, line: line, field: "day",
                detail: localized("field.day-range", ["day": day, "maximum": StopRules.maximumDay]))
        }
        let cleaned = ImportLimits.clean(name ?? "")
        let point = ImportedPoint(
            name: cleaned.isEmpty ? "Waypoint \(points.count + 1)" : cleaned,
            address: ImportLimits.clean(address ?? ""), latitude: lat, longitude: lon, day: day)
        points.append(point)
    }

    private static func check(_ value: Double?, field: String, bound: Double, source: String, line: Int?) throws
        -> Double
    {
        guard let value else {
            throw FormatError.invalidField(
                source: source, line: line, field: field, detail: localized("field.number-required"))
        }
        guard value.isFinite, (-bound...bound).contains(value) else {
            throw FormatError.invalidField(
                source: source, line: line, field: field,
                detail: localized("field.out-of-range", ["value": value, "bound": Int(bound)]))
        }
        return value
    }

    /// A coordinate attribute of an XML point (`<wpt lat="…">`), checked as every reader checks it.
    /// - Throws: ``FormatError/invalidField(source:line:field:detail:)`` when it is missing, not a number
    ///   or out of range.
    static func coordinate(_ text: String?, _ field: String, of element: String, source: String, line: Int?) throws
        -> Double
    {
        guard let text else {
            throw FormatError.invalidField(
                source: source, line: line, field: field,
                detail: localized("field.attribute-required", ["element": element, "field": field]))
        }
        guard let value = number(text) else {
            throw FormatError.invalidField(
                source: source, line: line, field: field,
                detail: localized("field.not-number", ["text": text.prefix(40)]))
        }
        return try check(value, field: field, bound: field == "lat" ? 90 : 180, source: source, line: line)
    }

    /// Parses a decimal number the way XML Schema and CSV write it; nil for anything else (hex, "nan", "inf").
    static func number(_ text: String?) -> Double? {
        guard let text else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty,
            trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
            let value = Double(trimmed), value.isFinite
        else { return nil }
        return value
    }

    /// The collected route, or an error when nothing was found.
    func route(name: String?, emptyDetail: String) throws -> ImportedRoute {
        guard !points.isEmpty else { throw FormatError.noPoints(source: source, detail: emptyDetail) }
        let cleanedName = name.map(ImportLimits.clean)
        return ImportedRoute(name: cleanedName?.isEmpty == false ? cleanedName : nil, points: points)
    }
}
