extension CLIWords.KoreanHelp {
    /// Korean help of the trip commands, keyed by the English declared with them.
    static let trip: [String: String] = [
        // new, list, show, rename
        "Create a trip.": "여행을 만듭니다.",
        "The trip's name": "여행 이름",
        "First day, YYYY-MM-DD": "첫날, YYYY-MM-DD",
        "Last day, YYYY-MM-DD": "마지막 날, YYYY-MM-DD",
        "List trips, most recently changed first.": "여행을 최근에 바뀐 것부터 나열합니다.",
        "Only trips that are planning, traveling or finished":
            "planning(계획 중), traveling(여행 중), finished(마침) 중 이 상태의 여행만",
        "planning, traveling or finished": "planning, traveling 또는 finished",
        "Show a trip: its stops in order with each leg's distance and the total.":
            "여행을 보여 줍니다: 방문지를 순서대로, 구간마다의 거리와 합계와 함께.",
        "Give a trip a new name.": "여행에 새 이름을 줍니다.",
        "The new name": "새 이름",
        // edit
        "Change a trip's dates, notes, time zone or travel modes.": "여행의 날짜, 메모, 시간대, 이동 수단을 바꿉니다.",
        """
        Travel times are estimates: straight-line distance × detour ÷ speed, plus a fixed wait per leg.
        Built-in numbers: walk 4.5 km/h ×1.3; bike 15 km/h ×1.3; transit 20 km/h ×1.4 +10 min;
        taxi 25 km/h ×1.3 +5 min; car 30 km/h ×1.3. --mode-speed, --mode-detour and --mode-wait change
        them for this trip; --mode-reset goes back. Without --time-zone the system's time zone is used.
        """: """
        이동 시간은 추정치입니다: 직선거리 × 우회 계수 ÷ 속도에 구간마다 정해진 대기 시간을 더합니다.
        기본값: walk 4.5 km/h ×1.3; bike 15 km/h ×1.3; transit 20 km/h ×1.4 +10분;
        taxi 25 km/h ×1.3 +5분; car 30 km/h ×1.3. --mode-speed, --mode-detour, --mode-wait로
        이 여행의 값을 바꾸고 --mode-reset으로 되돌립니다. --time-zone이 없으면 시스템 시간대를 씁니다.
        """,
        "First day, YYYY-MM-DD ('none' to clear)": "첫날, YYYY-MM-DD ('none'이면 지움)",
        "Last day, YYYY-MM-DD ('none' to clear)": "마지막 날, YYYY-MM-DD ('none'이면 지움)",
        "IANA time zone of the trip's times, e.g. Asia/Seoul ('system' to clear)":
            "여행 시각의 IANA 시간대, 예: Asia/Seoul ('system'이면 지움)",
        "Travel mode of legs whose stop names none (default transit; 'none' to clear)":
            "방문지에 이동 수단이 없는 구간의 이동 수단 (기본값 transit; 'none'이면 지움)",
        "This trip's speed of a mode in km/h, e.g. walk=4.5": "이 여행에서 한 이동 수단의 속도(km/h), 예: walk=4.5",
        "Road distance per straight-line distance, e.g. taxi=1.2": "직선거리 대비 도로 거리, 예: taxi=1.2",
        "Minutes added to every leg, e.g. transit=8": "구간마다 더하는 시간(분), 예: transit=8",
        "Back to the built-in speed, detour and wait": "기본 속도, 우회 계수, 대기 시간으로 되돌립니다",
        // start, finish, history, rm
        "Start a trip: it becomes the current trip that commands use by default.":
            "여행을 시작합니다: 명령이 기본으로 쓰는 현재 여행이 됩니다.",
        "If another trip is under way, put it back to planning": "다른 여행이 진행 중이면 그 여행을 계획 중으로 되돌립니다",
        "Finish a trip and move it into the history.": "여행을 마치고 기록으로 옮깁니다.",
        "A trip without a name is named after its start date (or today), as 여행가자곰 did.":
            "이름 없는 여행은 여행가자곰처럼 시작 날짜(없으면 오늘)로 이름을 붙입니다.",
        "List finished trips, most recently finished first.": "마친 여행을 최근에 마친 것부터 나열합니다.",
        "Delete a trip with its stops and expenses.": "여행을 방문지, 경비와 함께 삭제합니다.",
        // copy
        "Copy a trip into a new one being planned.": "여행을 계획 중인 새 여행으로 복사합니다.",
        """
        The copy has its own id and its own stops, day plans and expenses (with new ids), the same
        companions, and starts as a plan again. Without NEW-NAME it is called 'NAME (copy)', or
        'NAME (copy 2)' and so on when that name is taken; a NEW-NAME another trip has is refused.
        """: """
        복사본은 자기 id와 자기 방문지, 일정, 경비(새 id)를 갖고 동행자는 같으며 다시 계획 중으로
        시작합니다. NEW-NAME이 없으면 'NAME (사본)'이 되고, 그 이름이 있으면 'NAME (사본 2)'처럼
        번호가 붙습니다. 다른 여행이 쓰는 NEW-NAME은 거절합니다.
        """,
        "The copy's name": "복사본 이름",
        "Leave the expenses out of the copy": "복사본에 경비를 넣지 않습니다",
        // import
        "Create a trip from a file.": "파일로 여행을 만듭니다.",
        """
        A trip document (JSON, as 'trip export' writes it) is stored as it is, under its own id; when
        that id is already taken, --name NEW stores it as a copy with new ids.
        GPX waypoints (or route points), KML placemarks, GeoJSON points and CSV rows become the stops of a
        new trip, in file order.
        A GPX file with only tracks (a GPS log) becomes stops from the points the track names, or, when
        it names none, from its shape: the track simplified (Douglas-Peucker) to at most --max-stops
        points, keeping the turns that matter most. --track named or simplify picks one way.
        """: """
        여행 문서('trip export'가 쓰는 JSON)는 자기 id로 그대로 저장합니다. 그 id가 이미 있으면
        --name NEW로 새 id를 가진 복사본으로 저장합니다.
        GPX 웨이포인트(또는 경로 점), KML 플레이스마크, GeoJSON 점, CSV 행은 파일 순서대로 새 여행의
        방문지가 됩니다.
        트랙만 있는 GPX 파일(GPS 기록)은 트랙에서 이름이 붙은 점이 방문지가 되고, 이름이 붙은 점이
        없으면 모양을 따릅니다: 트랙을 가장 중요한 꺾임을 남기며 최대 --max-stops개 점으로
        단순화합니다(Douglas-Peucker). --track named 또는 simplify로 한 방법을 고릅니다.
        """,
        "The file to read (- for standard input)": "읽을 파일 (-이면 표준 입력)",
        "json, gpx, geojson, kml or csv (detected from the content when not given)":
            "json, gpx, geojson, kml 또는 csv (주지 않으면 내용으로 알아냅니다)",
        "Name the new trip": "새 여행의 이름",
        "For GPX tracks: auto (default), named (the points the track names) or simplify":
            "GPX 트랙의 경우: auto(기본값), named(트랙에서 이름이 붙은 점) 또는 simplify",
        "one of auto, simplify, named": "auto, simplify, named 중 하나",
        "For GPX tracks: keep at most N points of the simplified track (default 50)":
            "GPX 트랙의 경우: 단순화한 트랙의 점을 최대 N개 남깁니다 (기본값 50)",
        "a whole number from 2 to 10000": "2부터 10000까지의 정수",
        // export
        "Write a trip out as a file.": "여행을 파일로 씁니다.",
        "json (the trip document), gpx, geojson, kml, csv, ics, md, svg, html, pdf or gmaps":
            "json(여행 문서), gpx, geojson, kml, csv, ics, md, svg, html, pdf 또는 gmaps",
        "Add taxi fare estimates to the page with a built-in tariff: mid or seoul, deluxe or seoul-deluxe, "
            + "busan, daegu, incheon, gwangju, daejeon, jeju":
            "내장 요금표로 페이지에 택시 요금 추정치를 더합니다: mid 또는 seoul, deluxe 또는 seoul-deluxe, "
            + "busan, daegu, incheon, gwangju, daejeon, jeju",
        "Write to FILE instead of standard output (- is standard output)": "표준 출력 대신 FILE에 씁니다 (-은 표준 출력)",
        "Overwrite FILE if it is a regular file (a link or device is never replaced)":
            "FILE이 일반 파일이면 덮어씁니다 (링크나 장치는 절대 바꾸지 않습니다)",
    ]
}
