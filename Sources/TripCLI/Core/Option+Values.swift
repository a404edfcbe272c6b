import TripModel

// The kinds of value many commands take, each with the words of `ValueParsing`, so `--day` fails
// alike in `trip stop add` and `trip fare`.

extension Option where Value == Int {
    /// A whole number from 1 (a position, a leg, a count).
    static func positiveInt(_ name: String, short: Character? = nil, _ placeholder: String, _ help: String) -> Self {
        Self(name, short: short, placeholder, help) { try ValueParsing.positiveInt($0, option: name) }
    }

    /// `--day D`: a day of the trip, 1…the most a trip may have.
    static func day(_ help: String) -> Self {
        Self("day", "D", help) { try ValueParsing.day($0) }
    }
}

extension Option where Value == Double {
    static func latitude(_ name: String, _ placeholder: String, _ help: String) -> Self {
        Self(name, placeholder, help) { try ValueParsing.latitude($0, option: name) }
    }

    static func longitude(_ name: String, _ placeholder: String, _ help: String) -> Self {
        Self(name, placeholder, help) { try ValueParsing.longitude($0, option: name) }
    }
}

extension Option where Value == LocalDate {
    /// A calendar date `YYYY-MM-DD`.
    static func date(_ name: String, _ placeholder: String, _ help: String) -> Self {
        Self(name, placeholder, help) { try ValueParsing.date($0, option: name) }
    }
}

extension Option where Value == TimeOfDay {
    /// A wall-clock time `HH:MM`.
    static func clockTime(_ name: String, _ placeholder: String, _ help: String) -> Self {
        Self(name, placeholder, help) { try ValueParsing.clockTime($0, option: name) }
    }
}

extension Option where Value == TravelMode {
    static func travelMode(_ name: String, _ placeholder: String, _ help: String) -> Self {
        Self(name, placeholder, help) { try ValueParsing.travelMode($0, option: name) }
    }
}
