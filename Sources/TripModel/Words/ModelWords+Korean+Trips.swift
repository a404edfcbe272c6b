extension ModelWords.Korean {
    /// Korean words of TripModel's trips (error messages and labels).
    static let trips: [String: String] = [
        "model.position-range": "위치 {position}은(는) 범위 밖입니다. {first}부터 {last}까지의 위치를 쓰세요",
        "model.too-many-stops": "여행 하나에는 경유지가 {limit}개까지입니다",
        "model.not-a-permutation": "새 순서에는 여행의 모든 경유지가 정확히 한 번씩 있어야 합니다",
        "model.opening-hours": "영업시간 '{text}': {problem}",
        "model.time-zone": "알 수 없는 시간대 '{name}'. Asia/Seoul이나 Europe/Paris 같은 IANA 이름을 쓰세요",
        "text.blank": "{what}이(가) 비어 있습니다",
        "text.bidi": "{what}에 표시 순서를 바꾸는 양방향 서식 문자 {code}이(가) 있습니다",
        "text.control": "{what}에 제어 문자 {code}이(가) 있습니다",
        "text.too-long": "{what}이(가) {limit}자를 넘습니다",
        "subject.the-address": "주소",
        "subject.the-description": "내용",
        "subject.the-fact": "무장애 정보",
        "subject.the-field": "{field}",
        "subject.the-lodging-name": "숙소 이름",
        "subject.the-name": "이름",
        "subject.the-overview": "개요",
        "subject.the-spot-id": "관광지 id",
        "subject.the-text": "메모",
        "subject.the-title": "이름(title)",
    ]
}
