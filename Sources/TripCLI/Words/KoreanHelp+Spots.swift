extension CLIWords.KoreanHelp {
    /// Korean help of the spots commands, keyed by the English declared with them.
    static let spots: [String: String] = [
        "Import, search and bookmark places from TourAPI files.":
            "TourAPI 파일에서 장소를 가져오고, 찾고, 북마크합니다.",
        "A spot is named by its TourAPI contentid (126508) or its own id (or a unique id prefix).\nLists print a page at a time; the cursor for the next page is printed on stderr\n(and as \"nextCursor\" with --json). Labels follow --lang, else LC_ALL/LC_MESSAGES/LANG.":
            "관광지는 TourAPI contentid(126508)나 자체 id(또는 겹치지 않는 id 앞부분)로 가리킵니다.\n목록은 한 페이지씩 출력하며, 다음 페이지의 커서는 stderr에 출력합니다\n(--json에서는 \"nextCursor\"). 이름표는 --lang, 없으면 LC_ALL/LC_MESSAGES/LANG을 따릅니다.",
        "Import TourAPI JSON responses into the spot catalog.":
            "TourAPI JSON 응답을 관광지 목록에 가져옵니다.",
        "Find spots by words in their title.":
            "이름에 든 낱말로 관광지를 찾습니다.",
        "List spots around a place, nearest first.":
            "장소 주변의 관광지를 가까운 순으로 보여 줍니다.",
        "Show a spot's details and its barrier-free facts.":
            "관광지의 자세한 정보와 무장애 정보를 보여 줍니다.",
        "Bookmark a spot.":
            "관광지를 북마크합니다.",
        "Remove a spot's bookmark.":
            "관광지의 북마크를 지웁니다.",
        "List bookmarked spots, newest bookmark first.":
            "북마크한 관광지를 최근 북마크 순으로 보여 줍니다.",
        "List recent spot searches, newest first.":
            "최근 관광지 검색을 최신 순으로 보여 줍니다.",
        "Reads area/location/keyword lists, searchFestival, detailCommon and detailWithTour responses\n(KorService1/2 and KorWithService1/2). Spots are matched by contentid, so importing a file\nagain changes nothing. All files are imported in one transaction: one bad file or item and\nnothing is imported, unless --skip-invalid is given: then the good items are imported and each\nbad one is reported (file, item, contentid and why). A file that is not a TourAPI response is\nrefused either way.":
            "지역/위치/키워드 목록, searchFestival, detailCommon, detailWithTour 응답\n(KorService1/2, KorWithService1/2)을 읽습니다. 관광지는 contentid로 맞추므로 같은 파일을\n다시 가져와도 바뀌는 것이 없습니다. 모든 파일을 한 트랜잭션으로 가져옵니다: 잘못된 파일이나\n항목이 하나라도 있으면 아무것도 가져오지 않습니다. --skip-invalid를 주면 올바른 항목은 가져오고\n잘못된 항목마다 파일, 항목, contentid, 이유를 알려 줍니다. TourAPI 응답이 아닌 파일은\n어느 쪽이든 거부합니다.",
        "TourAPI JSON files":
            "TourAPI JSON 파일",
        "Import the good items and report each bad one, instead of refusing the batch":
            "전체를 거부하지 않고 올바른 항목은 가져오며 잘못된 항목은 하나씩 알려 줍니다",
        "Parts of words match: '궁' finds 경복궁. Every search is remembered ('trip spots history').\n--sort modified and created list the newest first; distance needs --from.":
            "낱말의 일부도 맞습니다: '궁'으로 경복궁을 찾습니다. 모든 검색은 기록됩니다('trip spots history').\n--sort modified와 created는 최신 순이며, distance에는 --from이 필요합니다.",
        "Words to find in titles (all must match)":
            "이름에서 찾을 낱말 (모두 맞아야 함)",
        "Category: code or name (attraction, culture, festival, course, leisure, lodging, shopping, restaurant)":
            "분류: 코드 또는 이름 (attraction, culture, festival, course, leisure, lodging, shopping, restaurant)",
        "Area: code or name (seoul, busan, jeju, …)":
            "지역: 코드 또는 이름 (seoul, busan, jeju, …)",
        "title (default), modified, created or distance":
            "title(기본값), modified, created 또는 distance",
        "Where distances are measured from":
            "거리를 잴 기준 위치",
        "Results per page, 1…1000 (default 20)":
            "페이지당 결과 수, 1…1000 (기본값 20)",
        "Continue after the page that printed this cursor":
            "이 커서를 출력한 페이지 다음부터 이어서 보여 줍니다",
        "PLACE is lat,lon (37.5796,126.977), a stop of a trip (position, id prefix or name; --trip picks\nthe trip, default the current one), or 'current': the current trip's next stop (the first stop\nplanned for today's day of the trip or later; the first stop when the trip has no start date).":
            "PLACE는 lat,lon(37.5796,126.977), 여행의 경유지(순서, id 앞부분 또는 이름; --trip으로 여행을\n고르며 기본값은 현재 여행), 또는 'current'입니다: 현재 여행의 다음 경유지(오늘에 해당하는 일차\n이후로 계획된 첫 경유지; 여행에 시작 날짜가 없으면 첫 경유지).",
        "lat,lon, a stop, or current":
            "lat,lon, 경유지 또는 current",
        "How far to look: 500m, 2km, 1.5km (default 2km, at most 2000km)":
            "찾을 거리: 500m, 2km, 1.5km (기본값 2km, 최대 2000km)",
        "Only spots with information on all these facilities: wheelchair,restroom,…":
            "이 시설들의 정보가 모두 있는 관광지만: wheelchair,restroom,…",
        "distance (default), title, modified or created":
            "distance(기본값), title, modified 또는 created",
        "The trip a stop PLACE belongs to (default: the current trip)":
            "경유지 PLACE가 속한 여행 (기본값: 현재 여행)",
        "Barrier-free facts are grouped as the barrier-free travel apps did: physical disabilities,\nvisual and hearing impairments, families with infants, and older people.":
            "무장애 정보는 무장애 여행 앱처럼 묶어서 보여 줍니다: 지체 장애, 시각·청각 장애,\n영유아 가족, 어르신.",
        "TourAPI contentid, spot id or unique id prefix":
            "TourAPI contentid, 관광지 id 또는 겹치지 않는 id 앞부분",
        "Each keyword and filter combination is listed once, at its latest time; the newest 500 are kept.":
            "검색어와 조건의 조합마다 가장 최근 시각으로 한 번씩 보여 주며, 최근 500개를 보관합니다.",
        "Forget every remembered search":
            "기록된 검색을 모두 지웁니다",
        "List festivals and events on a date or in a date range.":
            "어느 날짜나 기간의 축제와 행사를 보여 줍니다.",
        "Lists events whose dates overlap the given day or range (default: today), earliest first.\nFestivals without dates cannot be placed in time: they are left out and counted on stderr.":
            "주어진 날이나 기간(기본값: 오늘)과 날짜가 겹치는 행사를 이른 순으로 보여 줍니다.\n날짜가 없는 축제는 시간 위에 놓을 수 없어 빼고, 그 수를 stderr에 알려 줍니다.",
        "One day, e.g. 2026-12-01":
            "하루, 예: 2026-12-01",
        "First day of a range":
            "기간의 첫날",
        "Last day of a range (default: the first day)":
            "기간의 마지막 날 (기본값: 첫날)",
        "a whole number from 1 to 1000":
            "1부터 1000까지의 정수",
        "a category code or name like lodging or 32":
            "lodging이나 32 같은 분류 코드 또는 이름",
        "an area code or name like jeju or 39":
            "jeju나 39 같은 지역 코드 또는 이름",
        "one of title, modified, created, distance":
            "title, modified, created, distance 중 하나",
    ]
}
