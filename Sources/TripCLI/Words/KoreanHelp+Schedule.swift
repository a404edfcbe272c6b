extension CLIWords.KoreanHelp {
    /// Korean help of the schedule commands, keyed by the English declared with them.
    static let schedule: [String: String] = [
        "Show each day as a timeline: legs, arrivals, waiting, stays, warnings.":
            "각 일차를 시간표로 보여 줍니다: 구간, 도착, 대기, 체류, 경고.",
        """
        A day leaves its lodging at its start (09:00 unless 'trip day set' says otherwise), visits its stops
        in trip order and returns to its lodging. At each stop it waits for a fixed --arrive time and for
        opening time, then stays (60 minutes unless --stay says otherwise). Warnings: a stop reached while
        closed or on a day it is closed, a fixed arrival that cannot be met, a stay past closing time, a
        day that runs past its end. A day's date is the trip's start date + day − 1; without a start date
        hours that differ by weekday are not checked. Travel times are estimates (see 'trip edit --help');
        taxi legs are priced with the fare model at their departure time.
        """: """
        하루는 시작 시각('trip day set'으로 바꾸지 않으면 09:00)에 숙소를 떠나, 여행 순서대로 장소를 들른 뒤
        숙소로 돌아옵니다. 각 장소에서는 정해진 --arrive 시각과 영업 시작을 기다린 다음 머뭅니다(--stay로
        바꾸지 않으면 60분). 경고: 문을 닫은 시각이나 휴무일에 닿는 장소, 지킬 수 없는 정해진 도착 시각,
        영업 종료를 넘기는 체류, 끝 시각을 넘기는 하루. 일차의 날짜는 여행 시작 날짜 + 일차 − 1이며, 시작
        날짜가 없으면 요일마다 다른 영업시간은 확인하지 않습니다. 이동 시간은 추정치이고('trip edit --help'
        참고), 택시 구간은 출발 시각의 요금 모델로 요금을 매깁니다.
        """,
        "Only day D": "D일차만",
        "Built-in tariff for taxi legs: mid or seoul (default), deluxe or seoul-deluxe, busan, daegu, incheon, "
            + "gwangju, daejeon, jeju":
            "택시 구간에 쓸 내장 요금표: mid 또는 seoul (기본값), deluxe 또는 seoul-deluxe, busan, daegu, incheon, "
            + "gwangju, daejeon, jeju",
        "A fare model JSON file for taxi legs instead": "대신 택시 구간에 쓸 요금 모델 JSON 파일",
    ]
}
