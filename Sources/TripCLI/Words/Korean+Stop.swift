extension CLIWords.Korean {
    /// Korean words of the stop commands (the keys of English.stop).
    static let stop: [String: String] = [
        "stop.add.spot-with-coordinate": "--spot은 명소의 좌표를 씁니다. --lat과 --lon은 빼세요",
        "stop.add.missing-name": "인자 name이 없습니다",
        "stop.add.empty-name": "방문지에 이름이 있어야 합니다",
        "stop.add.invalid-coordinate": "{latitude},{longitude}은(는) 올바른 좌표가 아닙니다",
        "stop.add.spot-without-coordinate": "명소 '{spot}'에 올바른 좌표가 없습니다",
        "stop.add.note-hours-copied": "참고: 명소의 운영 시간을 가져왔습니다: {hours}",
        "stop.add.note-hours-not-copied":
            "참고: 명소의 운영 시간을 가져오지 못했습니다({reason}). 원문은 방문지 메모에 있습니다. "
            + "'trip stop edit --hours'로 설정하세요",
        "stop.added": "'{stop}'을(를) '{trip}'의 {count}곳 중 {position}번째에 추가했습니다.",
        "stop.edit.empty-name": "--name은 비어 있을 수 없습니다",
        "stop.edit.nothing-to-change":
            "바꿀 것이 없습니다. --name, --lat, --lon, --address, --day, --notes, --arrive, --stay, "
            + "--hours, --mode 중 하나를 주세요",
        "stop.edited": "{position}번 방문지 '{stop}'을(를) 수정했습니다.",
        "stop.list.none": "'{trip}'에 아직 방문지가 없습니다.",
        "stop.list.none-on-day": "'{trip}'의 {day}일차에는 방문지가 없습니다.",
        "stop.list.header.day": "일차",
        "stop.list.header.name": "이름",
        "stop.list.header.coordinate": "위도,경도",
        "stop.list.header.leg": "구간",
        "stop.locked": "{position}번 방문지 '{stop}'을(를) 고정했습니다.",
        "stop.unlocked": "{position}번 방문지 '{stop}'의 고정을 풀었습니다.",
        "stop.move.already-there": "'{stop}'은(는) 이미 '{trip}'의 {position}번째에 있습니다. 옮기지 않았습니다",
        "stop.moved": "'{trip}'에서 '{stop}'을(를) {from}번째에서 {to}번째로 옮겼습니다.",
        "stop.rm.confirm": "'{trip}'에서 {position}번 방문지 '{stop}'을(를) 삭제할까요?",
        "stop.rm.nothing-removed": "아무것도 삭제하지 않았습니다.",
        "stop.rm.removed-meanwhile": "방문지 '{stop}'은(는) 그사이 다른 명령이 '{trip}'에서 삭제했습니다",
        "stop.removed": "'{trip}'에서 '{stop}'(원래 {position}번째)을(를) 삭제했습니다.",
    ]
}
