import Foundation

/// The kind of a catalog spot: TourAPI's `contenttypeid` (KorService1 and KorService2 share the codes).
public enum SpotCategory: Int, CaseIterable, Codable, Sendable, SpotLabelled {
    case attraction = 12
    case culture = 14
    case festival = 15
    case course = 25
    case leisure = 28
    case lodging = 32
    case shopping = 38
    case restaurant = 39

    /// The short English name users type (`--type lodging`).
    public var name: String {
        switch self {
        case .attraction: "attraction"
        case .culture: "culture"
        case .festival: "festival"
        case .course: "course"
        case .leisure: "leisure"
        case .lodging: "lodging"
        case .shopping: "shopping"
        case .restaurant: "restaurant"
        }
    }

    public var koreanLabel: String {
        switch self {
        case .attraction: "관광지"
        case .culture: "문화시설"
        case .festival: "축제공연행사"
        case .course: "여행코스"
        case .leisure: "레포츠"
        case .lodging: "숙박"
        case .shopping: "쇼핑"
        case .restaurant: "음식점"
        }
    }

    public var englishLabel: String {
        switch self {
        case .attraction: "Attraction"
        case .culture: "Cultural facility"
        case .festival: "Festival / event"
        case .course: "Travel course"
        case .leisure: "Leisure sports"
        case .lodging: "Lodging"
        case .shopping: "Shopping"
        case .restaurant: "Restaurant"
        }
    }

    /// Resolves what a user typed: a code (`32`), a name (`lodging`) or a Korean label (`숙박`).
    /// - Returns: nil when nothing matches.
    public static func parse(_ text: String) -> SpotCategory? {
        let key = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let code = Int(key) { return SpotCategory(rawValue: code) }
        return allCases.first { $0.name == key || $0.koreanLabel == key }
    }
}
