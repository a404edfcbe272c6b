extension SyncWords.Korean {
    /// Every Korean word of TripSync (the keys of `English.all`).
    static let all: [String: String] = [
        // SyncError
        "sync.not-initialized": "{folder}에 동기화 저장소가 없습니다. 먼저 'trip sync init [REMOTE]'를 실행하세요",
        "sync.already-initialized":
            "{folder}에 동기화 저장소가 이미 있습니다. 원격 저장소를 바꾸려면 'trip sync remote REMOTE'를 사용하세요",
        "sync.git-unavailable": "git을 실행할 수 없습니다 ({path}). 'apt-get install git'으로 설치하세요",
        "sync.git-failed": "git {command}에 실패했습니다: {message}",
        "sync.unreachable":
            "원격 저장소 {remote}에 연결할 수 없습니다 ({message}). 로컬 변경은 커밋되었고 다음 'trip sync'에서 푸시됩니다",
        "sync.race-lost": "푸시하는 동안 원격 저장소가 계속 바뀌었습니다 ({attempts}번 시도). 'trip sync'를 다시 실행하세요",
        "sync.invalid-document": "동기화 저장소에 잘못된 문서 {path}이(가) 있습니다: {reason}. 아무것도 반영하지 않았습니다",
        "sync.unknown-revision": "동기화 저장소에 그런 리비전이 없습니다: {revision}",
        "sync.unknown-conflict": "id가 {id}인 충돌이 없습니다. 'trip sync conflicts'에서 목록을 확인하세요",
        // Details inside those errors
        "sync.git-no-message": "메시지 없음",
        "sync.fast-import-no-commit": "응답에 커밋 id가 없습니다",
        "sync.blob-count": "문서 {documents}개에 blob id가 {ids}개 왔습니다",
        "sync.unfit-path": "담을 수 없는 경로입니다: {path}",
        "sync.tree-count": "폴더 {folders}개에 tree id가 {ids}개 왔습니다",
        "sync.no-reader": "여행 {id}을(를) 읽을 스트림이 없습니다",
        "sync.spot-wrong-piece": "[{index}].id: {id}은(는) {piece}에 있어야 합니다",
        "sync.spot-twice": "[{index}].id: {id}이(가) 두 번 나옵니다",
        "sync.id-not-name": "id {id}이(가) 파일 이름과 맞지 않습니다",
        "sync.revision-without-trip": "{revision}에는 여행 {id}이(가) 없습니다",
        // What changed while a sync ran
        "sync.skipped-trips": "여행 {count}개",
        "sync.skipped-spot-pieces": "장소 목록 조각 {count}개",
        "sync.skipped-nothing": "없음",
        "sync.skipped-list": "{first}, {last}",
        "sync.section-bookmarks": "북마크",
        "sync.section-companions": "동행자 목록",
        "sync.section-search-history": "검색 기록",
    ]
}
