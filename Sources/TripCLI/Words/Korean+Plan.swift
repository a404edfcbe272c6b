extension CLIWords.Korean {
    /// Korean words of the plan commands (the keys of English.plan).
    static let plan: [String: String] = [
        // trip plan days: options and bases
        "plan.days-expects": "DAYS에는 1부터 {most}까지의 정수가 와야 합니다. 받은 값: '{text}'",
        "plan.base-or-bases": "--base와 --bases 중 하나만 지정하세요",
        "plan.base-ambiguous": "숙소 '{text}'이(가) '{trip}'의 여러 장소와 일치합니다: {stops}",
        "plan.base-not-found":
            "'{trip}'에는 '{text}' 장소가 없습니다. 숙소로 장소(위치 번호, id 또는 이름)나 lat,lon을 주세요",
        "plan.bases-empty-entry": "--bases '{text}'에 빈 항목이 있습니다",
        "plan.bases-count": "--bases에는 일차마다 숙소가 하나씩 필요합니다: {days}일이면 {days}개인데 {count}개를 받았습니다",
        // trip plan days: notes
        "plan.time-limit-reached": "탐색이 시간 제한에 도달해 멈췄으므로 다시 실행하면 다른 계획이 나올 수 있습니다.",
        "plan.saved": "{days}일 계획을 저장했습니다.",
        "plan.nothing-to-apply": "적용할 것이 없습니다: 여행이 이미 이 계획대로입니다.",
        "plan.preview-only": "미리 보기입니다. 저장하려면 --apply를 붙여 다시 실행하세요.",
        "plan.changed-meanwhile": "일차를 계획하는 동안 '{trip}'이(가) 바뀌었습니다. 다시 실행하세요",
        "plan.clock-planned":
            "시간표로 계획했습니다: 각 장소에 영업시간 안에, 정해진 도착 시각까지 닿게 한 뒤 이동 시간을 가장 짧게 "
            + "했습니다 (추정치, 'trip schedule' 참고).",
        "plan.weekday-unchecked":
            "여행에 시작 날짜가 없어 요일마다 다른 영업시간을 확인하지 못했습니다: {stops} "
            + "('trip edit --start'로 정하세요).",
        "plan.not-all-served":
            "모든 장소를 들르는 나눔을 찾지 못했습니다. 이 계획이 찾은 것 중 가장 많이 들릅니다. 들르지 못하는 장소: {stops}.",
        "plan.kept-current": "현재 일차가 이동을 늘리지 않고 같은 수의 장소를 들르므로 현재 일차를 계획으로 씁니다.",
        // trip plan days: the report
        "plan.summary-open": "{trip}: 장소 {stops}개를 {days}일로, 일차마다 열린 경로",
        "plan.summary-loop": "{trip}: 장소 {stops}개를 {days}일로, 일차마다 {base}에서 출발해 돌아오는 경로",
        "plan.summary-hotels": "{trip}: 장소 {stops}개를 {days}일로, 숙소에서 숙소로",
        "plan.balance-stops": "균형: 장소 수, 하루 {low}–{high}개 (고정된 장소로 더 늘 수 있음)",
        "plan.balance-distance": "균형: 거리, 평균에서 {tolerance} % 안의 일차를 선호 (지금 {spread} %)",
        "plan.day": "{day}일차: 장소 {count}개, {distance}",
        "plan.day-clock": "{day}일차: 장소 {count}개, {distance}{date}, 이동 {travel}{span}",
        "plan.not-served": "들르지 못함: {sentence}",
        "plan.total": "합계: {distance}",
        "plan.total-current": "합계: {distance} (현재 계획: {current})",
        "plan.total-clock": "합계: {distance}, {clock}",
        "plan.total-clock-current": "합계: {distance}, {clock} (현재 계획: {current}, {currentClock})",
        "plan.clock-travel": "이동 {travel}",
        "plan.clock-travel-unserved": "이동 {travel}, 들르지 못하는 장소 {count}개",
        "plan.column-day": "일차",
        "plan.column-stops": "장소",
        "plan.column-distance": "거리",
        "plan.column-now-stops": "현재 장소",
        "plan.column-now-distance": "현재 거리",
        "plan.column-name": "이름",
        "plan.column-leg": "구간",
        "plan.column-arrive": "도착",
        "plan.column-travel": "이동",
        "plan.column-first": "첫 도착",
        "plan.column-end": "끝",
        "plan.column-not-served": "못 들름",
        "plan.all": "전체",
        "plan.base-name": "{name} (숙소)",
        // why a stop is not served
        "plan.unserved-stop": "{day}일차 '{name}': {reason}",
        "plan.closed-that-day": "그날 휴무 ({weekday})",
        "plan.window-missed": "영업시간을 놓침 ({arrival}에 도착해 문 닫기 전에 머물 시간이 없음)",
        "plan.fixed-arrival-missed": "정해진 도착을 놓침 ({planned} 예정, 빨라야 {arrival})",
        "plan.day-too-long": "하루가 너무 김 ({end}에 끝나 가장 늦은 끝 시각 {latest}을(를) 넘김)",
        // TripPlanning's PlanningError, as the command line reports it
        "planning-error.no-coordinate": "장소 {position} '{name}'에 올바른 좌표가 없습니다",
        "planning-error.engine-rejected": "경로 엔진이 요청을 거부했습니다: {reason}",
        "planning-error.constraint-broken": "경로 엔진이 제약을 어기는 순서를 돌려주었습니다: {order}",
        "planning-error.no-stops": "'{trip}'에는 계획할 장소가 없습니다. 'trip stop add'로 추가하세요",
        "planning-error.no-stops-besides-base": "'{trip}'에는 숙소 말고 계획할 장소가 없습니다. 'trip stop add'로 추가하세요",
        "planning-error.too-few-stops":
            "'{trip}'에는 장소가 {stops}개뿐이라 {days}일로 나누기에 너무 적습니다. 많아야 {stops}일로 계획하세요",
        "planning-error.too-few-stops-besides-base":
            "'{trip}'에는 숙소 말고 장소가 {stops}개뿐이라 {days}일로 나누기에 너무 적습니다. 많아야 {stops}일로 계획하세요",
        "planning-error.too-many-stops": "'{trip}'에는 장소가 {stops}개 있습니다. plan days는 한 번에 {maximum}개까지 다룹니다",
        "planning-error.locked-beyond-plan":
            "장소 {position} '{name}'이(가) {day}일차에 고정되었지만 계획은 {days}일입니다. "
            + "고정을 풀거나('trip stop unlock') {day}일로 계획하세요",
    ]
}
