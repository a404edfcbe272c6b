import Foundation
import Testing
import TripModel

/// The README's table of limits is the one in `InputLimits`, and the document bound holds.
@Suite struct LimitsTableTests {
    @Test func readmeListsTheLimitsInTheCode() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"),
            encoding: .utf8)
        func row(_ what: String, _ value: Int, _ unit: String = "characters") -> String {
            "| \(what) | \(value.formatted(.number.locale(Locale(identifier: "en_US"))))\(unit.isEmpty ? "" : " " + unit) |"
        }
        let rows = [
            row("trip name", InputLimits.tripName), row("stop name", InputLimits.stopName),
            row("address", InputLimits.address), row("companion or person name", InputLimits.personName),
            row("expense description", InputLimits.expenseDescription), row("trip or stop notes", InputLimits.notes),
            row("stops per trip", InputLimits.stops, ""), row("companions per trip", InputLimits.companions, ""),
            row("expenses per trip", InputLimits.expenses, ""),
            row("people sharing one expense", InputLimits.sharesPerExpense, ""),
            row("spot title, address, phone, home page", InputLimits.spotLine),
            row("spot overview, one barrier-free fact", InputLimits.spotOverview),
            "| one trip document (and any file `trip import` reads) | \(InputLimits.documentBytes / 1_048_576) MiB |",
        ]
        for line in rows { #expect(readme.contains(line), "README lacks \(line)") }
    }

    /// The bound is an upper bound: a trip of quotes and backslashes encodes within it.
    @Test func documentBoundCoversTheEncodedTrip() throws {
        let time = Timestamp(millisecondsSinceEpoch: 1_796_044_010_123)
        let nasty = String(repeating: "\"\\\t\n한", count: 100)
        var trip = Trip(id: UUID(), name: "T", notes: nasty, createdAt: time, updatedAt: time)
        for position in 1...50 {
            trip.stops.append(
                Stop(
                    id: UUID(), position: position, name: "S\"", address: nasty,
                    coordinate: try #require(.init(latitude: -89.123456789012, longitude: -179.12345678901)), day: 366,
                    notes: nasty, spotId: "12345", updatedAt: time))
        }
        trip.companions = [Companion(id: UUID(), name: "지민", updatedAt: time)]
        let encoded = try TripDocumentCoding.encoder().encode(trip)
        #expect(encoded.count <= TripRules.documentBytesBound(trip))
        #expect(TripRules.violation(in: trip) == nil)
    }

    @Test func aTripThatCouldNotBeImportedAgainIsRefused() throws {
        let time = Timestamp(millisecondsSinceEpoch: 1_796_044_010_123)
        let notes = String(repeating: "\"", count: InputLimits.notes)
        var trip = Trip(id: UUID(), name: "T", createdAt: time, updatedAt: time)
        for position in 1...300 {
            trip.stops.append(
                Stop(
                    id: UUID(), position: position, name: "S",
                    coordinate: try #require(.init(latitude: 1, longitude: 2)),
                    notes: notes, updatedAt: time))
        }
        let violation = try #require(TripRules.violation(in: trip))
        #expect(violation.path == "(document)")
        #expect(violation.message.hasPrefix("the trip is too large"))
    }
}
