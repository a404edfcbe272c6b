import TripModel

// The words of a timeline: times, durations, travel modes and warnings, in the page's language. They are
// written out in full, not as icons or colours only, so a printed page in black and white still says them.
extension PageStrings {
    var time: String { korean ? "시간" : "Time" }
    var lodging: String { korean ? "숙소" : "Lodging" }

    func clock(_ minutes: Int) -> String { TimeOfDay.format(minutes: minutes) }

    /// `1 h 30 min`, `45 min`, `1시간 30분`.
    func duration(_ minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        if korean { return hours == 0 ? "\(rest)분" : rest == 0 ? "\(hours)시간" : "\(hours)시간 \(rest)분" }
        return hours == 0 ? "\(rest) min" : rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }

    func mode(_ mode: TravelMode) -> String {
        switch mode {
        case .walk: korean ? "도보" : "Walk"
        case .bike: korean ? "자전거" : "Bike"
        case .transit: korean ? "대중교통" : "Transit"
        case .taxi: korean ? "택시" : "Taxi"
        case .car: korean ? "자동차" : "Car"
        }
    }

    func arrive(_ minutes: Int) -> String { korean ? "\(clock(minutes)) 도착" : "arrive \(clock(minutes))" }

    /// Why a visit waits: for its fixed arrival time or for the place to open.
    func wait(_ minutes: Int, forOpening: Bool) -> String {
        if korean { return (forOpening ? "문 열 때까지 " : "예정 시각까지 ") + duration(minutes) + " 기다림" }
        return "wait \(duration(minutes))" + (forOpening ? " until it opens" : " for the planned time")
    }

    func stay(_ minutes: Int) -> String { korean ? "\(duration(minutes)) 머묾" : "stay \(duration(minutes))" }

    func leave(_ lodging: String) -> String { korean ? "출발: \(lodging)" : "Leave \(lodging)" }
    func backAt(_ lodging: String) -> String { korean ? "도착: \(lodging)" : "Back at \(lodging)" }

    /// `travel 1 h 10 min · 09:00–18:40` for a day's total line.
    func travelAndSpan(travel: Int, start: Int, end: Int) -> String {
        (korean ? "이동 " : "travel ") + duration(travel) + " · " + clock(start) + "–" + clock(end)
    }

    var warningMark: String { korean ? "주의" : "Warning" }

    func warning(_ warning: ItinerarySchedule.Warning) -> String {
        switch warning {
        case .closedAtArrival(let arrival):
            korean ? "\(clock(arrival))에 도착하면 문을 닫았습니다" : "closed when reached at \(clock(arrival))"
        case .closedAllDay(let weekday):
            korean ? "\(weekdayName(weekday)) 휴무입니다" : "closed all day on \(weekdayName(weekday))"
        case .closesDuringStay(let closing, let departure):
            korean
                ? "\(clock(closing))에 문을 닫아 \(clock(departure))까지 머물 수 없습니다"
                : "closes at \(clock(closing)), before the stay ends at \(clock(departure))"
        case .fixedArrivalMissed(let planned, let arrival):
            korean
                ? "\(planned)까지 갈 수 없습니다: 가장 빨리 \(clock(arrival)) 도착"
                : "cannot be reached by \(planned): the earliest arrival is \(clock(arrival))"
        case .dayRunsLate(let end, let latestEnd):
            korean
                ? "하루가 \(clock(end))에 끝나 정한 시각 \(latestEnd)보다 늦습니다"
                : "the day ends at \(clock(end)), after its latest end \(latestEnd)"
        case .weekdayUnknown(let stops):
            (korean
                ? "시작 날짜가 없어 요일마다 다른 영업시간을 확인하지 못했습니다: "
                : "no start date, so hours that differ by weekday were not checked: ")
                + stops.joined(separator: ", ")
        }
    }

    var travelNote: String {
        korean
            ? "이동 시간은 추정치입니다: 직선 거리 × 우회 계수 ÷ 수단별 속도(+ 대기). 도로, 시간표, 교통 상황은 반영하지 않습니다."
            : "Travel times are estimates: straight line × detour ÷ the mode's speed (+ a wait); "
                + "they know nothing of roads, timetables or traffic."
    }

    private func weekdayName(_ weekday: Weekday) -> String {
        let english = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        let hangul = ["월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"]
        return (korean ? hangul : english)[weekday.rawValue - 1]
    }
}
