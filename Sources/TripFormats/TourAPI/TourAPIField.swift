import TripModel

/// The item fields the reader looks at; every other key of an item is checked for syntax and dropped.
///
/// Keys are matched by their bytes after escapes are decoded. The old reader matched them through a
/// Swift dictionary (canonical equivalence), which gives the same answer here: every name is lower-case
/// ASCII letters and digits, and no other Unicode sequence is canonically equivalent to one of those.
enum TourAPIField: Int, CaseIterable, Sendable {
    case contentid, title, addr1, addr2, mapx, mapy, contenttypeid, areacode, sigungucode, tel, homepage
    case overview, createdtime, modifiedtime, usetime, restdate, eventstartdate, eventenddate
    // The barrier-free facilities of `detailWithTour`, in ``BarrierFreeFacility`` order.
    case parking, publictransport, route, ticketoffice, promotion, wheelchair, exit, elevator, restroom
    case auditorium, room, handicapetc
    case braileblock, helpdog, guidehuman, audioguide, bigprint, brailepromotion, guidesystem, blindhandicapetc
    case signguide, videoguide, hearingroom, hearinghandicapetc
    case stroller, lactationroom, babysparechair, infantsfamilyetc

    /// The key as TourAPI writes it.
    var name: String { Self.names[rawValue] }

    /// The field of a barrier-free facility (the facility's raw value is its TourAPI key).
    init(_ facility: BarrierFreeFacility) {
        self = Self.facilityFields[facility.index]
    }

    /// The field whose key is `key`, or nil for a key the reader does not use.
    static func named(_ key: UnsafeBufferPointer<UInt8>) -> TourAPIField? {
        guard key.count < byLength.count else { return nil }
        for (bytes, field) in byLength[key.count] where bytes.elementsEqual(key) { return field }
        return nil
    }

    private static let names: [String] = allCases.map { String(describing: $0) }

    /// Candidates grouped by key length, so a key is compared with a handful of names at most.
    private static let byLength: [[([UInt8], TourAPIField)]] = {
        var table = Array(repeating: [([UInt8], TourAPIField)](), count: 32)
        for field in allCases { table[field.name.utf8.count].append((Array(field.name.utf8), field)) }
        return table
    }()

    private static let facilityFields: [TourAPIField] = BarrierFreeFacility.allCases.map { facility in
        allCases.first { $0.name == facility.rawValue } ?? .parking
    }
}

extension BarrierFreeFacility {
    /// The position in `allCases`, which ``TourAPIField`` lists in the same order.
    fileprivate var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

/// One value of an item field, as far as the reader tells values apart.
enum TourAPIValue: Sendable {
    case string(String)
    /// A JSON number or `true`/`false`, as the text the old reader got from Foundation's NSNumber.
    case number(String)
    case null
    case array
    case object

    /// The value as text: TourAPI writes every value as a string, but some mirrors write numbers.
    var text: String? {
        switch self {
        case .string(let text), .number(let text): text
        case .null, .array, .object: nil
        }
    }
}

/// The known fields of one item. One instance is reused for every item of a page, so reading an
/// item allocates nothing but its values' strings.
struct TourAPIFields {
    private var values = [TourAPIValue?](repeating: nil, count: TourAPIField.allCases.count)
    private var filled: [Int] = []

    init() {}

    /// The field's value; a repeated key keeps its last value, as the old dictionary did.
    subscript(field: TourAPIField) -> TourAPIValue? {
        get { values[field.rawValue] }
        set {
            if values[field.rawValue] == nil { filled.append(field.rawValue) }
            values[field.rawValue] = newValue
        }
    }

    /// Forgets every value, for the next item.
    mutating func removeAll() {
        for slot in filled { values[slot] = nil }
        filled.removeAll(keepingCapacity: true)
    }
}
