import TripModel

extension CLIWords.KoreanHelp {
    /// Korean help of the costs commands, keyed by the English declared with them.
    static let costs: [String: String] = [
        // trip expense
        "Add, list and remove a trip's expenses; see 'trip settle' for who owes whom.":
            "여행의 지출을 추가하고, 나열하고, 삭제합니다. 누가 누구에게 줄지는 'trip settle'을 보세요.",
        """
        People are the trip's companions plus you, written 'me' (any case). Amounts are exact in the
        currency's minor unit (KRW and JPY whole, USD cents, BHD thousandths); currencies are never
        converted. Remainders of a split go one minor unit each to the largest fractional parts,
        ties by name order.
        """: """
        사람은 여행의 동행과 'me'(대소문자 무관)로 쓰는 나입니다. 금액은 통화의 최소 단위까지 정확합니다
        (KRW와 JPY는 정수, USD는 센트, BHD는 1/1000). 통화는 환산하지 않습니다. 나누고 남은 금액은 소수
        부분이 큰 사람부터 최소 단위 하나씩 받으며, 같으면 이름 순서를 따릅니다.
        """,
        "Record an expense: how much, what for, who paid, and who shares it.":
            "지출을 기록합니다: 얼마를, 무엇에, 누가 냈고, 누가 나누는지.",
        """
        Without --split or --shares everyone on the trip shares equally. AMOUNT may group
        thousands with commas (12,000) and use a decimal point up to the currency's minor unit (12.50 USD).
        A name that holds ',' or '=' takes a backslash before it: --split 'Kim\\, Jimin,me'.
        """: """
        --split이나 --shares가 없으면 여행의 모든 사람이 똑같이 나눕니다. AMOUNT는 천 단위를 쉼표로
        묶을 수 있고(12,000), 통화의 최소 단위까지 소수점을 쓸 수 있습니다(12.50 USD).
        ','나 '='가 든 이름은 그 앞에 역슬래시를 붙입니다: --split 'Kim\\, Jimin,me'.
        """,
        "The amount, like 12000, 12,000 or 12.50": "금액, 예: 12000, 12,000 또는 12.50",
        "ISO 4217 currency code (default: KRW)": "ISO 4217 통화 코드 (기본값: KRW)",
        "What it was for (required)": "무엇에 썼는지 (필수)",
        "Who paid: a companion or 'me' (required)": "낸 사람: 동행 또는 'me' (필수)",
        "Share equally among these people only": "이 사람들끼리만 똑같이 나눕니다",
        "Share by whole-number weights": "정수 가중치로 나눕니다",
        "List a trip's expenses with each person's part.": "여행의 지출을 사람마다의 몫과 함께 나열합니다.",
        "Remove an expense by its id or an id prefix (see 'trip expense list').":
            "지출을 id나 id 앞부분으로 삭제합니다 ('trip expense list' 참고).",
        "The expense's id or id prefix": "지출의 id 또는 id 앞부분",
        // trip settle
        "Show each person's balance and the fewest transfers that settle the trip.":
            "사람마다의 잔액과 여행을 정산하는 가장 적은 송금을 보여 줍니다.",
        """
        Each currency is settled on its own; nothing is converted. The fewest transfers are found
        exactly for up to \(Settlement.exactLimit) people with a balance (the general problem is NP-hard);
        beyond that the largest debtor pays the largest creditor in turn, at most n-1 transfers.
        """: """
        통화마다 따로 정산하며 환산하지 않습니다. 잔액이 있는 사람이 \(Settlement.exactLimit)명까지면
        가장 적은 송금을 정확히 찾습니다(일반적인 문제는 NP-난해입니다). 그보다 많으면 가장 많이 빚진
        사람이 가장 많이 받을 사람에게 차례로 주며, 송금은 많아야 n-1번입니다.
        """,
        // trip fare
        "Estimate taxi fares for a leg, a day or the whole route, and each person's share.":
            "한 구간, 하루 또는 전체 경로의 택시 요금과 사람마다의 몫을 추정합니다.",
        """
        Each leg is priced as its own ride. Road distance is the straight-line distance times the
        detour factor. Distance steps count only when complete (Seoul mid-size: 100 KRW per full 131 m
        after 1.6 km). A night surcharge multiplies the whole fare, chosen by the departure time, and the
        result rounds to the model's unit (nearest 100 KRW in Seoul); shares round up to that unit.
        Charges for slow traffic are not included. Without --at, a trip with times (see 'trip schedule')
        prices each leg at its scheduled departure, so the night surcharge applies leg by leg; a trip
        without times is priced at the day rate.
        Without --taxi or --model the tariff is that of the city holding most of the priced legs' stops
        (Seoul, Incheon, Daejeon, Daegu, Gwangju, Busan or Jeju), placed by the spot's TourAPI area or else
        by coordinates; with none of them it is Seoul's. A note on standard error says which was used.
        """: """
        구간마다 따로 탄 것으로 요금을 매깁니다. 도로 거리는 직선거리에 우회 배율을 곱한 값입니다. 거리
        요금은 구간을 다 채웠을 때만 붙습니다(서울 중형: 1.6 km 이후 131 m마다 100 KRW). 심야 할증은
        출발 시각에 따라 요금 전체에 곱하고, 결과는 요금 모델의 단위로 반올림합니다(서울은 100 KRW 단위).
        몫은 그 단위로 올립니다. 저속 주행 요금은 넣지 않습니다. --at이 없으면 시각이 있는 여행('trip
        schedule' 참고)은 구간마다 예정된 출발 시각으로 계산하므로 심야 할증이 구간마다 따로 붙고, 시각이
        없는 여행은 주간 요금으로 계산합니다.
        --taxi나 --model이 없으면 요금을 계산한 구간의 장소가 가장 많이 있는 도시(서울, 인천, 대전, 대구, 광주,
        부산, 제주)의 요금표를 씁니다. 도시는 스폿의 TourAPI 지역으로, 없으면 좌표로 정하며, 어느 도시에도
        없으면 서울 요금표입니다. 어느 요금표를 썼는지는 표준 오류의 참고에 나옵니다.
        """,
        "Only leg N, from stop N to stop N+1": "N번째 구간만, 장소 N에서 장소 N+1까지",
        "Only the legs between stops of day D": "D일차 장소 사이의 구간만",
        "One departure time for every leg (default: each leg's scheduled time, else daytime)":
            "모든 구간에 쓸 한 출발 시각 (기본값: 구간마다 예정된 시각, 없으면 주간)",
        "Built-in tariff: mid or seoul, deluxe or seoul-deluxe, busan, daegu, incheon, gwangju, daejeon, jeju "
            + "(default: the stops' city)":
            "내장 요금표: mid 또는 seoul, deluxe 또는 seoul-deluxe, busan, daegu, incheon, gwangju, daejeon, jeju "
            + "(기본값: 장소들의 도시)",
        "A fare model JSON file instead (see Samples/fares)": "대신 쓸 요금 모델 JSON 파일 (Samples/fares 참고)",
        "How many share each ride (default: companions + you)": "한 번 탈 때 나누는 사람 수 (기본값: 동행 + 나)",
        "Road distance over straight distance, 1 to 5 (default: 1.3)": "직선거리에 대한 도로 거리의 배율, 1부터 5 (기본값: 1.3)",
    ]
}
