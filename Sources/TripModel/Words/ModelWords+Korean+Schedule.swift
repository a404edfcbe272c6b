extension ModelWords.Korean {
    /// Korean words of TripModel's schedule (error messages and labels).
    static let schedule: [String: String] = [
        "hours.empty": "영업시간이 비어 있습니다",
        "hours.empty-rule": "';' 사이의 규칙이 비어 있습니다",
        "hours.too-many-words": "'{rule}'에 요일과 시간 말고 다른 것이 있습니다. 'Mo-Fr 09:00-18:00'처럼 쓰세요",
        "hours.not-a-range": "'{item}'은(는) 00:00부터 24:00 사이의 HH:MM-HH:MM 시간 범위가 아닙니다",
        "hours.backwards-range": "'{item}'은(는) 시작보다 먼저 끝납니다. 자정을 넘는 범위는 쓸 수 없습니다",
        "hours.holidays": "공휴일과 방학('{word}')은 쓸 수 없습니다",
        "hours.sun-times": "해를 기준으로 한 시각('{word}')은 쓸 수 없습니다",
        "hours.unsupported": "'{word}'은(는) 쓸 수 없습니다. 요일(Mo-Su), HH:MM-HH:MM 범위, off 또는 24/7을 쓰세요",
        "travel.speed-range": "속도 {speed} km/h는 0.1…300 범위 밖입니다",
        "travel.detour-range": "우회 계수 {detour}은(는) 1…5 범위 밖입니다",
        "travel.wait-range": "대기 {wait}분은 0…240 범위 밖입니다",
        "schedule.travel-mode": "{mode}: {problem}",
        "schedule.day-range": "{day}일차가 1…{limit} 범위를 벗어납니다",
        "schedule.days-in-order": "일차는 순서대로 한 번씩만 적어야 합니다",
        "schedule.lodging-needs-name": "숙소에는 이름이 필요합니다",
        "schedule.lodging-coordinate": "숙소 '{name}'의 좌표 {latitude},{longitude}이(가) 올바르지 않습니다",
    ]
}
