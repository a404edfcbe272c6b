/// What the schedule needs of ``TimeOfDay`` beyond fares: wall-clock times local to the trip's time
/// zone (DESIGN.md, Schedule), so a booked show at 14:00 stays at 14:00 when the zone changes.
extension TimeOfDay {
    /// 09:00, the start of a day without one of its own.
    public static let defaultDayStart = TimeOfDay(minutes: 9 * 60) ?? .noon

    public static let minutesPerDay = 24 * 60

    /// Minutes since midnight for `HH:MM`; with `allowingEndOfDay`, 24:00 (the end of the day) too.
    static func minutes(in text: String, allowingEndOfDay: Bool) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), minute < 60
        else { return nil }
        let total = hour * 60 + minute
        if total < minutesPerDay { return total }
        return allowingEndOfDay && total == minutesPerDay ? total : nil
    }

    /// `HH:MM` for minutes since midnight; past midnight it keeps counting (`25:30`) so a late
    /// timeline reads in order.
    public static func format(minutes: Int) -> String {
        let hour = minutes / 60
        let minute = minutes % 60
        return (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }
}
