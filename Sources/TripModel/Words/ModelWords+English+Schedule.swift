extension ModelWords.English {
    /// English words of TripModel's schedule (error messages and labels).
    static let schedule: [String: String] = [
        "hours.empty": "the hours are empty",
        "hours.empty-rule": "a rule between ';' is empty",
        "hours.too-many-words": "'{rule}' has more than days and times; write e.g. 'Mo-Fr 09:00-18:00'",
        "hours.not-a-range": "'{item}' is not a time range HH:MM-HH:MM between 00:00 and 24:00",
        "hours.backwards-range": "'{item}' ends before it starts; ranges past midnight are not supported",
        "hours.holidays": "public and school holidays ('{word}') are not supported",
        "hours.sun-times": "times relative to the sun ('{word}') are not supported",
        "hours.unsupported": "'{word}' is not supported; use weekdays (Mo-Su), HH:MM-HH:MM ranges, off or 24/7",
        "travel.speed-range": "speed {speed} km/h is outside 0.1…300",
        "travel.detour-range": "detour {detour} is outside 1…5",
        "travel.wait-range": "wait {wait} minutes is outside 0…240",
        "schedule.travel-mode": "{mode}: {problem}",
        "schedule.day-range": "day {day} is outside 1…{limit}",
        "schedule.days-in-order": "days must be listed once each, in order",
        "schedule.lodging-needs-name": "a lodging needs a name",
        "schedule.lodging-coordinate": "lodging '{name}' has an invalid coordinate {latitude},{longitude}",
    ]
}
