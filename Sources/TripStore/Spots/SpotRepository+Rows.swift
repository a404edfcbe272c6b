import Foundation
import TripGeo
import TripModel

/// Mapping between `spots` rows and ``Spot`` values.
extension SpotRepository {
    /// The columns every spot query selects, in the order ``spot(_:)`` reads them; `s` is the alias.
    static let columns = """
        s.id, s.source, s.content_id, s.title, s.address, s.latitude, s.longitude, s.category, s.area,
        s.district, s.phone, s.overview, s.homepage, s.created_at, s.modified_at, s.event_start, s.event_end,
        s.barrier_free, s.updated_at, s.use_time, s.rest_date
        """

    /// How many columns ``columns`` names: a query that selects more reads them from this index on.
    static let columnCount: Int32 = 21

    static func spot(_ row: Row) throws -> Spot {
        let id = try TripRepository.uuid(row, 0)
        guard let coordinate = Coordinate(latitude: row.double(5), longitude: row.double(6)) else {
            throw StoreError.invalid(localized("store.spot-bad-coordinate", ["id": id]))
        }
        return Spot(
            id: id, source: row.string(1), contentId: row.optionalString(2), title: row.string(3),
            address: row.string(4), coordinate: coordinate,
            category: row.optionalInt(7).flatMap(SpotCategory.init(rawValue:)),
            area: row.optionalInt(8).flatMap(SpotArea.init(rawValue:)), districtCode: row.optionalInt(9),
            phone: row.string(10), overview: row.string(11), homepage: row.string(12),
            createdAt: Timestamp(iso8601: row.string(13)), modifiedAt: Timestamp(iso8601: row.string(14)),
            eventStart: row.optionalString(15).flatMap { LocalDate($0) },
            eventEnd: row.optionalString(16).flatMap { LocalDate($0) }, useTime: row.string(19),
            restDate: row.string(20), barrierFree: try facts(row.string(17), spot: id),
            updatedAt: try TripRepository.timestamp(row, 18))
    }

    package static func values(_ spot: Spot) throws -> [SQLValue] {
        [
            .uuid(spot.id), .text(spot.source), .optional(spot.contentId), .text(spot.title), .text(spot.address),
            .real(spot.latitude), .real(spot.longitude), .optional(spot.category?.rawValue),
            .optional(spot.area?.rawValue), .optional(spot.districtCode), .text(spot.phone), .text(spot.overview),
            .text(spot.homepage), .text(spot.createdAt?.description ?? ""), .text(spot.modifiedAt?.description ?? ""),
            .optional(spot.eventStart), .optional(spot.eventEnd), .integer(spot.barrierFree.mask),
            .text(try factsJSON(spot.barrierFree)), .timestamp(spot.updatedAt), .text(spot.useTime),
            .text(spot.restDate),
        ]
    }

    private static func factsJSON(_ facts: BarrierFreeFacts) throws -> String {
        if facts.isEmpty { return "{}" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(facts), as: UTF8.self)
    }

    private static func facts(_ json: String, spot: UUID) throws -> BarrierFreeFacts {
        if json == "{}" { return BarrierFreeFacts() }
        do {
            return try JSONDecoder().decode(BarrierFreeFacts.self, from: Data(json.utf8))
        } catch {
            throw StoreError.invalid(localized("store.spot-bad-barrier-free", ["id": spot]))
        }
    }
}
