/// One barrier-free facility TourAPI's `detailWithTour` reports on; the raw value is TourAPI's field name.
public enum BarrierFreeFacility: String, CaseIterable, Codable, Sendable, SpotLabelled {
    // Physical disabilities.
    case parking, publictransport, route, ticketoffice, promotion, wheelchair, exit, elevator, restroom
    case auditorium, room, handicapetc
    // Visual impairments. TourAPI spells braille "braile".
    case braileblock, helpdog, guidehuman, audioguide, bigprint, brailepromotion, guidesystem, blindhandicapetc
    // Hearing impairments.
    case signguide, videoguide, hearingroom, hearinghandicapetc
    // Families with infants.
    case stroller, lactationroom, babysparechair, infantsfamilyetc

    /// The bit this facility occupies in a ``BarrierFreeFacts/mask``; stable, as masks are stored.
    public var bit: Int64 { Int64(1) << Int64(BarrierFreeFacility.allCases.firstIndex(of: self) ?? 0) }

    /// Resolves a user's word: the TourAPI field name or a friendlier alias (`braille-block`, `guide-dog`).
    public static func parse(_ text: String) -> BarrierFreeFacility? {
        let key = text.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
        if let facility = BarrierFreeFacility(rawValue: key) { return facility }
        let aliases: [String: BarrierFreeFacility] = [
            "brailleblock": .braileblock, "guidedog": .helpdog, "braillepromotion": .brailepromotion,
            "signlanguage": .signguide, "transit": .publictransport, "toilet": .restroom,
            "nursingroom": .lactationroom, "babychair": .babysparechair,
        ]
        return aliases[key]
    }

    public var englishLabel: String {
        switch self {
        case .parking: "Accessible parking"
        case .publictransport: "Public transport"
        case .route: "Accessible route"
        case .ticketoffice: "Ticket office"
        case .promotion: "Information desk"
        case .wheelchair: "Wheelchair"
        case .exit: "Entrance"
        case .elevator: "Elevator"
        case .restroom: "Accessible restroom"
        case .auditorium: "Auditorium seating"
        case .room: "Accessible room"
        case .handicapetc: "Other (physical)"
        case .braileblock: "Braille blocks"
        case .helpdog: "Guide dogs"
        case .guidehuman: "Human guide"
        case .audioguide: "Audio guide"
        case .bigprint: "Large print"
        case .brailepromotion: "Braille information"
        case .guidesystem: "Guidance system"
        case .blindhandicapetc: "Other (visual)"
        case .signguide: "Sign-language guide"
        case .videoguide: "Captioned video guide"
        case .hearingroom: "Hearing-assist room"
        case .hearinghandicapetc: "Other (hearing)"
        case .stroller: "Stroller"
        case .lactationroom: "Nursing room"
        case .babysparechair: "Baby chair"
        case .infantsfamilyetc: "Other (families)"
        }
    }

    public var koreanLabel: String {
        switch self {
        case .parking: "주차"
        case .publictransport: "대중교통"
        case .route: "접근로"
        case .ticketoffice: "매표소"
        case .promotion: "홍보물"
        case .wheelchair: "휠체어"
        case .exit: "출입통로"
        case .elevator: "엘리베이터"
        case .restroom: "화장실"
        case .auditorium: "관람석"
        case .room: "객실"
        case .handicapetc: "지체장애 기타"
        case .braileblock: "점자블록"
        case .helpdog: "보조견 동반"
        case .guidehuman: "안내요원"
        case .audioguide: "오디오가이드"
        case .bigprint: "큰활자 홍보물"
        case .brailepromotion: "점자 홍보물"
        case .guidesystem: "유도안내설비"
        case .blindhandicapetc: "시각장애 기타"
        case .signguide: "수화안내"
        case .videoguide: "자막 비디오가이드"
        case .hearingroom: "객실(청각)"
        case .hearinghandicapetc: "청각장애 기타"
        case .stroller: "유아차"
        case .lactationroom: "수유실"
        case .babysparechair: "유아용 보조의자"
        case .infantsfamilyetc: "영유아가족 기타"
        }
    }
}

/// The traveller groups the barrier-free apps sorted facilities into.
public enum BarrierFreeGroup: String, CaseIterable, Codable, Sendable, SpotLabelled {
    case physical, visual, hearing, infants, olderPeople

    /// The facilities shown under this group, in display order.
    ///
    /// TourAPI has no fields of its own for older people; the apps showed them the facts about
    /// getting there and moving around (parking, transit, route, lifts, restrooms, wheelchairs),
    /// so those appear under both `physical` and `olderPeople`.
    public var facilities: [BarrierFreeFacility] {
        switch self {
        case .physical:
            [
                .parking, .publictransport, .route, .ticketoffice, .promotion, .wheelchair, .exit, .elevator,
                .restroom, .auditorium, .room, .handicapetc,
            ]
        case .visual:
            [
                .braileblock, .helpdog, .guidehuman, .audioguide, .bigprint, .brailepromotion, .guidesystem,
                .blindhandicapetc,
            ]
        case .hearing: [.signguide, .videoguide, .hearingroom, .hearinghandicapetc]
        case .infants: [.stroller, .lactationroom, .babysparechair, .infantsfamilyetc]
        case .olderPeople: [.parking, .publictransport, .route, .elevator, .restroom, .wheelchair]
        }
    }

    public var koreanLabel: String {
        switch self {
        case .physical: "지체장애"
        case .visual: "시각장애"
        case .hearing: "청각장애"
        case .infants: "영유아가족"
        case .olderPeople: "고령자"
        }
    }

    public var englishLabel: String {
        switch self {
        case .physical: "Physical disabilities"
        case .visual: "Visual impairments"
        case .hearing: "Hearing impairments"
        case .infants: "Families with infants"
        case .olderPeople: "Older people"
        }
    }
}
