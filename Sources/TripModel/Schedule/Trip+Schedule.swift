public import Foundation

/// Reading and changing a trip's clock settings with their defaults applied.
extension Trip {
    /// The trip's time zone, or the system's when it names none (or one this system lacks).
    public var resolvedTimeZone: TimeZone {
        timeZone.flatMap(TimeZone.init(identifier:)) ?? TimeZone.current
    }

    /// The speed, detour and wait legs of `mode` use on this trip.
    public func settings(for mode: TravelMode) -> TravelModeSettings {
        travelModes[mode] ?? mode.defaultSettings
    }

    /// The mode of the leg that leaves `stop`.
    public func mode(leaving stop: Stop) -> TravelMode {
        stop.travelMode ?? travelMode ?? TravelMode.fallback
    }

    /// Day `number`'s record, or an empty one with the defaults.
    public func day(_ number: Int) -> TripDay {
        days.first { $0.day == number } ?? TripDay(day: number)
    }

    /// Stores `record`, replacing the day's previous one; an empty record is removed.
    public mutating func setDay(_ record: TripDay) {
        days.removeAll { $0.day == record.day }
        if !record.isEmpty {
            days.append(record)
            days.sort { $0.day < $1.day }
        }
    }

    /// The calendar date of day `number`, when the trip has a start date.
    public func date(ofDay number: Int) -> LocalDate? {
        startDate?.adding(days: number - 1)
    }
}

extension Trip {
    /// True when the trip has times worth scheduling: a day record or a stop with a fixed arrival,
    /// a stay or opening hours. Commands that can work with or without a clock ask this.
    public var hasClock: Bool {
        !days.isEmpty || stops.contains { $0.arrival != nil || $0.stayMinutes != nil || $0.openingHours != nil }
    }
}
