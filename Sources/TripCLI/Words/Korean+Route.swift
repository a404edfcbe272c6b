extension CLIWords.Korean {
    /// Korean words of the route commands (the keys of English.route).
    static let route: [String: String] = [
        // trip route: options
        "route.seconds-like": "0.5나 2 같은 초 단위 값",
        "route.time-limit-range": "--time-limit {text}은(는) 0.01…60초 범위를 벗어납니다",
        "route.kept-or-any": "--{name}에는 {kept} 또는 any가 와야 합니다. 받은 값: '{text}'",
        "route.needs-optimize": "--{option}은(는) --optimize 또는 --apply와 함께만 쓸 수 있습니다",
        "route.day-or-ignore-days": "--day와 --ignore-days 중 하나만 지정하세요",
        // trip route: messages
        "route.no-stops-on-day": "'{trip}'에는 {day}일차 장소가 없습니다",
        "route.seconds": "{seconds}초",
        "route.time-limit-reached":
            "탐색이 시간 제한 {limit}에 도달해 멈췄으므로 다시 실행하면 다른 순서가 나올 수 있습니다. "
            + "--time-limit을 늘리면 탐색을 끝낼 수 있습니다.",
        "route.already-shortest": "현재 순서가 이미 찾은 순서 중 가장 짧습니다.",
        "route.nothing-to-apply": "적용할 것이 없습니다. 여행은 바뀌지 않았습니다.",
        "route.preview-only": "미리 보기입니다. 이 순서를 저장하려면 --apply를 붙여 다시 실행하세요.",
        "route.skip-too-few": "최적화할 것이 없습니다: 장소가 {count}개이며, 적어도 3개가 필요합니다.",
        "route.skip-few-movable":
            "최적화할 것이 없습니다: 옮길 수 있는 장소가 {count}개뿐입니다. "
            + "나머지는 고정되었거나 --start/--end로 제자리에 있습니다.",
        "route.skip-few-movable-on-day":
            "최적화할 것이 없습니다: {day}일차에 옮길 수 있는 장소가 {count}개뿐입니다. "
            + "나머지는 고정되었거나 --start/--end로 제자리에 있습니다.",
        "route.skip-no-day-movable": "최적화할 것이 없습니다: 옮길 수 있는 장소가 2개 있는 일차가 없습니다.",
        "route.changed-meanwhile": "경로를 최적화하는 동안 '{trip}'이(가) 바뀌었습니다. 다시 실행하세요",
        "route.no-stops-yet": "'{trip}'에는 아직 장소가 없습니다.",
        "route.total": "합계: {distance}, 장소 {count}개",
        "route.total-round-trip": "합계: {distance} (왕복), 장소 {count}개",
        "route.before-after": "이전: {before}  이후: {after}  절약: {saving}{percent}",
        "route.before-after-round-trip": "이전: {before}  이후: {after} (왕복)  절약: {saving}{percent}",
        "route.saved": "'{trip}'의 새 순서를 저장했습니다",
        // trip route: tables
        "route.column-was": "이전",
        "route.column-day": "일차",
        "route.column-name": "이름",
        "route.column-leg": "구간",
        "route.column-stops": "장소",
        "route.column-before": "이전",
        "route.column-after": "이후",
        "route.column-saving": "절약",
        "route.back-to": "{name}(으)로 돌아감",
        "route.day-subtotal": "{day}일차: 장소 {count}개",
        // trip route: by days and by the clock
        "route.clock-ordered":
            "각 장소에 영업시간 안에, 그리고 정해진 도착 시각까지 닿도록 예상 이동 시간으로 순서를 정했습니다"
            + " ('trip schedule' 참고).",
        "route.clock-day-travel": "{day}일차: 이동 {before} → {after}분.",
        "route.clock-day-unserved":
            "{day}일차: 찾은 어떤 순서로도 {stops}에 영업시간 안에 닿지 못합니다. 이 순서가 가장 많은 장소를 들릅니다.",
        "route.clock-day-late": "{day}일차: 찾은 모든 순서가 그날의 끝 시각을 넘깁니다.",
        "route.order-mixes-days":
            "이 순서는 일차를 섞습니다. 장소는 자기 일차를 유지하므로 한 일차가 더 이상 한 덩어리가 아닙니다. "
            + "'trip plan days N --apply'로 일차를 다시 계획하세요.",
        "route.day-kept-order":
            "{day}일차는 순서를 유지합니다: 찾은 경로가 전체로는 짧지만 그날을 길게 만듭니다. "
            + "--day {day}로 그 경로를 쓸 수 있습니다.",
        "route.undated-one": "'{name}'에는 일차가 없어 제자리에 둡니다.",
        "route.undated-many": "일차가 없는 장소 {count}개는 제자리에 둡니다.",
        "route.days-mixed-up":
            "현재 순서에서 일차가 섞여 있어 각 일차를 자기 자리들 안에서 다시 정렬했습니다. "
            + "'trip stop move'나 'trip plan days N --apply'로 일차를 묶을 수 있습니다.",
        // trip distance
        "distance.batch-alone": "--batch는 모든 쌍을 stdin에서 읽습니다. 장소, --trip, --json을 함께 쓸 수 없습니다",
        "distance.needs-two-places": "distance에는 두 장소 A와 B가 필요합니다 (또는 --batch)",
        "distance.trip-not-loaded": "여행을 불러올 수 없습니다",
        "distance.no-coordinate": "장소 {position} '{name}'에 올바른 좌표가 없습니다",
        "distance.result": "{meters} m ({kilometers} km)",
        "distance.result-bearing": "{meters} m ({kilometers} km), 초기 방위각 {bearing}°",
        "distance.bad-line": "{line}번째 줄: {problem}",
        "distance.bad-lines": "{count}줄 중 {bad}줄을 읽을 수 없습니다",
        "distance.expected-fields": "lat1,lon1,lat2,lon2 형식이어야 합니다. 받은 값: '{text}'",
        "distance.expected-numbers": "lat1,lon1,lat2,lon2 네 개의 숫자여야 합니다. 받은 값: '{text}'",
        "distance.out-of-range": "위도는 -90…90, 경도는 -180…180이어야 합니다. 받은 값: '{text}'",
        // The route engine's refusals (TripGeo's RouteError and DayPlanError), as the command line reports them.
        "route-error.invalid-cost": "장소 {from}에서 장소 {to}까지의 비용이 음수이거나 너무 크거나 숫자가 아닙니다.",
        "route-error.index-out-of-range": "장소 {place}이(가) 거리 행렬에 없습니다.",
        "route-error.invalid-position": "장소 {place}이(가) 위치 {position}에 고정되었지만 그 위치는 범위를 벗어나거나 이미 쓰였습니다.",
        "route-error.conflicting-constraint": "장소 {place}이(가) 경로의 정해진 시작이나 끝과 어긋나는 위치에 고정되었습니다.",
        "route-error.count-mismatch":
            "경로에 장소가 {places}개인데 머무는 시간은 {stays}개, 시간대 목록은 {windows}개입니다. 장소마다 하나씩 주세요.",
        "route-error.invalid-stay": "장소 {place}에 머무는 시간이 음수이거나 너무 길거나 숫자가 아닙니다.",
        "route-error.invalid-window": "장소 {place}의 시간대가 유한하지 않거나, 닫힌 뒤에 열리거나, 겹치거나 순서가 맞지 않습니다.",
        "route-error.invalid-time": "경로의 시작 시각이나 가장 늦은 끝 시각이 숫자가 아니거나 범위를 벗어납니다.",
        "route-error.not-a-permutation": "순서에 모든 장소가 정확히 한 번씩 들어 있지 않습니다.",
        "day-plan-error.invalid-day-count": "장소 {stops}개를 {days}일로 나눌 수 없습니다: 1…{most}일을 쓰세요.",
        "day-plan-error.invalid-place": "장소 {place}이(가) 거리 행렬에 없거나 두 번 나옵니다.",
        "day-plan-error.base-is-a-stop": "장소 {place}이(가) 숙소이면서 나눌 장소이기도 합니다.",
        "day-plan-error.ends-count": "{days}일에 대해 일차 끝이 {count}개 주어졌습니다. 일차마다 하나씩 주거나 주지 마세요.",
        "day-plan-error.invalid-fixed-day": "장소 {stop}이(가) {day}일차에 고정되었지만 그 일차는 계획에 없습니다.",
        "day-plan-error.infeasible": "{day}일차에 고정된 장소가 {fixed}개라 다른 모든 일차에 장소를 하나씩 남길 수 없습니다.",
    ]
}
