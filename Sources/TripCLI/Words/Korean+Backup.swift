extension CLIWords.Korean {
    /// Korean words of the backup commands, and of opening the database (the keys of English.backup).
    static let backup: [String: String] = [
        // Opening the database
        "database.is-directory": "데이터베이스 {path}은(는) 폴더입니다. {example}처럼 파일 경로를 지정하세요",
        "database.cannot-open": "데이터베이스 {path}을(를) 열 수 없습니다. 폴더가 있고 쓸 수 있는지 확인하세요",
        "database.not-a-database":
            "{path}은(는) trip 데이터베이스가 아닙니다 (다른 종류의 파일입니다). --db나 $TRIP_DB로 다른 경로를 지정하세요",
        // Counts of what a backup holds
        "backup.count-trips": "여행 {count}개",
        "backup.count-stops": "방문지 {count}개",
        "backup.count-expenses": "지출 {count}건",
        "backup.count-companions": "동행자 {count}명",
        "backup.count-spots": "장소 {count}개",
        "backup.count-bookmarks": "북마크 {count}개",
        "backup.count-searches": "검색 {count}건",
        "backup.count-other": "{name} {count}개",
        // trip backup create
        "backup.progress-creating": "백업 중",
        "backup.created": "{path}에 백업했습니다: {counts}",
        "backup.created-to-standard-output": "표준 출력으로 백업했습니다: {counts}",
        "backup.created-legacy": "여행가자곰용으로 여행 {count}개를 {path}에 썼습니다",
        "backup.not-carried": "옮기지 못한 항목 (앱에 둘 곳이 없습니다. 계획 중인 여행은 빠집니다): {list}.",
        "backup.unknown-format": "알 수 없는 --format '{format}'입니다. tar.gz, tar.zst, tar.xz, zip, 여행가자곰 중 하나를 사용하세요",
        "backup.encrypt-needs-zip": "--encrypt는 AES-256 zip을 씁니다. --format zip을 사용하세요",
        "backup.legacy-not-encrypted": "여행가자곰 형식은 암호화할 수 없습니다",
        "backup.legacy-needs-file": "여행가자곰 백업은 앱이 여는 파일입니다. 파일 이름을 지정하세요",
        "backup.json-on-standard-output": "--json은 백업과 표준 출력을 함께 쓸 수 없습니다. 파일 이름을 지정하세요",
        // Passphrases
        "backup.passphrase-file-empty": "{path}: 암호 파일이 비어 있습니다",
        "backup.passphrase-too-short": "암호화 암호는 {minimum}자 이상이어야 합니다. 받은 암호는 {count}자입니다. 아무것도 쓰지 않았습니다",
        "backup.passphrase-needed": "{file}에는 암호가 필요합니다. TRIP_PASSPHRASE를 설정하거나 --passphrase-file FILE을 주세요",
        "backup.passphrase-prompt": "{file}의 암호: ",
        "backup.passphrase-repeat": "암호를 한 번 더 입력하세요: ",
        "backup.passphrase-empty": "암호는 비어 있으면 안 됩니다",
        "backup.passphrases-differ": "두 암호가 다릅니다. 아무것도 쓰지 않았습니다",
        // trip backup verify
        "backup.verified": "{path}: 이상 없음, trip 백업 ({format}), {counts}",
        "backup.verified-legacy": "{path}: 이상 없음, 여행가자곰 백업, {counts}",
        "backup.note": "참고: {note}",
        // trip backup restore
        "backup.merge-or-replace": "--merge와 --replace 중 하나만 고르세요",
        "backup.no-such-file": "{path}: 그런 파일이 없습니다",
        "backup.base-with-replace": "--base는 병합에 쓰므로 --replace와 함께 쓸 수 없습니다",
        "backup.no-such-base": "{path}: 그런 파일이 없습니다 (--base로 지정한 이전 백업)",
        "backup.confirm-replace": "{database}의 모든 여행을 {file}(으)로 바꿀까요?",
        "backup.nothing-restored": "아무것도 복원하지 않았습니다.",
        "backup.progress-restoring": "복원 중",
        "backup.skipped-sections": "건너뜀 (이 trip은 저장하지 않습니다): {sections}",
        "backup.restored": "{path}: 백업을 복원했습니다 ({mode}): {counts}",
        "backup.restored-legacy": "{path}: 여행가자곰 백업을 복원했습니다 ({mode}): {counts}",
        "backup.would-restore": "{path}: 백업을 복원하면 ({mode}): {counts}",
        "backup.would-restore-legacy": "{path}: 여행가자곰 백업을 복원하면 ({mode}): {counts}",
        "backup.restore-counts": "추가 {added}, 갱신 {updated}, 변경 없음 {unchanged}, 삭제 {removed}",
        "backup.restore-counts-kept":
            "추가 {added}, 갱신 {updated}, 변경 없음 {unchanged}, 유지 {kept} (여기가 더 새로움), 삭제 {removed}",
        "backup.list-added": "추가:",
        "backup.list-updated": "갱신:",
        "backup.list-removed": "삭제:",
        "backup.safety-copy": "이 복원 전 데이터의 안전 백업: {path}",
        "backup.future-one":
            "경고: 여행 {count}개의 시각이 하루 넘게 미래입니다 (백업을 만든 곳의 시계가 틀렸을까요?): {names}. 여기서 수정하면 여전히 백업보다 우선합니다.",
        "backup.future-many":
            "경고: 여행 {count}개의 시각이 하루 넘게 미래입니다 (백업을 만든 곳의 시계가 틀렸을까요?): {names}. 여기서 수정하면 여전히 백업보다 우선합니다.",
        "backup.future-many-more":
            "경고: 여행 {count}개의 시각이 하루 넘게 미래입니다 (백업을 만든 곳의 시계가 틀렸을까요?): {names} 외 {more}개. 여기서 수정하면 여전히 백업보다 우선합니다.",
    ]
}
