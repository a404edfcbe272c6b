import Foundation
import TripModel

/// Writes a trip document with the same bytes as `TripDocumentCoding.encoder()` (pretty-printed,
/// sorted keys, slashes unescaped), several times faster.
///
/// Foundation's encoder was half of a backup's CPU time. Timestamps and ids are written digit by
/// digit (`JSONBytes`): through `description` and `uuidString` they were another fifth of it. The trip's own fields, its stops and
/// companions (the bulk of every backup) are written here directly; expenses and clock settings,
/// small and rarer, still go through Foundation and are indented into place. `TripDocumentWriterTests` compares the output
/// with Foundation's byte for byte, so a field added to the model without being added here fails.
struct TripDocumentWriter {
    private let nested: JSONEncoder = TripDocumentCoding.encoder()

    /// The document's bytes, newline-terminated like every backup entry.
    func encode(_ trip: Trip) throws -> Data {
        var out = JSONBytes()
        out.raw("{\n")
        out.key("companions", depth: 1)
        companions(trip.companions, into: &out)
        out.key("createdAt", depth: 1)
        out.timestamp(trip.createdAt)
        if !trip.days.isEmpty {
            out.key("dayPlans", depth: 1)
            try nestedArray(trip.days, into: &out)
        }
        out.key("endDate", depth: 1)
        out.optionalString(trip.endDate?.description)
        out.key("expenses", depth: 1)
        try nestedArray(trip.expenses, into: &out)
        out.key("finishedAt", depth: 1)
        out.optionalString(trip.finishedAt?.description)
        out.key("id", depth: 1)
        out.uuid(trip.id)
        out.key("name", depth: 1)
        out.string(trip.name)
        out.key("notes", depth: 1)
        out.string(trip.notes)
        out.key("startDate", depth: 1)
        out.optionalString(trip.startDate?.description)
        out.key("status", depth: 1)
        out.string(trip.status.rawValue)
        out.key("stops", depth: 1)
        try stops(trip.stops, into: &out)
        try schedule(of: trip, into: &out)
        out.key("updatedAt", depth: 1)
        out.timestamp(trip.updatedAt)
        out.raw("\n}\n")
        return Data(out.bytes)
    }

    /// The trip's clock settings, present only when set (sorted after `stops`, before `updatedAt`).
    private func schedule(of trip: Trip, into out: inout JSONBytes) throws {
        if let timeZone = trip.timeZone {
            out.key("timeZone", depth: 1)
            out.string(timeZone)
        }
        if let mode = trip.travelMode {
            out.key("travelMode", depth: 1)
            out.string(mode.rawValue)
        }
        if !trip.travelModes.isEmpty {
            out.key("travelModes", depth: 1)
            try nestedValue(trip.travelModes, depth: 1, into: &out)
        }
    }

    /// Companions are on most trips: through Foundation they were a quarter of the encoding time.
    private func companions(_ companions: [Companion], into out: inout JSONBytes) {
        out.openArray(empty: companions.isEmpty)
        for (index, companion) in companions.enumerated() {
            out.element(index, depth: 2)
            out.raw("{\n")
            out.key("id", depth: 3, first: true)
            out.uuid(companion.id)
            out.key("name", depth: 3)
            out.string(companion.name)
            out.key("updatedAt", depth: 3)
            if let time = companion.updatedAt { out.timestamp(time) } else { out.raw("null") }
            out.raw("\n")
            out.indent(2)
            out.raw("}")
        }
        out.closeArray(empty: companions.isEmpty, depth: 1)
    }

    private func stops(_ stops: [Stop], into out: inout JSONBytes) throws {
        out.openArray(empty: stops.isEmpty)
        for (index, stop) in stops.enumerated() {
            out.element(index, depth: 2)
            out.raw("{\n")
            out.key("address", depth: 3, first: true)
            out.string(stop.address)
            if let arrival = stop.arrival {
                out.key("arrival", depth: 3)
                out.string(arrival.description)
            }
            out.key("day", depth: 3)
            if let day = stop.day { out.integer(day) } else { out.raw("null") }
            out.key("id", depth: 3)
            out.uuid(stop.id)
            out.key("latitude", depth: 3)
            out.number(stop.latitude)
            out.key("locked", depth: 3)
            out.raw(stop.locked ? "true" : "false")
            out.key("longitude", depth: 3)
            out.number(stop.longitude)
            out.key("name", depth: 3)
            out.string(stop.name)
            out.key("notes", depth: 3)
            out.string(stop.notes)
            if let hours = stop.openingHours {
                out.key("openingHours", depth: 3)
                out.string(hours.text)
            }
            out.key("position", depth: 3)
            out.integer(stop.position)
            out.key("spotId", depth: 3)
            out.optionalString(stop.spotId)
            if let stay = stop.stayMinutes {
                out.key("stayMinutes", depth: 3)
                out.integer(stay)
            }
            if let mode = stop.travelMode {
                out.key("travelMode", depth: 3)
                out.string(mode.rawValue)
            }
            out.key("updatedAt", depth: 3)
            out.timestamp(stop.updatedAt)
            out.raw("\n")
            out.indent(2)
            out.raw("}")
        }
        out.closeArray(empty: stops.isEmpty, depth: 1)
    }

    /// A value encoded by Foundation on its own, re-indented to sit `depth` levels deep.
    private func nestedValue<Value: Encodable>(_ value: Value, depth: Int, into out: inout JSONBytes) throws {
        for byte in try nested.encode(value) {
            out.bytes.append(byte)
            if byte == 0x0a { out.indent(depth) }
        }
    }

    /// Elements encoded by Foundation on their own, re-indented to sit two levels deep. Safe to do
    /// line by line: JSON strings never contain a raw line break.
    private func nestedArray<Element: Encodable>(_ elements: [Element], into out: inout JSONBytes) throws {
        out.openArray(empty: elements.isEmpty)
        for (index, element) in elements.enumerated() {
            out.element(index, depth: 2)
            for byte in try nested.encode(element) {
                out.bytes.append(byte)
                if byte == 0x0a { out.indent(2) }
            }
        }
        out.closeArray(empty: elements.isEmpty, depth: 1)
    }
}
