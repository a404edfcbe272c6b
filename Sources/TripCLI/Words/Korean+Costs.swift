extension CLIWords.Korean {
    /// Korean words of the costs commands (the keys of English.costs).
    static let costs: [String: String] = [
        // trip expense
        "costs.expense-reference-empty": "지출을 id나 id 앞부분으로 지정하세요",
        "costs.expense-not-found": "'{trip}'에 id가 '{reference}'(으)로 시작하는 지출이 없습니다. 'trip expense list'를 보세요",
        "costs.expense-ambiguous": "'{reference}'이(가) 여러 지출과 일치합니다: {candidates}. id를 더 길게 쓰세요",
        "costs.split-or-shares": "--split과 --shares 중 하나만 지정하세요",
        "costs.expense-added": "'{trip}'에 지출 {id}을(를) 추가했습니다: {amount} {description}, 낸 사람 {payer}, 나누는 사람 {people}",
        "costs.no-expenses":
            "'{trip}'에는 아직 지출이 없습니다. 'trip expense add AMOUNT --desc TEXT --paid-by NAME'으로 추가하세요.",
        "costs.column-id": "ID",
        "costs.column-amount": "금액",
        "costs.column-paid-by": "낸 사람",
        "costs.column-description": "내용",
        "costs.column-parts": "몫",
        "costs.total": "합계: {totals}",
        "costs.remove-question": "'{trip}'에서 지출 {expense}을(를) 삭제할까요?",
        "costs.nothing-removed": "아무것도 삭제하지 않았습니다.",
        "costs.removed": "'{trip}'에서 지출 {id} ({expense})을(를) 삭제했습니다",
        // trip settle
        "costs.nothing-to-settle": "'{trip}'에는 정산할 지출이 없습니다.",
        "costs.column-name": "이름",
        "costs.column-paid": "낸 돈",
        "costs.column-share": "몫",
        "costs.column-balance": "잔액",
        "costs.settled": "모두 정산되었습니다.",
        // trip fare: options
        "costs.leg-or-day": "--leg와 --day 중 하나만 지정하세요",
        "costs.too-many-people": "--people {count}은(는) 100보다 많습니다",
        "costs.detour-expects": "--detour에는 1.3처럼 1부터 5까지의 배율이 와야 합니다. 받은 값: '{text}'",
        "costs.taxi-or-model": "--taxi와 --model 중 하나만 지정하세요",
        "costs.model-unreadable": "요금 모델 {file}을(를) 읽을 수 없습니다. 경로를 확인하세요",
        "costs.taxi-expects": "--taxi에는 {names} 중 하나가 와야 합니다. 받은 값: '{text}'",
        // trip fare: the tariff picked from the stops
        "costs.cities": "{list} 또는 {last}",
        "costs.tariff-fallback":
            "맞는 지역 요금표가 없습니다: 요금을 계산한 구간의 장소 {count}개 중 {cities}에 있는 곳이 없어 "
            + "{model}(으)로 계산했습니다. --taxi나 --model로 다른 요금표를 고르세요",
        "costs.tariff-matched":
            "요금표 {model}: 요금을 계산한 구간의 장소 {count}개 중 {matched}개가 {city}에 있습니다. "
            + "--taxi나 --model로 다른 요금표를 고르세요",
        // trip fare: the report
        "costs.note": "참고: {note}",
        "costs.fare-heading": "{trip}: {model}, {people}명",
        "costs.fare-total": "합계: {total}, 1인당 {each}",
        "costs.column-leg": "구간",
        "costs.column-from-to": "출발 → 도착",
        "costs.column-leaves": "출발 시각",
        "costs.column-road": "도로",
        "costs.column-fare": "요금",
        "costs.column-each": "1인당",
        "costs.note-road-distance": "도로 거리 = 측지선(WGS84) 거리 × {detour} (--detour로 바꿉니다).",
        "costs.note-separate-rides": "구간마다 따로 탄 것으로 계산하며, 저속 주행 요금은 넣지 않았습니다.",
        "costs.note-rounding": "1인당 몫은 {unit} 단위로 올립니다.",
        "costs.note-scheduled":
            "각 구간은 'trip schedule'의 출발 시각에 떠나며, 심야 할증은 구간마다 따로 붙습니다 "
            + "(--at HH:MM은 모든 구간을 한 시각으로 계산합니다).",
        "costs.note-day-rate-at": "{time} 출발: 주간 요금.",
        "costs.note-night-at": "{time} 출발: 요금 전체에 심야 할증 +{percent} %.",
        "costs.note-day-rate-assumed": "주간 요금으로 가정했습니다. 심야 할증은 --at HH:MM을 주세요.",
    ]
}
