extension CLIWords.Korean {
    /// Korean words of the schedule commands (the keys of English.schedule).
    static let schedule: [String: String] = [
        // trip schedule
        "schedule.no-stops-on-day": "'{trip}'에는 {day}일차 장소가 없습니다",
        "schedule.not-on-any-day": "일차가 없는 장소: {stops}",
        "schedule.estimates-note": "참고: 이동 시간은 직선거리, 우회 비율, 이동 수단별 속도로 낸 추정치입니다.",
        "schedule.day": "{day}일차 · {start}–{end}",
        "schedule.day-end-by": "{day}일차 · {start}–{end} ({latest}까지 끝내기)",
        "schedule.day-dated": "{day}일차 · {date} {weekday} · {start}–{end}",
        "schedule.day-dated-end-by": "{day}일차 · {date} {weekday} · {start}–{end} ({latest}까지 끝내기)",
        "schedule.column-time": "시각",
        "schedule.column-place": "장소",
        "schedule.column-leg": "이동",
        "schedule.column-wait": "대기",
        "schedule.column-stay": "체류",
        "schedule.column-leave": "출발",
        "schedule.minutes": "{minutes}분",
        "schedule.hours-minutes": "{hours}시간 {minutes}분",
        "schedule.leg": "{mode} {distance} {minutes}분",
        "schedule.totals": "이동 {travel} · 도보 {walking}",
        "schedule.totals-taxi": "이동 {travel} · 도보 {walking} · 택시 {fare}",
        "schedule.warning": "경고: {message}",
        // schedule warnings
        "schedule.closed-at-arrival": "'{stop}'은(는) {arrival}에 도착할 때 문을 닫았습니다",
        "schedule.closed-all-day": "'{stop}'은(는) {weekday}에 종일 문을 닫습니다",
        "schedule.closes-during-stay": "'{stop}'은(는) 체류가 끝나는 {departure}보다 이른 {closing}에 문을 닫습니다",
        "schedule.fixed-arrival-missed": "'{stop}'에 {planned}까지 도착할 수 없습니다: 가장 이른 도착은 {arrival}입니다",
        "schedule.day-runs-late": "그날이 가장 늦은 끝 시각 {latest}보다 늦은 {end}에 끝납니다",
        "schedule.weekday-unknown":
            "여행에 시작 날짜가 없어 요일마다 다른 영업시간을 확인하지 못했습니다: {stops} "
            + "('trip edit --start'로 정하세요)",
        // weekdays
        "schedule.monday": "월요일",
        "schedule.tuesday": "화요일",
        "schedule.wednesday": "수요일",
        "schedule.thursday": "목요일",
        "schedule.friday": "금요일",
        "schedule.saturday": "토요일",
        "schedule.sunday": "일요일",
        "schedule.mo": "월",
        "schedule.tu": "화",
        "schedule.we": "수",
        "schedule.th": "목",
        "schedule.fr": "금",
        "schedule.sa": "토",
        "schedule.su": "일",
        // the clock options (times, stays, modes)
        "schedule.expects-clock-time": "--{option}에는 00:00부터 23:59까지의 HH:MM 시각이 와야 합니다. 받은 값: '{text}'",
        "schedule.expects-stay": "--stay에는 90 같은 정수 분이 와야 합니다. 받은 값: '{text}'",
        "schedule.expects-mode": "--{option}에는 {modes} 중 하나가 와야 합니다. 받은 값: '{text}'",
        "schedule.expects-mode-number": "--{option}에는 walk=4.5 같은 MODE=NUMBER가 와야 합니다. 받은 값: '{text}'",
    ]
}
