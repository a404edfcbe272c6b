public import Foundation
public import TripGeo

/// A place from a catalog: a TourAPI content item, or one made by hand.
///
/// Named on the command line by its `id` (UUID) or, for TourAPI spots, by its `contentId`.
public struct Spot: Codable, Hashable, Identifiable, Sendable {
    public var id: UUID
    /// Where the spot came from: ``Spot/tourAPISource`` or another catalog's name.
    public var source: String
    /// TourAPI's `contentid` (digits), unique within the catalog; nil for hand-made spots.
    public var contentId: String?
    public var title: String
    public var address: String
    public var latitude: Double
    public var longitude: Double
    public var category: SpotCategory?
    public var area: SpotArea?
    /// TourAPI's `sigungucode` (district within the area), kept as given.
    public var districtCode: Int?
    public var phone: String
    /// Plain text; HTML from TourAPI is reduced to text on import.
    public var overview: String
    public var homepage: String
    /// TourAPI's `createdtime`, taken as Korean time.
    public var createdAt: Timestamp?
    /// TourAPI's `modifiedtime`, taken as Korean time.
    public var modifiedAt: Timestamp?
    public var eventStart: LocalDate?
    public var eventEnd: LocalDate?
    /// TourAPI's `usetime` as plain text (when the place is open, in free Korean text); "" when unknown.
    /// `trip stop add --spot` reads it into a stop's opening hours where it can (`TourAPIHours`).
    public var useTime: String
    /// TourAPI's `restdate` as plain text (the days it is closed); "" when unknown.
    public var restDate: String
    public var barrierFree: BarrierFreeFacts
    /// When this row last changed on this machine; merges compare it.
    public var updatedAt: Timestamp

    /// The `source` of spots imported from TourAPI.
    public static let tourAPISource = "tourapi"

    /// Creates a spot; the coordinate is validated by its own type.
    public init(
        id: UUID, source: String = Spot.tourAPISource, contentId: String?, title: String, address: String = "",
        coordinate: Coordinate, category: SpotCategory? = nil, area: SpotArea? = nil, districtCode: Int? = nil,
        phone: String = "", overview: String = "", homepage: String = "", createdAt: Timestamp? = nil,
        modifiedAt: Timestamp? = nil, eventStart: LocalDate? = nil, eventEnd: LocalDate? = nil,
        useTime: String = "", restDate: String = "", barrierFree: BarrierFreeFacts = BarrierFreeFacts(),
        updatedAt: Timestamp
    ) {
        self.id = id
        self.source = source
        self.contentId = contentId
        self.title = title
        self.address = address
        self.latitude = coordinate.latitude
        self.longitude = coordinate.longitude
        self.category = category
        self.area = area
        self.districtCode = districtCode
        self.phone = phone
        self.overview = overview
        self.homepage = homepage
        self.createdAt = createdAt
        self.modifiedAt = modifiedAt
        self.eventStart = eventStart
        self.eventEnd = eventEnd
        self.useTime = useTime
        self.restDate = restDate
        self.barrierFree = barrierFree
        self.updatedAt = updatedAt
    }

    /// The spot's coordinate; nil only for a value that bypassed validation.
    public var coordinate: Coordinate? {
        Coordinate(latitude: latitude, longitude: longitude)
    }

    /// True when the spot has event dates and they overlap `first…last` (both inclusive).
    public func overlaps(from first: LocalDate, to last: LocalDate) -> Bool {
        guard let start = eventStart ?? eventEnd, let end = eventEnd ?? eventStart else { return false }
        return start <= last && end >= first
    }

    /// The catalog content of two spots is the same, ignoring `id` and `updatedAt`.
    ///
    /// Import uses it so that importing the same file twice changes nothing, not even `updatedAt`.
    public func hasSameContent(as other: Spot) -> Bool {
        var copy = other
        copy.id = id
        copy.updatedAt = updatedAt
        return copy == self
    }
}
