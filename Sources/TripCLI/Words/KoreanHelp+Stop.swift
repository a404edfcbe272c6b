extension CLIWords.KoreanHelp {
    /// Korean help of the stop commands, keyed by the English declared with them.
    static let stop: [String: String] = [
        "Add, list, move, edit and remove the stops of a trip.": "여행의 방문지를 추가, 나열, 이동, 수정, 삭제합니다.",
        "A stop is named by its position (3), an id prefix, or its name.":
            "방문지는 위치(3), id 앞부분 또는 이름으로 가리킵니다.",
        "Position, id prefix or name of the stop": "방문지의 위치, id 앞부분 또는 이름",
        "Add a stop to a trip.": "여행에 방문지를 추가합니다.",
        "With --spot, the stop takes the spot's title, address and coordinate (a NAME overrides the title) "
            + "and its opening hours where TourAPI's usetime/restdate can be read; otherwise their text goes into "
            + "the stop's notes.":
            "--spot을 주면 방문지는 명소의 제목, 주소, 좌표를 가져오고(NAME을 주면 제목 대신 씁니다) "
            + "TourAPI의 usetime/restdate를 읽을 수 있으면 운영 시간도 가져옵니다. 읽을 수 없으면 그 원문을 "
            + "방문지 메모에 넣습니다.",
        "The stop's name (with --spot, default: the spot's title)": "방문지 이름 (--spot이 있으면 기본값: 명소의 제목)",
        "Make the stop from a catalog spot (TourAPI contentid or spot id)":
            "카탈로그의 명소로 방문지를 만듭니다 (TourAPI contentid 또는 명소 id)",
        "Latitude in degrees, -90…90": "위도(도 단위), -90…90",
        "Longitude in degrees, -180…180": "경도(도 단위), -180…180",
        "Street address": "주소",
        "Insert at this position (default: at the end)": "이 위치에 넣습니다 (기본값: 맨 끝)",
        "The day of the trip it belongs to": "방문지가 속한 여행 일차",
        "Free notes": "자유 메모",
        "Fixed arrival time, e.g. a booked show ('none' to clear)": "정해진 도착 시각, 예: 예약한 공연 ('none'이면 지움)",
        "How long the visit lasts (default 60; 'none' to clear)": "머무는 시간 (기본값 60; 'none'이면 지움)",
        "Opening hours, e.g. 'Tu-Su 09:00-18:00; Mo off' ('none' to clear)":
            "운영 시간, 예: 'Tu-Su 09:00-18:00; Mo off' ('none'이면 지움)",
        "How to travel on to the next stop: walk, bike, transit, taxi, car ('none' to clear)":
            "다음 방문지로 가는 방법: walk, bike, transit, taxi, car ('none'이면 지움)",
        "Change a stop's name, place, day, notes or times.": "방문지의 이름, 장소, 일차, 메모, 시간을 바꿉니다.",
        "New name": "새 이름",
        "New latitude": "새 위도",
        "New longitude": "새 경도",
        "New address": "새 주소",
        "New day ('none' to clear)": "새 일차 ('none'이면 지움)",
        "New notes": "새 메모",
        "List a trip's stops in visiting order.": "여행의 방문지를 방문 순서대로 나열합니다.",
        "Only the stops of this day": "이 일차의 방문지만",
        "Keep a stop at its position when the route is optimized.": "경로를 최적화할 때 방문지를 제자리에 고정합니다.",
        "Let the optimizer move a stop again.": "최적화가 방문지를 다시 옮길 수 있게 합니다.",
        "Move a stop to another position in the visiting order.": "방문지를 방문 순서의 다른 위치로 옮깁니다.",
        "The new position": "새 위치",
        "Remove a stop; the stops after it move up.": "방문지를 삭제합니다. 뒤의 방문지가 한 칸씩 앞당겨집니다.",
    ]
}
