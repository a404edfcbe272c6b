import Foundation
import TripGeo
import TripModel
import TripStore

/// Deterministic synthetic spots shaped like TourAPI's catalog: clustered around cities, Korean titles.
enum SpotsBenchmarkData {
    /// City centres (lat, lon) that 40 % of spots cluster around, as real catalogs do.
    static let cities: [(Double, Double)] = [
        (37.5665, 126.9780), (35.1796, 129.0756), (37.4563, 126.7052), (35.8714, 128.6014),
        (36.3504, 127.3845), (35.1595, 126.8526), (33.4996, 126.5312), (37.7519, 128.8761),
    ]
    static let prefixes = [
        "서울", "부산", "제주", "강릉", "경주", "전주", "한라", "남산", "북촌", "해운대", "광안", "성산", "속초", "여수",
        "통영", "안동", "춘천", "대관령", "설악", "지리산", "순천", "담양", "공주", "부여", "인천", "수원", "가평", "양양",
    ]
    static let middles = [
        "가", "나", "다", "라", "마", "바", "사", "아", "자", "차", "카", "타", "파", "하", "송", "솔",
        "별", "달", "해", "꽃", "물", "빛", "숲", "들", "길", "돌", "산", "섬", "강", "호",
    ]
    static let suffixes = [
        "궁", "사", "공원", "시장", "박물관", "해수욕장", "폭포", "마을", "타워", "전망대", "미술관", "식당", "호텔",
        "카페", "축제", "캠핑장", "수목원", "한옥", "게스트하우스", "온천",
    ]

    /// Inserts spots numbered `first..<last` in transactions of 500,000, as an import of that many
    /// would (the bulk path for large batches), so the queries run on indexes built the way users get them.
    static func fill(_ database: Database, from first: Int, to last: Int) throws {
        var generator = SplitMix64(seed: 20_261_130)
        for _ in 0..<first { _ = generator.next(); _ = generator.next(); _ = generator.next(); _ = generator.next() }
        var start = first
        while start < last {
            let end = min(last, start + 500_000)
            let spots = try (start..<end).map { try spot($0, &generator) }
            try database.write { try $0.spots.upsert(contentsOf: spots) }
            start = end
        }
    }

    static func spot(_ number: Int, _ random: inout SplitMix64) throws -> Spot {
        let a = random.next()
        let b = random.next()
        let c = random.next()
        let d = random.next()
        var latitude: Double
        var longitude: Double
        if a % 10 < 4 {
            let city = cities[Int(a / 10 % UInt64(cities.count))]
            // Box–Muller: a normal spread with σ ≈ 10 km around the centre.
            let u = max(1e-12, SplitMix64.unit(b))
            let radius = sqrt(-2 * log(u)) * 0.09
            let angle = 2 * Double.pi * SplitMix64.unit(c)
            latitude = city.0 + radius * sin(angle)
            longitude = city.1 + radius * cos(angle) / cos(city.0 * .pi / 180)
        } else {
            latitude = 33.1 + SplitMix64.unit(b) * 5.5
            longitude = 124.6 + SplitMix64.unit(c) * 6.4
        }
        latitude = min(90, max(-90, latitude))
        longitude = min(180, max(-180, longitude))
        let title =
            prefixes[Int(d % UInt64(prefixes.count))] + middles[Int(d / 31 % UInt64(middles.count))]
            + (d / 1_000 % 3 == 0 ? middles[Int(d / 7_000 % UInt64(middles.count))] : "")
            + suffixes[Int(d / 100_000 % UInt64(suffixes.count))]
        let contentId = String(1_000_000 + number)
        guard let coordinate = Coordinate(latitude: latitude, longitude: longitude) else {
            throw SpotsBenchmark.UsageError(message: "generated an invalid coordinate for spot \(number)")
        }
        let category = SpotCategory.allCases[Int(a / 1_000 % UInt64(SpotCategory.allCases.count))]
        var facts = BarrierFreeFacts()
        if d % 5 == 0 { facts[.wheelchair] = "대여 가능" }
        if d % 7 == 0 { facts[.restroom] = "있음" }
        return Spot(
            id: SpotIdentity.uuid(source: Spot.tourAPISource, contentId: contentId), contentId: contentId,
            title: title, coordinate: coordinate,
            category: category, area: SpotArea.allCases[Int(b % UInt64(SpotArea.allCases.count))],
            modifiedAt: Timestamp(millisecondsSinceEpoch: 1_600_000_000_000 + Int64(c % 100_000_000_000)),
            barrierFree: facts, updatedAt: Timestamp(millisecondsSinceEpoch: 1_800_000_000_000))
    }
}

/// A small, fast, seedable generator so every run builds the same catalog.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// A double in [0, 1) from 53 random bits.
    static func unit(_ value: UInt64) -> Double { Double(value >> 11) / Double(1 << 53) }
}
