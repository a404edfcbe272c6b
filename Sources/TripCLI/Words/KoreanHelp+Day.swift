extension CLIWords.KoreanHelp {
    /// Korean help of the day commands, keyed by the English declared with them.
    static let day: [String: String] = [
        "Set when a day of a trip starts and ends and where its night is spent.":
            "여행의 하루가 언제 시작하고 끝나는지, 어디서 묵는지 정합니다.",
        "Set a day's start, latest end and lodging.": "하루의 출발 시각, 가장 늦은 종료 시각, 숙소를 정합니다.",
        """
        A day runs from its lodging (last night's, if the day before has one) back to its own lodging.
        --lodging takes a stop of the trip (position, id or name), a catalog spot (contentid or id) or
        lat,lon; its coordinate is copied. Without --lodging-name a stop or spot gives its own name.
        'none' clears --start (back to 09:00), --end or --lodging.
        """: """
        하루는 숙소(전날에 숙소가 있으면 전날 밤의 숙소)에서 출발해 그날의 숙소로 돌아옵니다.
        --lodging에는 여행의 방문지(위치, id 또는 이름), 카탈로그 명소(contentid 또는 id) 또는
        위도,경도를 줍니다. 그 좌표를 복사합니다. --lodging-name이 없으면 방문지나 명소의 이름을 씁니다.
        'none'은 --start(09:00으로 돌아감), --end, --lodging을 지웁니다.
        """,
        "The day number, 1…366": "일차 번호, 1…366",
        "When the day leaves the lodging (default 09:00)": "숙소를 나서는 시각 (기본값 09:00)",
        "The latest the day should be back": "늦어도 돌아와야 하는 시각",
        "Where the night is spent": "밤을 보낼 곳",
        "The lodging's name": "숙소 이름",
    ]
}
