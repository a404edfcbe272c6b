import Foundation
import TripModel

/// Writes iCalendar (RFC 5545): one all-day event per day of a dated trip, listing that day's stops;
/// for a trip with a schedule, one timed event per stop instead (in UTC, so no VTIMEZONE is needed).
///
/// Day N of a trip that starts on S is S + N − 1; stops without a day follow ``Itinerary``'s day rule
/// (the day of the stop before them, or day 1). Output is deterministic: UIDs come from the trip id and
/// the day, DTSTAMP from the trip's updatedAt, so exporting twice gives the same bytes and calendars
/// update events instead of duplicating them.
public enum ICSWriter {
    /// Renders the itinerary as a VCALENDAR.
    /// - Throws: ``FormatError/cannotExport`` when the trip has no start date.
    public static func write(_ itinerary: Itinerary) throws -> String {
        let trip = itinerary.trip
        guard let start = trip.startDate else {
            throw FormatError.cannotExport(
                format: "ics", reason: localized("ics.no-start", ["name": trip.name]))
        }
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//trip//trip planner//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "X-WR-CALNAME:" + ICSText.escape(trip.name),
        ]
        let days =
            itinerary.days.isEmpty ? [ItineraryDay(day: 1, date: start, stops: [], legMeters: [])] : itinerary.days
        for day in days {
            let timed = itinerary.schedule.map { schedule in day.stops.filter { schedule.visits[$0.id] != nil } } ?? []
            if let schedule = itinerary.schedule, !timed.isEmpty {
                let date = day.date ?? start.adding(days: (day.day ?? 1) - 1)
                for stop in timed { lines += visitEvent(stop, date: date, schedule: schedule, itinerary: itinerary) }
            } else {
                lines += event(day, itinerary: itinerary, start: start)
            }
        }
        lines.append("END:VCALENDAR")
        return lines.map(ICSText.fold).joined(separator: "\r\n") + "\r\n"
    }

    private static func event(_ day: ItineraryDay, itinerary: Itinerary, start: LocalDate) -> [String] {
        let trip = itinerary.trip
        let number = day.day ?? 1
        let date = day.date ?? start.adding(days: number - 1)
        var lines = [
            "BEGIN:VEVENT",
            "UID:\(trip.id.lowercasedString)-day-\(number)@trip",
            "DTSTAMP:" + basicUTC(trip.updatedAt),
            "DTSTART;VALUE=DATE:" + basicDate(date),
            "DTEND;VALUE=DATE:" + basicDate(date.adding(days: 1)),
            "SUMMARY:" + ICSText.escape(day.day == nil ? trip.name : "\(trip.name) — Day \(number)"),
        ]
        if let first = day.stops.first {
            lines.append("LOCATION:" + ICSText.escape(first.address.isEmpty ? first.name : first.address))
            lines.append(
                "GEO:" + CoordinateText.decimal(first.latitude, digits: 6) + ";"
                    + CoordinateText.decimal(first.longitude, digits: 6))
        }
        lines.append("DESCRIPTION:" + ICSText.escape(description(day, itinerary: itinerary)))
        lines.append("TRANSP:TRANSPARENT")
        lines.append("END:VEVENT")
        return lines
    }

    /// A timed event for one visit, from its start to its end, converted from the trip's wall clock to UTC.
    private static func visitEvent(
        _ stop: Stop, date: LocalDate, schedule: ItinerarySchedule, itinerary: Itinerary
    ) -> [String] {
        let trip = itinerary.trip
        guard let visit = schedule.visits[stop.id], let begin = schedule.instant(date, minutes: visit.start),
            let end = schedule.instant(date, minutes: visit.end)
        else { return [] }
        var lines = [
            "BEGIN:VEVENT",
            "UID:\(trip.id.lowercasedString)-stop-\(stop.id.lowercasedString)@trip",
            "DTSTAMP:" + basicUTC(trip.updatedAt),
            "DTSTART:" + basicUTC(Timestamp(millisecondsSinceEpoch: Int64(begin.timeIntervalSince1970 * 1000))),
            "DTEND:" + basicUTC(Timestamp(millisecondsSinceEpoch: Int64(end.timeIntervalSince1970 * 1000))),
            "SUMMARY:" + ICSText.escape(stop.name),
            "LOCATION:" + ICSText.escape(stop.address.isEmpty ? stop.name : stop.address),
            "GEO:" + CoordinateText.decimal(stop.latitude, digits: 6) + ";"
                + CoordinateText.decimal(stop.longitude, digits: 6),
        ]
        var text = ["\(trip.name) — Day \(visit.day), stop \(stop.position)"]
        if !stop.notes.isEmpty { text.append(stop.notes) }
        lines.append("DESCRIPTION:" + ICSText.escape(text.joined(separator: "\n")))
        lines.append("END:VEVENT")
        return lines
    }

    private static func description(_ day: ItineraryDay, itinerary: Itinerary) -> String {
        var text = day.stops.map { stop in
            "\(stop.position). \(stop.name)" + (stop.address.isEmpty ? "" : " — \(stop.address)")
        }
        if day.stops.count >= 2 { text.append("Distance: " + CoordinateText.humanDistance(day.meters)) }
        let companions = itinerary.trip.companions.map(\.name)
        if !companions.isEmpty { text.append("With: " + companions.joined(separator: ", ")) }
        return text.joined(separator: "\n")
    }

    /// `YYYYMMDD`, the DATE form.
    private static func basicDate(_ date: LocalDate) -> String {
        date.description.replacingOccurrences(of: "-", with: "")
    }

    /// `YYYYMMDDTHHMMSSZ`, the UTC DATE-TIME form; iCalendar has no fractional seconds.
    private static func basicUTC(_ timestamp: Timestamp) -> String {
        let iso = timestamp.description  // 2026-11-30T13:06:50.123Z
        let digits = iso.prefix(19).filter { $0 != "-" && $0 != ":" }
        return digits + "Z"
    }
}
