extension CLIWords.KoreanHelp {
    /// Korean help of the plan commands, keyed by the English declared with them.
    static let plan: [String: String] = [
        "Plan a trip's structure: split its stops into days around a base.":
            "여행의 짜임을 계획합니다: 숙소를 중심으로 장소를 일차로 나눕니다.",
        "Split a trip's stops into N days, each a short loop from the base, in its best order.":
            "여행의 장소를 N일로 나눕니다. 일차마다 숙소에서 도는 짧은 경로를 가장 좋은 순서로 만듭니다.",
        """
        Nearby stops go together, days are balanced, and the total of all days is as short as the planner
        finds. With --base every day starts and ends at the base. With --bases B1,…,BN (one per day, for
        hotel changes) day 1 runs from B1 to B1 and day d from B(d-1), last night's hotel, to Bd.
        Without a base each day is an open path. A base that is a stop of the trip is the hotel, not a
        visit: it gets no day, and --apply moves it to the front of the trip.
        --balance stops (default): every day has ⌈n/N⌉±1 stops (at least 1). --balance distance: days
        whose length strays more than 25 % from the mean day are penalised.
        Locked stops that have a day keep it, and their rank within the day where it is long enough.
        Without --apply nothing is saved; --apply saves the days and the order (day 1 first) at once, and
        never days longer than the current ones when those follow these rules. With a base it also saves
        each day's lodging (see 'trip day set'), so 'trip schedule' starts there.
        The trip may also come first, as in other commands: 'trip plan days 제주 3'.
        When any stop has opening hours or a fixed arrival ('trip stop edit --hours/--arrive'), the days
        are planned on the clock instead, as 'trip schedule' lays them out: each stop is reached within
        its hours on its day's weekday (waiting allowed), fixed arrivals are met, stays count and each
        day ends by its latest end where it can ('trip day set'); then total travel time is the
        shortest found (--balance distance then weighs each day's travel time, not its metres).
        Days without a base start at their lodging, if they have one. The tables gain
        each day's travel time, first arrival and end, and the stops no split can serve, with why
        (closed that day, window missed, fixed arrival missed, day too long); the plan then serves the
        most it finds. It never replaces current days that serve as many stops with less travel.
        --time-limit bounds the whole search; the same trip, options and seed give the same plan unless
        the search reaches it (it says so on stderr).
        """: """
        가까운 장소끼리 묶고, 일차의 균형을 맞추며, 모든 일차의 합계를 찾을 수 있는 한 짧게 합니다.
        --base를 주면 모든 일차가 숙소에서 시작해 숙소에서 끝납니다. --bases B1,…,BN(일차마다 하나, 숙소를
        옮길 때)을 주면 1일차는 B1에서 B1로, d일차는 전날 밤 숙소인 B(d-1)에서 Bd로 갑니다.
        숙소가 없으면 일차마다 열린 경로입니다. 여행의 장소인 숙소는 방문지가 아니라 호텔입니다: 일차를
        받지 않으며, --apply가 여행의 맨 앞으로 옮깁니다.
        --balance stops (기본값): 일차마다 장소가 ⌈n/N⌉±1개(적어도 1개)입니다. --balance distance: 길이가
        평균 일차에서 25 % 넘게 벗어나는 일차에 벌점을 줍니다.
        일차가 있는 고정된 장소는 그 일차를 지키고, 일차가 충분히 길면 그 안의 순서도 지킵니다.
        --apply가 없으면 아무것도 저장하지 않습니다. --apply는 일차와 순서(1일차부터)를 한 번에 저장하며,
        현재 일차가 이 규칙을 따를 때 그보다 긴 일차는 저장하지 않습니다. 숙소를 주면 일차마다 숙소도
        저장하므로('trip day set' 참고) 'trip schedule'이 거기서 시작합니다.
        다른 명령처럼 여행을 먼저 써도 됩니다: 'trip plan days 제주 3'.
        영업시간이나 정해진 도착 시각이 있는 장소가 하나라도 있으면('trip stop edit --hours/--arrive'),
        일차를 대신 'trip schedule'처럼 시간표로 계획합니다: 각 장소에 그 일차 요일의 영업시간 안에
        닿고(기다림 허용), 정해진 도착을 지키며, 체류 시간을 세고, 되도록 일차마다 가장 늦은 끝 시각까지
        끝냅니다('trip day set'). 그다음 전체 이동 시간을 가장 짧게 합니다(이때 --balance distance는 미터가
        아니라 일차마다의 이동 시간을 따집니다).
        숙소가 없는 일차는 묵는 곳이 있으면 거기서 시작합니다. 표에는
        일차마다 이동 시간, 첫 도착, 끝 시각과 어떤 나눔으로도 들를 수 없는 장소와 그 까닭(그날 휴무,
        영업시간을 놓침, 정해진 도착을 놓침, 하루가 너무 김)이 더해지고, 계획은 찾은 것 중 가장 많이
        들릅니다. 같은 수의 장소를 더 적은 이동으로 들르는 현재 일차는 바꾸지 않습니다.
        --time-limit은 전체 탐색 시간을 제한합니다. 탐색이 제한에 닿지 않는 한 같은 여행, 옵션, 시드는
        같은 계획을 냅니다(닿으면 stderr에 알립니다).
        """,
        "Number of days, 1 to the number of stops": "일수, 1부터 장소 수까지",
        "Start and end every day here: a stop of the trip or a coordinate":
            "모든 일차를 여기서 시작하고 끝냅니다: 여행의 장소 또는 좌표",
        "One base per day (stops or lat,lon pairs), for hotel changes":
            "일차마다 숙소 하나 (장소 또는 lat,lon 쌍), 숙소를 옮길 때",
        "Balance days by stop count (default) or by length": "일차의 균형을 장소 수(기본값)나 길이로 맞춥니다",
        "stops or distance": "stops 또는 distance",
        "Seed of the search (default 1)": "탐색의 시드 (기본값 1)",
        "Longest search in seconds, 0.01…60 (default 10)": "가장 긴 탐색 시간(초), 0.01…60 (기본값 10)",
        "Save the plan: each stop's day and the visiting order": "계획을 저장합니다: 각 장소의 일차와 방문 순서",
    ]
}
