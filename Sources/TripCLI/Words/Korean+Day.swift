extension CLIWords.Korean {
    /// Korean words of the day commands (the keys of English.day).
    static let day: [String: String] = [
        "day.set.bad-day": "DAY에는 1부터 {maximum}까지의 정수가 와야 합니다. 받은 값: '{text}'",
        "day.set.empty-lodging-name": "--lodging-name은 비어 있을 수 없습니다",
        "day.set.lodging-name-without-lodging": "--lodging-name은 --lodging의 이름입니다. 둘 다 주세요",
        "day.set.nothing-to-change": "바꿀 것이 없습니다. --start, --end, --lodging 중 하나를 주세요",
        "day.set.summary": "'{trip}'의 {day}일차는 {start}에 출발합니다.",
        "day.set.summary-end": "'{trip}'의 {day}일차는 {start}에 출발해 {end}까지 돌아옵니다.",
        "day.set.summary-lodging": "'{trip}'의 {day}일차는 {start}에 출발하고 '{lodging}'에서 묵습니다.",
        "day.set.summary-end-lodging":
            "'{trip}'의 {day}일차는 {start}에 출발해 {end}까지 돌아오고 '{lodging}'에서 묵습니다.",
        "day.set.lodging-ambiguous": "숙소 '{text}'이(가) '{trip}'의 여러 방문지와 맞습니다: {stops}",
    ]
}
