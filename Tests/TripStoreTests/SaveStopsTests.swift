import Foundation
import Testing
import TripModel

@testable import TripStore

/// `saveStops(of:ifUnchangedFrom:)`: what a search computed outside the transaction is saved only
/// while nobody changed the stops meanwhile.
@Suite struct SaveStopsTests {
    @Test func savesTheEditWhenTheStopsAreUnchanged() throws {
        let database = try TemporaryDatabase().open()
        let trip = StoreSample.trip("Jeju", stops: 3)
        try database.write { try $0.trips.save(trip) }
        let reversed = trip.stops.reversed().map(\.id)
        let saved = try database.write { transaction in
            try transaction.saveStops(of: trip.id, ifUnchangedFrom: trip.stops) {
                try $0.reorderStops(reversed, now: transaction.now)
            }
        }
        #expect(saved)
        #expect(try database.read { try $0.trips.trip(id: trip.id) }?.stops.map(\.id) == reversed)
    }

    @Test func writesNothingWhenTheStopsChangedMeanwhile() throws {
        let temporary = try TemporaryDatabase()
        let database = try temporary.open()
        let trip = StoreSample.trip("Jeju", stops: 3)
        var renamed = trip
        renamed.stops[0].name = "renamed meanwhile"
        try database.write { try $0.trips.save(renamed) }
        let before = try temporary.dump()
        let saved = try database.write { transaction in
            try transaction.saveStops(of: trip.id, ifUnchangedFrom: trip.stops) {
                try $0.reorderStops(trip.stops.reversed().map(\.id), now: transaction.now)
            }
        }
        #expect(!saved)
        #expect(try temporary.dump() == before)
    }

    @Test func aDeletedTripIsNotSaved() throws {
        let database = try TemporaryDatabase().open()
        let trip = StoreSample.trip("Gone", stops: 2)
        var edited = false
        let saved = try database.write { transaction in
            try transaction.saveStops(of: trip.id, ifUnchangedFrom: trip.stops) { _ in edited = true }
        }
        #expect(!saved && !edited)
    }
}
