extension ModelWords.Korean {
    /// Korean words of TripModel's costs (error messages and labels).
    static let costs: [String: String] = [
        "cost.unknown-currency":
            "'{code}'은(는) 사용 중인 ISO 4217 통화 코드가 아닙니다. KRW, USD, JPY, EUR 같은 코드를 쓰세요",
        "cost.not-a-number":
            "'{text}'은(는) 금액이 아닙니다. 12000, 12,000, 12.50처럼 숫자와 필요하면 소수점을 쓰세요",
        "cost.not-positive": "금액 '{text}'은(는) 0보다 커야 합니다",
        "cost.no-minor-unit": "'{text}'에 소수점이 있지만 {currency}에는 보조 단위가 없습니다. 정수 금액을 쓰세요",
        "cost.too-many-decimals": "'{text}'의 소수 자릿수가 {currency}의 보조 단위인 {allowed}자리보다 많습니다",
        "cost.amount-too-large": "금액 '{text}'이(가) 너무 큽니다",
        "cost.unknown-person": "'{name}'은(는) 이 여행에 없습니다. 다음 중 하나를 쓰세요: {known}",
        "cost.ambiguous-person": "'{name}'은(는) {candidates} 중 누구인지 알 수 없습니다. 이름을 정확히 쓰세요",
        "cost.or-separator": ", ",
        "cost.person-listed-twice": "'{name}'이(가) 두 번 있습니다. 한 사람은 한 번만 쓰세요",
        "cost.malformed-share":
            "'{text}'은(는) 몫이 아닙니다. 지민=2처럼 이름=가중치 형식으로, 가중치는 0부터 1000000까지의 정수로 쓰세요",
        "cost.shares-sum-to-zero": "몫의 합이 0입니다. 적어도 한 사람에게 0보다 큰 몫을 주세요",
        "cost.empty-description": "지출에는 설명이 필요합니다. --desc TEXT를 주세요",
        "cost.invalid-time": "'{text}'은(는) 시각이 아닙니다. 00:00부터 23:59까지 HH:MM 형식으로 쓰세요",
        "cost.invalid-fare-model": "요금 모델 {file}의 '{field}'이(가) 잘못되었습니다: {reason}",
        "cost.no-legs": "{what}에는 요금을 계산할 택시 구간이 없습니다. 구간에는 연속한 경유지 두 곳이 필요합니다",
        "cost.no-such-leg": "구간 {leg}은(는) 없습니다. 구간은 1…{count}이고, 구간 N은 경유지 N에서 경유지 N+1까지입니다",
        "cost.subject.the-trip": "이 여행",
        "cost.subject.day": "{day}일차",
    ]
}
