extension ModelWords.Korean {
    /// Korean words of TripModel's spots (error messages and labels).
    static let spots: [String: String] = [
        "cursor.malformed": "이 프로그램이 출력한 커서가 아닙니다. 이전 페이지에서 그대로 복사하세요",
        "cursor.other-list": "이 커서는 '{expected}'이(가) 아니라 '{list}' 목록의 것입니다. 이전과 같은 명령과 정렬을 쓰세요",
        "spot.coordinate-range": "좌표 {latitude},{longitude}이(가) 범위를 벗어납니다",
        "spot.needs-title": "장소에는 이름(title)이 필요합니다",
    ]
}
