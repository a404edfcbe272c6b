extension CLIWords.KoreanHelp {
    /// Korean help of the route commands, keyed by the English declared with them.
    static let route: [String: String] = [
        // trip route
        "Show a trip's route with each leg, or find a shorter visiting order.":
            "여행 경로를 구간별로 보여 주거나 더 짧은 방문 순서를 찾습니다.",
        """
        Distances are WGS84 geodesics between the stops, in metres. --optimize previews the shortest
        order found; --apply saves it. Locked stops ('trip stop lock') keep their positions.
        The same trip and options give the same order, unless the search reaches its time limit
        (it says so on stderr).
        On a trip planned by days, --optimize reorders each day in turn as --day D would, day 1 first:
        every stop keeps its day, each day stays among its own positions, and stops without a day stay
        where they are. --start first / --end last keep each day's first / last stop, --round-trip
        still closes the whole trip back to stop 1, and --time-limit bounds each day's search. A day's
        new order is kept only if it does not make that day longer. --apply saves all days at once.
        When any stop has opening hours or a fixed arrival, each day is instead ordered by estimated
        travel time so every stop is reached within its hours (waiting allowed), from the day's lodging
        back to it; when no order serves every stop, it names those it cannot and keeps the order that
        serves the most (see 'trip schedule'). --round-trip and --ignore-days use distance as before.
        --ignore-days plans one route across all stops instead; the stops keep their days, which may
        then be mixed up in the new order.
        """: """
        거리는 장소 사이의 WGS84 측지선 거리이며 단위는 미터입니다. --optimize는 찾은 가장 짧은
        순서를 미리 보여 주고, --apply는 그 순서를 저장합니다. 고정된 장소('trip stop lock')는 자리를
        지킵니다. 탐색이 시간 제한에 닿지 않는 한 같은 여행과 옵션은 같은 순서를 냅니다(닿으면 stderr에
        알립니다).
        일차별로 계획된 여행에서는 --optimize가 1일차부터 차례로 각 일차를 --day D처럼 다시 정렬합니다:
        모든 장소는 자기 일차를 지키고, 각 일차는 자기 자리들 안에 머물며, 일차가 없는 장소는 제자리에
        있습니다. --start first / --end last는 각 일차의 첫 / 마지막 장소를 지키고, --round-trip은 여전히
        여행 전체를 1번 장소로 되돌려 닫으며, --time-limit은 각 일차의 탐색 시간을 제한합니다. 한 일차의
        새 순서는 그날을 길게 만들지 않을 때만 쓰입니다. --apply는 모든 일차를 한 번에 저장합니다.
        영업시간이나 정해진 도착 시각이 있는 장소가 하나라도 있으면, 각 일차를 대신 예상 이동 시간으로
        정렬해 그날의 숙소에서 출발해 숙소로 돌아올 때까지 모든 장소에 영업시간 안에 닿게 합니다(기다림
        허용). 모든 장소를 들를 순서가 없으면 들르지 못하는 장소를 알리고 가장 많이 들르는 순서를
        지킵니다('trip schedule' 참고). --round-trip과 --ignore-days는 전처럼 거리를 씁니다.
        --ignore-days는 대신 모든 장소를 하나의 경로로 계획합니다. 장소는 자기 일차를 지키므로 새
        순서에서 일차가 섞일 수 있습니다.
        """,
        "Preview the shortest order found, with the totals before and after":
            "찾은 가장 짧은 순서를 전후 합계와 함께 미리 봅니다",
        "Optimize and save the new order (implies --optimize)": "최적화하고 새 순서를 저장합니다 (--optimize 포함)",
        "first (default): the first stop stays first; any: it may move":
            "first (기본값): 첫 장소가 처음에 남습니다. any: 옮길 수 있습니다",
        "last: the last stop stays last; any (default): any stop may end the route":
            "last: 마지막 장소가 끝에 남습니다. any (기본값): 어느 장소로든 경로를 끝낼 수 있습니다",
        "Return to the first stop; the closing leg counts": "첫 장소로 돌아옵니다. 돌아오는 구간도 셉니다",
        "Only reorder the stops of day D, among their own positions": "D일차의 장소만 그 자리들 안에서 다시 정렬합니다",
        "Reorder all stops as one route, across the days (days may then mix)":
            "일차를 넘어 모든 장소를 하나의 경로로 정렬합니다 (일차가 섞일 수 있습니다)",
        "Longest search in seconds, 0.01…60 (default 1)": "가장 긴 탐색 시간(초), 0.01…60 (기본값 1)",
        "Seed of the search (default 1); other seeds may find other orders of equal length":
            "탐색의 시드 (기본값 1). 다른 시드는 길이가 같은 다른 순서를 찾을 수 있습니다",
        "a whole number from 0": "0 이상의 정수",
        // trip distance
        "Distance and initial bearing between two places, or distances read from stdin.":
            "두 장소 사이의 거리와 초기 방위각, 또는 stdin에서 읽은 거리들을 보여 줍니다.",
        """
        A place is lat,lon (37.5796,126.977) or a stop of the current trip (or of --trip TRIP):
        its position, an id prefix or its name. Distances are WGS84 geodesics; the initial bearing is
        in degrees clockwise from true north.
        With --batch, each stdin line is lat1,lon1,lat2,lon2 and each good line prints its metres
        (3 decimals) on a line of its own; bad lines are reported on stderr with their line number,
        print nothing on stdout, and make the exit status 65 once every line has been read.
        Blank lines are skipped.
        """: """
        장소는 lat,lon (37.5796,126.977)이거나 현재 여행(또는 --trip TRIP)의 장소입니다: 그 위치 번호,
        id 앞부분 또는 이름으로 씁니다. 거리는 WGS84 측지선 거리이고, 초기 방위각은 진북에서 시계
        방향으로 잰 도(°)입니다.
        --batch를 주면 stdin의 각 줄은 lat1,lon1,lat2,lon2이고, 올바른 줄마다 미터(소수점 3자리)를 한
        줄씩 출력합니다. 잘못된 줄은 줄 번호와 함께 stderr에 알리고 stdout에는 아무것도 출력하지 않으며,
        모든 줄을 읽은 뒤 종료 상태를 65로 만듭니다.
        빈 줄은 건너뜁니다.
        """,
        "From: lat,lon or a stop": "출발: lat,lon 또는 장소",
        "To: lat,lon or a stop": "도착: lat,lon 또는 장소",
        "The trip whose stops A and B name (default: the current trip)":
            "A와 B가 가리키는 장소의 여행 (기본값: 현재 여행)",
        "Read lat1,lon1,lat2,lon2 lines from stdin and print metres one per line":
            "stdin에서 lat1,lon1,lat2,lon2 줄을 읽어 한 줄에 하나씩 미터를 출력합니다",
    ]
}
