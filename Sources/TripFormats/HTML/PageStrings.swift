import TripModel

/// Every word a page prints, in one language. Names, addresses and notes come from the user and are
/// never translated.
struct PageStrings: Sendable {
    let language: Language

    var korean: Bool { language == .korean }

    var map: String { korean ? "지도" : "Map" }
    var companions: String { korean ? "동행" : "Companions" }
    var notes: String { korean ? "메모" : "Notes" }
    var itinerary: String { korean ? "일정" : "Itinerary" }
    var noStops: String { korean ? "아직 장소가 없습니다" : "No stops yet" }
    var number: String { "#" }
    var stop: String { korean ? "장소" : "Stop" }
    var fromPrevious: String { korean ? "이전 장소에서" : "From previous" }
    var dayTotal: String { korean ? "하루 합계" : "Day total" }
    var expenses: String { korean ? "경비" : "Expenses" }
    var description: String { korean ? "내용" : "Description" }
    var paidBy: String { korean ? "낸 사람" : "Paid by" }
    var amount: String { korean ? "금액" : "Amount" }
    var sharedBy: String { korean ? "나눈 사람" : "Shared by" }
    var whoOwesWhom: String { korean ? "정산" : "Who owes whom" }
    var name: String { korean ? "이름" : "Name" }
    var paid: String { korean ? "낸 돈" : "Paid" }
    var share: String { korean ? "부담" : "Share" }
    var balance: String { korean ? "차액" : "Balance" }
    var settled: String { korean ? "모두 정산되었습니다." : "Everyone is settled." }
    var notLabelled: String { korean ? "지도에 이름을 싣지 못한 장소" : "Stops shown by number only" }
    var distanceNote: String {
        korean
            ? "거리는 장소 사이의 직선(WGS84 측지선) 거리이며 실제 이동 거리는 더 깁니다."
            : "Distances are straight lines between stops (WGS84 geodesic); roads are longer."
    }

    var taxi: String { korean ? "택시 약" : "taxi ≈" }

    func taxiTotal(_ total: String, each: String) -> String {
        korean ? "택시 약 \(total) · 1인당 \(each)" : "Taxi ≈ \(total) · \(each) each"
    }

    func fareNote(model: String, detour: Double, people: Int) -> String {
        let factor = CoordinateText.decimal(detour, digits: 2)
        return korean
            ? "택시 요금은 추정치입니다: \(model), 도로 거리 = 직선 거리 × \(factor), 주간 요금, 구간마다 따로 타고 \(people)명이 나눕니다."
            : "Taxi fares are estimates: \(model), road = straight line × \(factor), daytime tariff, "
                + "each leg a separate ride shared by \(people)."
    }

    /// The user, whom the costs commands store as `me`.
    func person(_ name: String) -> String {
        name == Participants.me ? (korean ? "나" : "me") : name
    }

    func day(_ number: Int) -> String { korean ? "\(number)일차" : "Day \(number)" }

    func stops(_ count: Int) -> String {
        korean ? "장소 \(count)곳" : (count == 1 ? "1 stop" : "\(count) stops")
    }

    func pays(_ from: String, _ to: String) -> String {
        korean ? "\(person(from)) → \(person(to))" : "\(person(from)) pays \(person(to))"
    }

    /// `2026-12-10 (Thu)` or `2026-12-10 (목)`.
    func date(_ date: LocalDate) -> String {
        // 1970-01-01 was a Thursday.
        let english = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
        let hangul = ["목", "금", "토", "일", "월", "화", "수"]
        let index = Int((date.daysSinceEpoch % 7 + 7) % 7)
        return "\(date) (\(korean ? hangul[index] : english[index]))"
    }

    func dates(_ start: LocalDate, _ end: LocalDate?) -> String {
        guard let end, end != start else { return date(start) }
        return date(start) + " – " + date(end)
    }
}
