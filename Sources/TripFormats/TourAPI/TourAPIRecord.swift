public import TripGeo
public import TripModel

/// What one TourAPI item says about a spot. Fields the item did not carry stay nil, so a
/// `detailCommon` item adds its overview without erasing what an area list gave, and the other way round.
public struct TourAPISpotRecord: Hashable, Sendable {
    public var contentId: String
    public var title: String?
    public var address: String?
    /// Nil only for a `detailCommon` item asked for without map info; it then needs a known spot.
    public var coordinate: Coordinate?
    public var category: SpotCategory?
    public var area: SpotArea?
    public var districtCode: Int?
    public var phone: String?
    public var overview: String?
    public var homepage: String?
    public var createdAt: Timestamp?
    public var modifiedAt: Timestamp?
    public var eventStart: LocalDate?
    public var eventEnd: LocalDate?
    /// `usetime` and `restdate` of a `detailIntro` item, as plain text.
    public var useTime: String?
    public var restDate: String?

    public init(contentId: String) {
        self.contentId = contentId
    }
}

/// One item of a TourAPI response.
public enum TourAPIRecord: Hashable, Sendable {
    /// A list, festival, `detailCommon` or `detailIntro` item.
    case spot(TourAPISpotRecord)
    /// A `detailWithTour` item: the barrier-free facts of one spot.
    case barrierFree(contentId: String, facts: BarrierFreeFacts)

    /// The TourAPI `contentid` the record is about.
    public var contentId: String {
        switch self {
        case .spot(let record): record.contentId
        case .barrierFree(let contentId, _): contentId
        }
    }
}

/// A whole TourAPI response file, read and validated.
public struct TourAPIDocument: Hashable, Sendable {
    /// The name the document was read under (a file name), for messages.
    public var source: String
    /// The items, in file order.
    public var records: [TourAPIRecord]
    /// `totalCount` from the response body, when given: more may exist on other pages.
    public var totalCount: Int?
    /// Items left out because they were invalid, when the file was read with `skipInvalid`.
    public var skipped: [TourAPIError]
    /// The 1-based item position of each record in the file; differs from the record's index once an
    /// item before it was skipped.
    private var itemNumbers: [Int]?

    public init(
        source: String, records: [TourAPIRecord], totalCount: Int? = nil, skipped: [TourAPIError] = [],
        itemNumbers: [Int]? = nil
    ) {
        self.source = source
        self.records = records
        self.totalCount = totalCount
        self.skipped = skipped
        self.itemNumbers = itemNumbers
    }

    /// The item position in the file of `records[index]`, for messages.
    public func itemNumber(ofRecord index: Int) -> Int {
        guard let itemNumbers, itemNumbers.indices.contains(index) else { return index + 1 }
        return itemNumbers[index]
    }
}
