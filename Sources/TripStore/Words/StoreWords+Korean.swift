extension StoreWords.Korean {
    /// Every Korean word of TripStore (the keys of `English.all`).
    static let all: [String: String] = [
        // StoreError
        "store.trip-not-found": "{reference}에 맞는 여행이 없습니다. 이름과 id는 'trip list'에서 확인하세요",
        "store.trip-not-found-short":
            "{reference}에 맞는 여행이 없습니다. 이름과 id는 'trip list'에서 확인하세요 (id 앞부분은 4자 이상이어야 합니다)",
        "store.ambiguous-trip": "{reference}에 맞는 여행이 여러 개입니다: {candidates}. id를 더 길게 입력하세요",
        "store.no-current-trip": "현재 여행이 없습니다. 여행을 지정하거나 'trip start TRIP'으로 시작하세요",
        "store.stop-not-found": "{trip}에 {reference}에 맞는 방문지가 없습니다. 'trip stop list'를 확인하세요",
        "store.ambiguous-stop": "{reference}에 맞는 방문지가 여러 개입니다: {candidates}. 순번이나 id를 사용하세요",
        "store.companion-not-found": "{name}(이)라는 동행자가 없습니다. 'trip companion list --all'을 확인하세요",
        "store.duplicate-companion": "{name}은(는) 이미 {trip}의 동행자입니다",
        "store.newer-schema":
            "데이터베이스의 스키마 버전은 {found}이지만 이 trip은 {supported}까지만 압니다. trip을 업그레이드하세요",
        "store.busy": "데이터베이스가 사용 중입니다 ({detail}). 다른 trip 명령이 쓰고 있으니 다시 시도하세요",
        // Stored values no build could have written
        "store.stored-stop-coordinate": "저장된 방문지 {id}의 좌표가 잘못되었습니다",
        "store.stored-stop-arrival": "저장된 방문지 {id}의 도착 시각 '{text}'이(가) 잘못되었습니다",
        "store.stored-stop-problem": "저장된 방문지 {id}: {problem}",
        "store.stored-time": "저장된 시각 '{text}'이(가) HH:MM 형식이 아닙니다",
        "store.stored-travel-mode": "저장된 이동 수단 '{text}'을(를) 알 수 없습니다",
        "store.stored-lodging": "저장된 숙소 '{text}'을(를) 읽을 수 없습니다",
        "store.stored-travel-modes": "저장된 이동 수단 설정 '{text}'을(를) 읽을 수 없습니다",
        "store.stored-id": "저장된 id '{text}'이(가) UUID가 아닙니다",
        "store.stored-timestamp": "저장된 시각 '{text}'이(가) ISO-8601 형식이 아닙니다",
        "store.stored-status": "저장된 상태 '{text}'을(를) 알 수 없습니다",
        "store.spot-bad-coordinate": "장소 {id}의 좌표가 범위를 벗어났습니다. 데이터베이스가 손상되었습니다",
        "store.spot-bad-barrier-free": "장소 {id}의 무장애 정보를 읽을 수 없습니다. 데이터베이스가 손상되었습니다",
        // Writing
        "store.trip-invalid": "여행 {name}: {path}: {problem}",
        "store.trip-under-way": "'{trip}'이(가) 이미 진행 중입니다. 먼저 'trip finish'로 끝내세요",
        "store.stop-id-taken": "방문지 id {id}은(는) 이미 다른 여행에 속해 있습니다",
        "store.expense-id-taken": "지출 id {id}은(는) 이미 다른 여행에 속해 있습니다",
        "store.companion-invalid": "동행자 {name}: {problem}",
        "store.companion-id-taken": "동행자 id {id}은(는) 여기서 {name}이(가) 아니라 {other}입니다",
        "store.spot-invalid": "장소 {title}: {field}: {problem}",
        "store.content-id-taken": "{source}의 콘텐츠 id {id}은(는) 데이터베이스의 다른 장소에 속해 있습니다",
        // Spot lookups and searches
        "store.ambiguous-spot": "'{reference}'에 맞는 장소가 여러 개입니다: {candidates}. id를 더 길게 입력하세요",
        "store.spot-not-found":
            "'{reference}'에 맞는 장소가 없습니다. TourAPI contentid나 'trip spots search'에 나온 장소 id를 사용하세요",
        "store.first-after-last": "시작 날짜({first})가 마지막 날짜({last})보다 늦습니다",
        "store.limit-range": "개수 제한은 1…{maximum} 사이여야 합니다",
        "store.distance-needs-origin": "거리순 정렬에는 출발 지점이 필요합니다 (--from LAT,LON)",
        "store.radius-needs-origin": "반경을 쓰려면 출발 지점이 필요합니다",
        "store.radius-range": "반경은 0보다 크고 {maximum} km 이하여야 합니다",
        "store.origin-needed": "출발 지점이 필요합니다",
        "store.too-many-candidates": "{maximum}개가 넘는 장소가 맞습니다. 반경을 줄이거나 조건을 더 추가하세요",
        "store.keyword-too-long": "검색어가 {maximum}자보다 깁니다",
        "store.keyword-too-many-words": "검색어의 단어가 {maximum}개보다 많습니다",
        // SQLiteError (SQLite's own message stays as SQLite wrote it)
        "sqlite.error": "SQLite 오류 {code}: {message}",
        "sqlite.error-running": "SQLite 오류 {code}: {message} (실행 중이던 SQL: {sql})",
        "sqlite.closed": "데이터베이스 연결이 닫혀 있습니다",
        "sqlite.no-statement": "SQL 문장이 없습니다",
        "sqlite.value-count": "값 {expected}개가 필요한데 {count}개를 받았습니다",
        "sqlite.out-of-memory": "{path}을(를) 여는 중 메모리가 부족합니다",
    ]
}
