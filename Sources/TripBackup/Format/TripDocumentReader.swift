import Foundation
import TripGeo
import TripModel

/// Reads the common trip document (trip fields, stops, companions, no expenses or clock settings)
/// straight from its bytes, several times faster than `JSONDecoder`, which was two thirds of
/// `backup verify` and the larger half of a restore's reading side.
///
/// A fast path only: it returns nil for anything it does not read itself (an escape in a string, an
/// expense, a clock field, a key it does not know or sees twice, a value that breaks a rule), and
/// the caller then decodes with `JSONDecoder`, whose result and errors stay the reference. So every
/// value it returns equals what `Trip(from:)` would make of the same bytes, checks included;
/// `TripDocumentReaderTests` holds it to that on written and on tampered documents.
enum TripDocumentReader {
    /// The trip in `data`, or nil when the document must go through `JSONDecoder`.
    static func decode(_ data: Data) -> Trip? {
        data.withUnsafeBytes { buffer in
            var scanner = JSONScanner(buffer)
            guard let trip = try? trip(&scanner), scanner.atEnd() else { return nil }
            // The same checks `Trip(from:)` makes after decoding; a failure is left to it to describe.
            // No expenses means `bringBackStrangers` has nobody to bring back.
            guard TripRules.violation(in: trip) == nil else { return nil }
            return trip
        }
    }

    private struct Seen {
        private var mask: UInt32 = 0
        /// Records key number `bit`; a key seen twice gives up (Foundation's handling of duplicates
        /// is its own business).
        mutating func insert(_ bit: UInt32) throws(JSONScannerGaveUp) {
            guard mask & (1 << bit) == 0 else { throw JSONScannerGaveUp() }
            mask |= 1 << bit
        }
        func has(_ bit: UInt32) -> Bool { mask & (1 << bit) != 0 }
    }

    private static func trip(_ scanner: inout JSONScanner) throws(JSONScannerGaveUp) -> Trip {
        var seen = Seen()
        var id: UUID?
        var name: String?
        var status: TripStatus?
        var startDate: LocalDate?
        var endDate: LocalDate?
        var notes = ""
        var createdAt: Timestamp?
        var updatedAt: Timestamp?
        var finishedAt: Timestamp?
        var stops: [Stop] = []
        var companions: [Companion] = []
        try scanner.beginObject()
        var first = true
        while let key = try scanner.nextKey(&first) {
            if key.spells("id") {
                try seen.insert(0)
                id = try scanner.uuid()
            } else if key.spells("name") {
                try seen.insert(1)
                name = try scanner.string()
            } else if key.spells("status") {
                try seen.insert(2)
                status = try TripStatus(rawValue: scanner.string()).orGiveUp()
            } else if key.spells("startDate") {
                try seen.insert(3)
                startDate = try scanner.null() ? nil : LocalDate(scanner.string()).orGiveUp()
            } else if key.spells("endDate") {
                try seen.insert(4)
                endDate = try scanner.null() ? nil : LocalDate(scanner.string()).orGiveUp()
            } else if key.spells("notes") {
                try seen.insert(5)
                notes = try scanner.null() ? "" : scanner.string()
            } else if key.spells("createdAt") {
                try seen.insert(6)
                createdAt = try scanner.timestamp()
            } else if key.spells("updatedAt") {
                try seen.insert(7)
                updatedAt = try scanner.timestamp()
            } else if key.spells("finishedAt") {
                try seen.insert(8)
                finishedAt = try scanner.null() ? nil : scanner.timestamp()
            } else if key.spells("stops") {
                try seen.insert(9)
                if !scanner.null() { stops = try array(&scanner, of: stop) }
            } else if key.spells("companions") {
                try seen.insert(10)
                if !scanner.null() { companions = try array(&scanner, of: companion) }
            } else if key.spells("expenses") {
                try seen.insert(11)
                // Expenses may bring people back as companions (see CompanionsBroughtBack): Foundation's job.
                if !scanner.null() {
                    try scanner.beginArray()
                    var first = true
                    guard try !scanner.nextElement(&first) else { throw JSONScannerGaveUp() }
                }
            } else {
                // Clock settings, day plans, or a key a newer version added: Foundation's job.
                throw JSONScannerGaveUp()
            }
        }
        guard let id, let name, let status, let createdAt, let updatedAt else { throw JSONScannerGaveUp() }
        return Trip(
            id: id, name: name, status: status, startDate: startDate, endDate: endDate, notes: notes,
            createdAt: createdAt, updatedAt: updatedAt, finishedAt: finishedAt, stops: stops, companions: companions)
    }

    private static func stop(_ scanner: inout JSONScanner) throws(JSONScannerGaveUp) -> Stop {
        var seen = Seen()
        var id: UUID?
        var position: Int?
        var name: String?
        var address = ""
        var latitude: Double?
        var longitude: Double?
        var day: Int?
        var locked = false
        var notes = ""
        var spotId: String?
        var updatedAt: Timestamp?
        try scanner.beginObject()
        var first = true
        while let key = try scanner.nextKey(&first) {
            if key.spells("id") {
                try seen.insert(0)
                id = try scanner.uuid()
            } else if key.spells("position") {
                try seen.insert(1)
                position = try scanner.integer()
            } else if key.spells("name") {
                try seen.insert(2)
                name = try scanner.string()
            } else if key.spells("address") {
                try seen.insert(3)
                address = try scanner.null() ? "" : scanner.string()
            } else if key.spells("latitude") {
                try seen.insert(4)
                latitude = try scanner.double()
            } else if key.spells("longitude") {
                try seen.insert(5)
                longitude = try scanner.double()
            } else if key.spells("day") {
                try seen.insert(6)
                day = try scanner.null() ? nil : scanner.integer()
            } else if key.spells("locked") {
                try seen.insert(7)
                locked = try scanner.null() ? false : scanner.bool()
            } else if key.spells("notes") {
                try seen.insert(8)
                notes = try scanner.null() ? "" : scanner.string()
            } else if key.spells("spotId") {
                try seen.insert(9)
                spotId = try scanner.null() ? nil : scanner.string()
            } else if key.spells("updatedAt") {
                try seen.insert(10)
                updatedAt = try scanner.timestamp()
            } else {
                // Arrival, stay, opening hours, travel mode, or a newer key: Foundation's job.
                throw JSONScannerGaveUp()
            }
        }
        guard let id, let position, let name, let latitude, let longitude, let updatedAt,
            StopRules.problem(name: name, latitude: latitude, longitude: longitude, day: day) == nil,
            let place = Coordinate(latitude: latitude, longitude: longitude)
        else { throw JSONScannerGaveUp() }
        var stop = Stop(
            id: id, position: position, name: name, address: address, coordinate: place, day: day, locked: locked,
            notes: notes, spotId: spotId, updatedAt: updatedAt)
        // The document's own values, as `Stop(from:)` keeps them.
        stop.latitude = latitude
        stop.longitude = longitude
        return stop
    }

    private static func companion(_ scanner: inout JSONScanner) throws(JSONScannerGaveUp) -> Companion {
        var seen = Seen()
        var id: UUID?
        var name: String?
        var updatedAt: Timestamp?
        try scanner.beginObject()
        var first = true
        while let key = try scanner.nextKey(&first) {
            if key.spells("id") {
                try seen.insert(0)
                id = try scanner.uuid()
            } else if key.spells("name") {
                try seen.insert(1)
                name = try scanner.string()
            } else if key.spells("updatedAt") {
                try seen.insert(2)
                updatedAt = try scanner.null() ? nil : scanner.timestamp()
            } else {
                throw JSONScannerGaveUp()
            }
        }
        guard let id, let name else { throw JSONScannerGaveUp() }
        // `init(id:name:updatedAt:)` normalizes the name as `Companion(from:)` does.
        let companion = Companion(id: id, name: name, updatedAt: updatedAt)
        guard Companion.nameProblem(companion.name) == nil else { throw JSONScannerGaveUp() }
        return companion
    }

    private static func array<Element>(
        _ scanner: inout JSONScanner, of element: (inout JSONScanner) throws(JSONScannerGaveUp) -> Element
    ) throws(JSONScannerGaveUp) -> [Element] {
        var elements: [Element] = []
        try scanner.beginArray()
        var first = true
        while try scanner.nextElement(&first) {
            // Room for a usual trip's stops at once, instead of five regrowths on the way to ten.
            if elements.isEmpty { elements.reserveCapacity(16) }
            elements.append(try element(&scanner))
        }
        return elements
    }
}

extension Optional {
    fileprivate func orGiveUp() throws(JSONScannerGaveUp) -> Wrapped {
        guard let self else { throw JSONScannerGaveUp() }
        return self
    }
}
