extension CLIWords.Korean {
    /// Korean words of the backup commands, and of opening the database (the keys of English.backup).
    static let backup: [String: String] = [
        // Opening the database
        "database.is-directory": "데이터베이스 {path}은(는) 폴더입니다. {example}처럼 파일 경로를 지정하세요",
        "database.cannot-open": "데이터베이스 {path}을(를) 열 수 없습니다. 폴더가 있고 쓸 수 있는지 확인하세요",
        "database.not-a-database":
            "{path}은(는) trip 데이터베이스가 아닙니다 (다른 종류의 파일입니다). --db나 $TRIP_DB로 다른 경로를 지정하세요",
    ]
}
