import Foundation

/// A province or metropolitan city: TourAPI's `areacode`.
public enum SpotArea: Int, CaseIterable, Codable, Sendable, SpotLabelled {
    case seoul = 1
    case incheon = 2
    case daejeon = 3
    case daegu = 4
    case gwangju = 5
    case busan = 6
    case ulsan = 7
    case sejong = 8
    case gyeonggi = 31
    case gangwon = 32
    case chungbuk = 33
    case chungnam = 34
    case gyeongbuk = 35
    case gyeongnam = 36
    case jeonbuk = 37
    case jeonnam = 38
    case jeju = 39

    /// The short English name users type (`--area busan`).
    public var name: String { String(describing: self) }

    public var englishLabel: String {
        switch self {
        case .gyeonggi: "Gyeonggi-do"
        case .gangwon: "Gangwon"
        case .chungbuk: "Chungcheongbuk-do"
        case .chungnam: "Chungcheongnam-do"
        case .gyeongbuk: "Gyeongsangbuk-do"
        case .gyeongnam: "Gyeongsangnam-do"
        case .jeonbuk: "Jeonbuk"
        case .jeonnam: "Jeollanam-do"
        case .jeju: "Jeju"
        default: name.prefix(1).uppercased() + name.dropFirst()
        }
    }

    public var koreanLabel: String {
        switch self {
        case .seoul: "서울"
        case .incheon: "인천"
        case .daejeon: "대전"
        case .daegu: "대구"
        case .gwangju: "광주"
        case .busan: "부산"
        case .ulsan: "울산"
        case .sejong: "세종"
        case .gyeonggi: "경기"
        case .gangwon: "강원"
        case .chungbuk: "충북"
        case .chungnam: "충남"
        case .gyeongbuk: "경북"
        case .gyeongnam: "경남"
        case .jeonbuk: "전북"
        case .jeonnam: "전남"
        case .jeju: "제주"
        }
    }

    /// Resolves what a user typed: a code (`39`), a name (`jeju`) or a Korean label (`제주`).
    /// - Returns: nil when nothing matches.
    public static func parse(_ text: String) -> SpotArea? {
        let key = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let code = Int(key) { return SpotArea(rawValue: code) }
        return allCases.first { $0.name == key || $0.koreanLabel == key }
    }
}
