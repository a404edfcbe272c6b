import Foundation
import TripGeo

extension Spot {
    enum CodingKeys: String, CodingKey {
        case id, source, contentId, title, address, latitude, longitude, category, area, districtCode, phone
        case overview, homepage, createdAt, modifiedAt, eventStart, eventEnd, useTime, restDate, barrierFree, updatedAt
    }

    /// Decodes a spot and refuses one that must never exist (no title, coordinate out of range).
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let latitude = try c.decode(Double.self, forKey: .latitude)
        let longitude = try c.decode(Double.self, forKey: .longitude)
        guard let coordinate = Coordinate(latitude: latitude, longitude: longitude) else {
            throw DecodingError.dataCorruptedError(
                forKey: .latitude, in: c,
                debugDescription: localized("spot.coordinate-range", ["latitude": latitude, "longitude": longitude]))
        }
        let title = try c.decode(String.self, forKey: .title)
        guard !title.isBlank else {
            throw DecodingError.dataCorruptedError(
                forKey: .title, in: c, debugDescription: localized("spot.needs-title"))
        }
        try self.init(
            id: c.decode(UUID.self, forKey: .id),
            source: try c.decodeIfPresent(String.self, forKey: .source) ?? Spot.tourAPISource,
            contentId: try c.decodeIfPresent(String.self, forKey: .contentId), title: title,
            address: try c.decodeIfPresent(String.self, forKey: .address) ?? "", coordinate: coordinate,
            category: try c.decodeIfPresent(SpotCategory.self, forKey: .category),
            area: try c.decodeIfPresent(SpotArea.self, forKey: .area),
            districtCode: try c.decodeIfPresent(Int.self, forKey: .districtCode),
            phone: try c.decodeIfPresent(String.self, forKey: .phone) ?? "",
            overview: try c.decodeIfPresent(String.self, forKey: .overview) ?? "",
            homepage: try c.decodeIfPresent(String.self, forKey: .homepage) ?? "",
            createdAt: try c.decodeIfPresent(Timestamp.self, forKey: .createdAt),
            modifiedAt: try c.decodeIfPresent(Timestamp.self, forKey: .modifiedAt),
            eventStart: try c.decodeIfPresent(LocalDate.self, forKey: .eventStart),
            eventEnd: try c.decodeIfPresent(LocalDate.self, forKey: .eventEnd),
            // Added after backup version 1 was first written: older spots have neither key.
            useTime: try c.decodeIfPresent(String.self, forKey: .useTime) ?? "",
            restDate: try c.decodeIfPresent(String.self, forKey: .restDate) ?? "",
            barrierFree: try c.decodeIfPresent(BarrierFreeFacts.self, forKey: .barrierFree) ?? BarrierFreeFacts(),
            updatedAt: try c.decode(Timestamp.self, forKey: .updatedAt))
        if let (field, problem) = SpotRules.problem(self) {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath + [NameKey(stringValue: field)], debugDescription: problem))
        }
    }

    /// Encodes every key, nulls included, so the JSON shape is stable (the TourAPI hours, added later,
    /// only when known).
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id.lowercasedString, forKey: .id)
        try c.encode(source, forKey: .source)
        try c.encode(contentId, forKey: .contentId)
        try c.encode(title, forKey: .title)
        try c.encode(address, forKey: .address)
        try c.encode(latitude, forKey: .latitude)
        try c.encode(longitude, forKey: .longitude)
        try c.encode(category, forKey: .category)
        try c.encode(area, forKey: .area)
        try c.encode(districtCode, forKey: .districtCode)
        try c.encode(phone, forKey: .phone)
        try c.encode(overview, forKey: .overview)
        try c.encode(homepage, forKey: .homepage)
        try c.encode(createdAt, forKey: .createdAt)
        try c.encode(modifiedAt, forKey: .modifiedAt)
        try c.encode(eventStart, forKey: .eventStart)
        try c.encode(eventEnd, forKey: .eventEnd)
        // Written only when known, so a spot without them is written exactly as backup version 1 wrote it.
        if !useTime.isEmpty { try c.encode(useTime, forKey: .useTime) }
        if !restDate.isEmpty { try c.encode(restDate, forKey: .restDate) }
        try c.encode(barrierFree, forKey: .barrierFree)
        try c.encode(updatedAt, forKey: .updatedAt)
    }
}
