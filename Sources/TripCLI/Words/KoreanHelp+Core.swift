extension CLIWords.KoreanHelp {
    /// Korean help shared by every command: the global options and the common flags and arguments.
    static let core: [String: String] = [
        "Database file (default: $TRIP_DB, else $XDG_DATA_HOME/trip/trip.sqlite)":
            "데이터베이스 파일 (기본값: $TRIP_DB, 없으면 $XDG_DATA_HOME/trip/trip.sqlite)",
        "Show help for this command": "이 명령의 도움말을 보여 줍니다",
        "Language of messages, tables, help and pages (default: LC_ALL, LC_MESSAGES, LANG)":
            "메시지, 표, 도움말, 페이지의 언어 (기본값: LC_ALL, LC_MESSAGES, LANG)",
        "ko or en": "ko 또는 en",
        "Print JSON instead of a table": "표 대신 JSON으로 출력합니다",
        "Do not ask for confirmation": "확인을 묻지 않습니다",
        "Trip name or id": "여행 이름 또는 id",
        "Trip name or id (default: the current trip)": "여행 이름 또는 id (기본값: 현재 여행)",
        "Trip name, id or id prefix": "여행 이름, id 또는 id 앞부분",
    ]
}
