import Foundation

/// What a spot offers travellers with disabilities, families with strollers and older people.
///
/// Holds only facilities with information: TourAPI's empty string means "no information", which is
/// not the same as "not available", so it is never stored.
public struct BarrierFreeFacts: Hashable, Sendable, Codable {
    /// The free text TourAPI gives per facility, never empty.
    public private(set) var texts: [BarrierFreeFacility: String]

    /// The longest text kept for one facility; TourAPI texts are a sentence or two.
    public static let maximumTextLength = 2_000

    /// Creates facts from texts, dropping empty ones and trimming white space.
    public init(_ texts: [BarrierFreeFacility: String] = [:]) {
        self.texts = [:]
        for (facility, text) in texts { self[facility] = text }
    }

    /// The text for a facility, nil when there is no information; setting "" removes it.
    public subscript(facility: BarrierFreeFacility) -> String? {
        get { texts[facility] }
        set {
            let trimmed = (newValue ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            texts[facility] = trimmed.isEmpty ? nil : String(trimmed.prefix(BarrierFreeFacts.maximumTextLength))
        }
    }

    /// True when no facility has information.
    public var isEmpty: Bool { texts.isEmpty }

    /// One bit per facility with information, for fast "has all of these" filters in the store.
    public var mask: Int64 { texts.keys.reduce(0) { $0 | $1.bit } }

    /// The facilities with information in a group, in the group's display order.
    public func entries(in group: BarrierFreeGroup) -> [(facility: BarrierFreeFacility, text: String)] {
        group.facilities.compactMap { facility in texts[facility].map { (facility, $0) } }
    }

    /// The mask that requires every facility in the list.
    public static func mask(requiring facilities: [BarrierFreeFacility]) -> Int64 {
        facilities.reduce(0) { $0 | $1.bit }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode([String: String].self)
        var texts: [BarrierFreeFacility: String] = [:]
        for (key, value) in raw {
            guard let facility = BarrierFreeFacility(rawValue: key) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "'\(key)' is not a barrier-free facility")
            }
            texts[facility] = value
        }
        self.init(texts)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        let raw = Dictionary(uniqueKeysWithValues: texts.map { ($0.key.rawValue, $0.value) })
        try container.encode(raw)
    }
}
