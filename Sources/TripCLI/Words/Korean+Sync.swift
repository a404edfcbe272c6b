extension CLIWords.Korean {
    /// Korean words of the sync commands (the keys of English.sync).
    static let sync: [String: String] = [
        "sync.removed": "(삭제됨)",
        // trip sync
        "sync.synced": "동기화했습니다: 커밋 {committed}, 가져옴 {pulled}, 병합 {merged}, 푸시 {pushed}",
        "sync.synced-offline": "동기화했습니다: 커밋 {committed}, 가져옴 {pulled}, 병합 {merged}, 오프라인: 다음에 푸시합니다",
        "sync.conflict": "충돌 {id}: '{trip}' {field}: {side} 쪽 값을 유지했습니다 ({value}). 'trip sync conflicts'를 보세요",
        "sync.skipped-note": "동기화하는 동안 {what}이(가) 바뀌었습니다. 다음 'trip sync'에서 반영합니다",
        // trip sync init, remote, restore
        "sync.created": "동기화 저장소를 만들었습니다: {folder}",
        "sync.created-with-remote": "동기화 저장소를 만들었습니다: {folder} (원격 저장소: {remote})",
        "sync.remote-set": "이제 동기화 원격 저장소는 {remote}입니다",
        "sync.restored": "'{name}'을(를) {revision} 시점으로 되돌렸습니다",
        // trip sync status (labels padded to the same display width; Hangul takes two columns)
        "sync.status-remote": "원격 저장소:   {remote}",
        "sync.status-no-remote": "(없음)",
        "sync.status-local-changes": "로컬 변경:     문서 {count}개",
        "sync.status-ahead": "앞선 커밋:     {count}",
        "sync.status-behind": "뒤진 커밋:     {count}",
        "sync.status-last-sync": "마지막 동기화: {time}",
        "sync.status-never": "없음",
        // trip sync conflicts
        "sync.take-side": "--take에는 'ours' 또는 'theirs'가 와야 합니다. 받은 값: '{text}'",
        "sync.take-needs-id": "--take에는 충돌 ID가 필요합니다. 'trip sync conflicts'에서 목록을 확인하세요",
        "sync.took": "'{name}'의 충돌 {id}에서 {side} 쪽 값을 가져왔습니다",
        "sync.no-conflicts": "충돌이 없습니다.",
        "sync.header-id": "ID",
        "sync.header-trip": "여행",
        "sync.header-field": "항목",
        "sync.header-ours": "우리 쪽",
        "sync.header-theirs": "상대 쪽",
        "sync.header-kept": "유지",
    ]
}
