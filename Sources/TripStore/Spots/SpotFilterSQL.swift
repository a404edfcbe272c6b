import Foundation
import TripGeo
import TripModel

/// The WHERE clause of a spot query, built from fixed SQL fragments with every value bound.
struct SpotFilterSQL {
    private(set) var conditions: [String] = []
    private(set) var values: [SQLValue] = []

    /// The longest keyword accepted, and the most words in it.
    static let maximumKeywordLength = 200
    static let maximumWords = 8

    /// Adds a condition whose `?` placeholders are numbered in order of the values given.
    mutating func add(_ fragment: String, _ newValues: [SQLValue] = []) {
        var text = ""
        var next = values.count
        for character in fragment {
            if character == "?" {
                next += 1
                text += "?\(next)"
            } else {
                text.append(character)
            }
        }
        conditions.append(text)
        values += newValues
    }

    var whereClause: String { conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ") }

    /// How the keyword's full-text matches join the spots.
    enum MatchPlan {
        /// Look up each matching row, then sort: best when few rows match.
        case lookUpMatches
        /// Walk the sort order's index and keep rows in the match set: best when many rows match, as a
        /// page fills after a few thousand rows instead of sorting every match.
        case walkSortOrder
    }

    /// The full-text index that answers a keyword, and the FTS5 query for it; nil when none can.
    ///
    /// Words of three or more characters go to the trigram index (each an FTS5 string literal, quotes
    /// doubled, so user text is never FTS syntax). A keyword made only of shorter words goes to the
    /// one- and two-character index (``SpotTitleGrams``).
    static func indexedMatch(_ keyword: String) -> (table: String, expression: String)? {
        let words = keyword.split(whereSeparator: \.isWhitespace).map(String.init)
        let long = words.filter { $0.count >= 3 }
        if !long.isEmpty {
            let literals = long.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
            return ("spots_fts", literals.joined(separator: " "))
        }
        return SpotTitleGrams.matchExpression(words).map { ("spots_grams", $0) }
    }

    /// Filters for everything in `query` except pagination and the radius.
    init(_ query: SpotQuery, plan: MatchPlan = .lookUpMatches) throws {
        try addKeyword(query.keyword, plan: plan)
        if let category = query.category { add("s.category = ?", [.int(category.rawValue)]) }
        if let area = query.area { add("s.area = ?", [.int(area.rawValue)]) }
        if !query.accessible.isEmpty {
            let mask = BarrierFreeFacts.mask(requiring: query.accessible)
            add("s.facility_mask & ? = ?", [.integer(mask), .integer(mask)])
        }
    }

    /// The keyword narrows the rows through a full-text index (``indexedMatch(_:)``); every word shorter
    /// than three characters is then also checked with a LIKE on the title, which makes the match exact.
    private mutating func addKeyword(_ keyword: String, plan: MatchPlan) throws {
        guard keyword.count <= Self.maximumKeywordLength else {
            throw StoreError.invalid(localized("store.keyword-too-long", ["maximum": Self.maximumKeywordLength]))
        }
        let words = keyword.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count <= Self.maximumWords else {
            throw StoreError.invalid(localized("store.keyword-too-many-words", ["maximum": Self.maximumWords]))
        }
        if let match = Self.indexedMatch(keyword) {
            // The unary + keeps SQLite from driving the query by rowid, so it walks the sort index instead.
            let rowid = plan == .walkSortOrder ? "+s.rowid" : "s.rowid"
            add(
                "\(rowid) IN (SELECT rowid FROM \(match.table) WHERE \(match.table) MATCH ?)", [.text(match.expression)]
            )
        }
        for word in words where word.count < 3 {
            add("s.title LIKE ? ESCAPE '\\'", [.text("%" + Self.escapeLike(word) + "%")])
        }
    }

    static func escapeLike(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// Restricts to the R*Tree box around `origin` that contains every point within `radius` metres.
    mutating func addBox(around origin: Coordinate, radius: Double) {
        let box = SpotBoundingBox(around: origin, radius: radius)
        add(
            "s.rowid IN (SELECT id FROM spots_rtree WHERE max_lat >= ? AND min_lat <= ? AND max_lon >= ? AND min_lon <= ?)",
            [.real(box.minLatitude), .real(box.maxLatitude), .real(box.minLongitude), .real(box.maxLongitude)])
    }
}

/// A latitude/longitude box that contains a whole circle, padded for the R*Tree's 32-bit floats.
struct SpotBoundingBox {
    var minLatitude: Double
    var maxLatitude: Double
    var minLongitude: Double
    var maxLongitude: Double

    init(around origin: Coordinate, radius: Double) {
        let metresPerDegree = GreatCircle.meanEarthRadius * .pi / 180
        // 1 % and a metre of slack cover the sphere-vs-ellipsoid difference and float rounding.
        let deltaLatitude = (radius * 1.01 + 1) / metresPerDegree
        minLatitude = max(-90, origin.latitude - deltaLatitude)
        maxLatitude = min(90, origin.latitude + deltaLatitude)
        let widest = max(abs(minLatitude), abs(maxLatitude))
        let cosine = cos(widest * .pi / 180)
        let deltaLongitude = cosine > 1e-6 ? deltaLatitude / cosine : 360
        if deltaLongitude >= 180 || origin.longitude - deltaLongitude < -180 || origin.longitude + deltaLongitude > 180
        {
            // Near a pole or across the antimeridian: every longitude (correct, only slower).
            minLongitude = -180
            maxLongitude = 180
        } else {
            minLongitude = origin.longitude - deltaLongitude
            maxLongitude = origin.longitude + deltaLongitude
        }
    }
}
