import Foundation
import TripGeo
import TripModel

/// Turns one item object into a record, checking every field it uses.
struct TourAPIItemParser {
    let file: String
    let index: Int
    let fields: TourAPIFields

    /// Longest accepted values; TourAPI's own are far shorter, so longer ones mean a broken file.
    static let maximumShortText = InputLimits.spotLine
    static let maximumOverview = InputLimits.spotOverview

    func record() throws -> TourAPIRecord {
        let contentId = try self.contentId()
        // A `detailIntro` item shares keys with `detailWithTour` (`parking`): its hours tell them apart.
        if fields[.title] == nil, fields[.usetime] == nil, fields[.restdate] == nil,
            BarrierFreeFacility.allCases.contains(where: { fields[TourAPIField($0)] != nil })
        {
            return .barrierFree(contentId: contentId, facts: try barrierFree(contentId))
        }
        return .spot(try spotRecord(contentId))
    }

    private func contentId() throws -> String {
        guard let id = fields[.contentid]?.text, !id.isEmpty else {
            throw error(nil, .contentid, localized("tourapi.item.no-contentid"))
        }
        guard id.count <= 20, id.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw error(nil, .contentid, localized("tourapi.item.bad-contentid", ["text": id.prefix(40)]))
        }
        return id
    }

    private func spotRecord(_ id: String) throws -> TourAPISpotRecord {
        var record = TourAPISpotRecord(contentId: id)
        if fields[.title] != nil {
            let title = try short(id, .title) ?? ""
            guard !title.isEmpty else { throw error(id, .title, localized("tourapi.item.empty-title")) }
            record.title = title
        }
        record.coordinate = try coordinate(id)
        // A `detailCommon` item without map info adds an overview, a `detailIntro` item the hours.
        if record.coordinate == nil, fields[.overview] == nil, fields[.usetime] == nil, fields[.restdate] == nil {
            throw error(id, .mapx, localized("tourapi.item.no-coordinate"))
        }
        let addr1 = try short(id, .addr1)
        let addr2 = try short(id, .addr2)
        // An empty value means "no information" in TourAPI, so it never erases what another file gave.
        let address = [addr1 ?? "", addr2 ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
        record.address = address.isEmpty ? nil : address
        record.category = try code(id, .contenttypeid, SpotCategory.init(rawValue:))
        record.area = try code(id, .areacode, SpotArea.init(rawValue:))
        record.districtCode = try code(id, .sigungucode) { $0 }
        record.phone = try short(id, .tel).flatMap(Self.nonEmpty)
        record.homepage = try short(id, .homepage).map(TourAPIText.plain).flatMap(Self.nonEmpty)
        record.overview = try long(id, .overview).map(TourAPIText.plain).flatMap(Self.nonEmpty)
        record.createdAt = try timestamp(id, .createdtime)
        record.modifiedAt = try timestamp(id, .modifiedtime)
        record.useTime = try long(id, .usetime, limit: Self.maximumShortText).map(TourAPIText.plain)
            .flatMap(Self.nonEmpty)
        record.restDate = try long(id, .restdate, limit: Self.maximumShortText).map(TourAPIText.plain)
            .flatMap(Self.nonEmpty)
        record.eventStart = try date(id, .eventstartdate)
        record.eventEnd = try date(id, .eventenddate)
        if let start = record.eventStart, let end = record.eventEnd, end < start {
            throw error(id, .eventenddate, localized("tourapi.item.event-reversed", ["end": end, "start": start]))
        }
        return record
    }

    /// Both of `mapx` (longitude) and `mapy` (latitude), or neither.
    private func coordinate(_ id: String) throws -> Coordinate? {
        let x = fields[.mapx]?.text ?? ""
        let y = fields[.mapy]?.text ?? ""
        if x.isEmpty, y.isEmpty { return nil }
        guard !x.isEmpty else { throw error(id, .mapx, localized("tourapi.item.no-mapx")) }
        guard !y.isEmpty else { throw error(id, .mapy, localized("tourapi.item.no-mapy")) }
        guard let longitude = Double(x), Coordinate.isValidLongitude(longitude) else {
            throw error(id, .mapx, localized("tourapi.item.bad-longitude", ["text": x.prefix(40)]))
        }
        guard let latitude = Double(y), Coordinate.isValidLatitude(latitude) else {
            throw error(id, .mapy, localized("tourapi.item.bad-latitude", ["text": y.prefix(40)]))
        }
        // TourAPI writes 0,0 for items it never placed; no spot in its catalog is in the Gulf of Guinea.
        guard longitude != 0 || latitude != 0 else {
            throw error(id, .mapx, localized("tourapi.item.zero-coordinate"))
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    private func barrierFree(_ id: String) throws -> BarrierFreeFacts {
        var facts = BarrierFreeFacts()
        for facility in BarrierFreeFacility.allCases {
            guard let text = try long(id, TourAPIField(facility)) else { continue }
            facts[facility] = TourAPIText.plain(text)
        }
        return facts
    }

    private func short(_ id: String, _ field: TourAPIField) throws -> String? {
        guard let text = try bounded(id, field, Self.maximumShortText).map(Self.trimmed) else { return nil }
        if let problem = TextRules.lineProblem(text, what: localized("tourapi.item.the-value"), limit: nil) {
            throw error(id, field, problem)
        }
        return text
    }

    /// Multi-line text; TourAPI's CR LF line ends become LF, and no other control character may stay.
    private func long(_ id: String, _ field: TourAPIField, limit: Int = Self.maximumOverview) throws -> String? {
        guard let raw = try bounded(id, field, limit) else { return nil }
        let text = raw.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        if let problem = TextRules.notesProblem(text, what: localized("tourapi.item.the-value"), limit: limit) {
            throw error(id, field, problem)
        }
        return text
    }

    private func bounded(_ id: String, _ field: TourAPIField, _ limit: Int) throws -> String? {
        guard let value = fields[field] else { return nil }
        guard let text = value.text else {
            if case .null = value { return nil }
            throw error(id, field, localized("tourapi.item.not-string"))
        }
        guard text.count <= limit else { throw error(id, field, localized("tourapi.item.too-long", ["limit": limit])) }
        return text
    }

    private func code<T>(_ id: String, _ field: TourAPIField, _ make: (Int) -> T?) throws -> T? {
        guard let text = try short(id, field), !text.isEmpty else { return nil }
        guard let number = Int(text), let value = make(number) else {
            throw error(
                id, field, localized("tourapi.item.unknown-code", ["text": text.prefix(40), "field": field.name]))
        }
        return value
    }

    /// `YYYYMMDDHHMMSS` in Korean time (UTC+9, no daylight saving).
    private func timestamp(_ id: String, _ field: TourAPIField) throws -> Timestamp? {
        guard let text = try short(id, field), !text.isEmpty else { return nil }
        let chars = Array(text.utf8)
        guard chars.count == 14, let date = LocalDate(compact: String(decoding: chars[0..<8], as: UTF8.self)),
            let hour = Self.number(chars[8..<10]), let minute = Self.number(chars[10..<12]),
            let second = Self.number(chars[12..<14]), hour < 24, minute < 60, second < 61
        else { throw error(id, field, localized("tourapi.item.bad-time", ["text": text.prefix(40)])) }
        let seconds = date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second - 9 * 3600
        let value = Timestamp(millisecondsSinceEpoch: seconds * 1000)
        // Korean time is 9 hours ahead, so the first hours of year 1 fall in year 0 UTC: unreadable once stored.
        guard value.isInRange else { throw error(id, field, localized("tourapi.item.year-range", ["text": text])) }
        return value
    }

    private func date(_ id: String, _ field: TourAPIField) throws -> LocalDate? {
        guard let text = try short(id, field), !text.isEmpty else { return nil }
        guard let date = LocalDate(compact: text) else {
            throw error(id, field, localized("tourapi.item.bad-date", ["text": text.prefix(40)]))
        }
        return date
    }

    private func error(_ id: String?, _ field: TourAPIField, _ reason: String) -> TourAPIError {
        TourAPIError(file: file, item: index, contentId: id, field: field.name, reason: reason)
    }

    /// The text without white space at either end. Most values have none, and Foundation's trimming
    /// copies every string through NSString, so those are returned as they are.
    private static func trimmed(_ text: String) -> String {
        let spaces = CharacterSet.whitespacesAndNewlines
        if let first = text.unicodeScalars.first, let last = text.unicodeScalars.last, !spaces.contains(first),
            !spaces.contains(last)
        {
            return text
        }
        return text.trimmingCharacters(in: spaces)
    }

    private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int64? {
        guard digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int64($1 - UInt8(ascii: "0")) }
    }
}
