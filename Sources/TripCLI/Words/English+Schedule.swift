extension CLIWords.English {
    /// English words of the schedule commands.
    static let schedule: [String: String] = [
        // trip schedule
        "schedule.no-stops-on-day": "'{trip}' has no stops on day {day}",
        "schedule.not-on-any-day": "Not on any day: {stops}",
        "schedule.estimates-note":
            "Note: travel times are estimates from straight-line distance, detour and speed per mode.",
        "schedule.day": "Day {day} · {start}–{end}",
        "schedule.day-end-by": "Day {day} · {start}–{end} (end by {latest})",
        "schedule.day-dated": "Day {day} · {date} {weekday} · {start}–{end}",
        "schedule.day-dated-end-by": "Day {day} · {date} {weekday} · {start}–{end} (end by {latest})",
        "schedule.column-time": "TIME",
        "schedule.column-place": "PLACE",
        "schedule.column-leg": "LEG",
        "schedule.column-wait": "WAIT",
        "schedule.column-stay": "STAY",
        "schedule.column-leave": "LEAVE",
        "schedule.minutes": "{minutes} min",
        "schedule.hours-minutes": "{hours} h {minutes} min",
        "schedule.leg": "{mode} {distance} {minutes} min",
        "schedule.totals": "Travel {travel} · walking {walking}",
        "schedule.totals-taxi": "Travel {travel} · walking {walking} · taxi {fare}",
        "schedule.warning": "Warning: {message}",
        // schedule warnings
        "schedule.closed-at-arrival": "'{stop}' is closed when reached at {arrival}",
        "schedule.closed-all-day": "'{stop}' is closed all day on {weekday}",
        "schedule.closes-during-stay": "'{stop}' closes at {closing}, before the stay ends at {departure}",
        "schedule.fixed-arrival-missed": "'{stop}' cannot be reached by {planned}: the earliest arrival is {arrival}",
        "schedule.day-runs-late": "the day ends at {end}, after its latest end {latest}",
        "schedule.weekday-unknown":
            "the trip has no start date, so hours that differ by weekday were not checked: {stops} "
            + "(set one with 'trip edit --start')",
        // weekdays
        "schedule.monday": "Monday",
        "schedule.tuesday": "Tuesday",
        "schedule.wednesday": "Wednesday",
        "schedule.thursday": "Thursday",
        "schedule.friday": "Friday",
        "schedule.saturday": "Saturday",
        "schedule.sunday": "Sunday",
        "schedule.mo": "Mo",
        "schedule.tu": "Tu",
        "schedule.we": "We",
        "schedule.th": "Th",
        "schedule.fr": "Fr",
        "schedule.sa": "Sa",
        "schedule.su": "Su",
        // the clock options (times, stays, modes)
        "schedule.expects-clock-time": "--{option} expects a time of day HH:MM from 00:00 to 23:59, got '{text}'",
        "schedule.expects-stay": "--stay expects minutes as a whole number like 90, got '{text}'",
        "schedule.expects-mode": "--{option} expects one of {modes}, got '{text}'",
        "schedule.expects-mode-number": "--{option} expects MODE=NUMBER like walk=4.5, got '{text}'",
    ]
}
