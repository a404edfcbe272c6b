extension CLIWords.Korean {
    /// Korean words of the trip commands, and of reading and writing the files they take (the keys of
    /// English.trip).
    static let trip: [String: String] = [
        "trip.new.empty-name": "여행에 이름이 있어야 합니다",
        "trip.new.end-before-start": "--end {end}이(가) --start {start}보다 앞섭니다",
        "trip.created": "여행 '{trip}'({id})을(를) 만들었습니다.",
        "trip.list.none": "아직 여행이 없습니다. 'trip new NAME'으로 만드세요.",
        "trip.list.header.name": "이름",
        "trip.list.header.status": "상태",
        "trip.list.header.dates": "날짜",
        "trip.list.header.stops": "방문지",
        "trip.list.header.finished": "마친 날",
        "trip.status.planning": "계획 중",
        "trip.status.traveling": "여행 중",
        "trip.status.finished": "마침",
        "trip.history.none": "아직 마친 여행이 없습니다. 'trip finish'로 여행을 마치세요.",
        "trip.show.header": "{trip}  [{status}]  id {id}",
        "trip.show.header-dated": "{trip}  [{status}]  {dates}  id {id}",
        "trip.show.no-stops": "아직 방문지가 없습니다. 'trip stop add {trip} NAME --lat LAT --lon LON'으로 추가하세요.",
        "trip.show.total": "합계: 방문지 {count}곳, {distance}",
        "trip.show.companions": "동행자: {names}",
        "trip.show.notes": "메모: {notes}",
        "trip.show.column.day": "일차",
        "trip.show.column.name": "이름",
        "trip.show.column.leg": "구간",
        "trip.show.column.address": "주소",
        "trip.rename.empty-name": "새 이름이 비어 있습니다",
        "trip.renamed": "'{old}'의 이름을 '{new}'(으)로 바꿨습니다.",
        "trip.edit.nothing-to-change":
            "바꿀 것이 없습니다. --start, --end, --notes, --time-zone, --mode, --mode-… 중 하나를 주세요",
        "trip.edit.end-before-start": "끝나는 날 {end}이(가) 시작하는 날 {start}보다 앞서게 됩니다",
        "trip.edited": "'{trip}'을(를) 수정했습니다.",
        "trip.edit.stranded-stop": "{position} '{stop}'({day}일차)",
        "trip.edit.stranded-one":
            "경고: '{trip}'은(는) 이제 {days}일인데 이 방문지는 그보다 뒤의 일차에 있습니다: {stops}. "
            + "'trip stop edit STOP --day D'로 일차를 주거나 'trip plan days {days}'를 실행하세요",
        "trip.edit.stranded-many":
            "경고: '{trip}'은(는) 이제 {days}일인데 이 방문지들은 그보다 뒤의 일차에 있습니다: {stops}. "
            + "'trip stop edit STOP --day D'로 일차를 주거나 'trip plan days {days}'를 실행하세요",
        "trip.edit.speed-range": "--mode-speed {mode}={value}: 속도는 0.1…300 km/h여야 합니다",
        "trip.edit.detour-range": "--mode-detour {mode}={value}: 우회 계수는 1…5여야 합니다",
        "trip.edit.wait-range": "--mode-wait {mode}={value}: 대기 시간은 0…240분이어야 합니다",
        "trip.start.already-current": "'{trip}'은(는) 이미 현재 여행입니다",
        "trip.start.finished": "'{trip}'은(는) 마친 여행입니다. 기록에 남아 있습니다",
        "trip.start.other-under-way": "'{trip}'이(가) 진행 중입니다. 'trip finish'로 마치거나 --switch를 주세요",
        "trip.started": "'{trip}'을(를) 시작했습니다. 이제 현재 여행입니다.",
        "trip.finish.already-finished": "'{trip}'은(는) 이미 마친 여행입니다",
        "trip.finished": "'{trip}'을(를) 마쳤습니다. 'trip history'에서 볼 수 있습니다.",
        "trip.rm.confirm": "여행 '{trip}'과(와) 방문지 {count}곳을 삭제할까요?",
        "trip.rm.nothing-deleted": "아무것도 삭제하지 않았습니다.",
        "trip.rm.deleted-meanwhile": "여행 '{trip}'은(는) 그사이 다른 명령이 삭제했습니다",
        "trip.removed": "여행 '{trip}'을(를) 삭제했습니다.",
        "trip.copy.name-taken": "{name}이라는 여행이 이미 있습니다. 복사본에 다른 이름을 주세요",
        "trip.copy.name-too-long": "{problem}. 복사본에 더 짧은 NEW-NAME을 주세요",
        "trip.copied": "'{trip}'({id})을(를) 만들었습니다. 방문지 {stops}곳, 경비 {expenses}건",
        "trip.import.id-taken":
            "{path}: id가 {id}인 여행이 이미 있습니다. "
            + "복사본으로 가져오려면 --name NEW를 주고, 합치려면 'trip backup restore'를 쓰세요",
        "trip.import.note": "참고: {note}",
        "trip.import.not-a-document": "{path}: 여행 문서가 아닙니다: {reason}",
        "trip.import.unknown-format": "알 수 없는 --format '{format}'입니다. 다음 중 하나를 쓰세요: {formats}",
        "trip.imported": "'{trip}'을(를) 가져왔습니다. 방문지 {count}곳",
        "trip.imported-from": "{format}에서 '{trip}'을(를) 가져왔습니다. 방문지 {count}곳",
        "trip.import.track-named":
            "참고: 파일에 트랙만 있습니다. 트랙 점 {points}개 중 이름이 붙은 점 {stops}개를 가져왔습니다",
        "trip.import.track-simplified":
            "참고: 파일에 트랙만 있습니다. 트랙 점 {points}개를 방문지 {stops}곳으로 단순화했습니다",
        "trip.import.track-simplified-to-maximum":
            "참고: 파일에 트랙만 있습니다. 트랙 점 {points}개를 방문지 {stops}곳으로 단순화했습니다 "
            + "(--max-stops {maximum})",
        "trip.export.wrote": "'{trip}'을(를) {path}에 썼습니다.",
        "trip.export.wrote-as": "'{trip}'을(를) {format} 형식으로 {path}에 썼습니다.",
        "trip.export.unknown-format": "알 수 없는 --format '{format}'입니다. 다음 중 하나를 쓰세요: {formats}",
        "trip.export.pdf-needs-file": "PDF는 바이너리입니다. -o FILE로 쓸 파일을 지정하세요",
        "trip.export.unknown-taxi": "알 수 없는 --taxi '{taxi}'입니다. mid 또는 deluxe를 쓰세요",
        "trip.file.no-such-file": "{path}: 그런 파일이 없습니다",
        "trip.file.is-a-directory": "{path}은(는) 파일이 아니라 디렉터리입니다",
        "trip.file.unreadable": "{path}: 읽을 수 없습니다",
        "trip.file.unreadable-because": "{path}: 읽을 수 없습니다: {reason}",
        "trip.file.too-large": "{path}: {mebibytes} MiB보다 큽니다",
        "trip.file.output-is-a-directory": "{path}은(는) 디렉터리입니다. {path}/trip.json처럼 파일 이름을 주세요",
        "trip.file.output-exists": "{path}이(가) 이미 있습니다. 덮어쓰려면 --force를 주세요",
        "trip.file.cannot-write": "{path}에 쓸 수 없습니다: {message}",
        "copy.the-copy-name": "사본의 이름",
    ]
}
