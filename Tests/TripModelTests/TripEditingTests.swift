import Testing

@testable import TripModel

@Suite struct TripEditingTests {
    let later = Timestamp(millisecondsSinceEpoch: Sample.time.millisecondsSinceEpoch + 1000)

    @Test func insertKeepsPositionsContiguous() throws {
        var trip = Sample.trip(stops: 3)
        try trip.insertStop(Sample.stop(9, position: 0), at: 2, now: later)
        #expect(trip.stops.map(\.position) == [1, 2, 3, 4])
        #expect(trip.stops.map(\.name) == ["Stop 1", "Stop 9", "Stop 2", "Stop 3"])
        #expect(trip.stops[3].updatedAt == later)
        #expect(trip.stops[0].updatedAt == Sample.time)
        #expect(TripRules.violation(in: trip) == nil)
    }

    @Test func insertOutsideRangeThrowsAndChangesNothing() {
        var trip = Sample.trip(stops: 2)
        let before = trip
        #expect(throws: ModelError.positionOutOfRange(5, validRange: 1...3)) {
            try trip.insertStop(Sample.stop(9, position: 0), at: 5, now: later)
        }
        #expect(trip == before)
    }

    @Test func moveAndRemoveRenumber() throws {
        var trip = Sample.trip(stops: 4)
        try trip.moveStop(id: trip.stops[0].id, to: 4, now: later)
        #expect(trip.stops.map(\.name) == ["Stop 2", "Stop 3", "Stop 4", "Stop 1"])
        trip.removeStop(id: trip.stops[1].id, now: later)
        #expect(trip.stops.map(\.name) == ["Stop 2", "Stop 4", "Stop 1"])
        #expect(trip.stops.map(\.position) == [1, 2, 3])
        #expect(throws: ModelError.self) { try trip.moveStop(id: trip.stops[0].id, to: 0, now: later) }
    }

    @Test func reorderRequiresAPermutation() throws {
        var trip = Sample.trip(stops: 3)
        let ids = trip.stops.map(\.id)
        try trip.reorderStops([ids[2], ids[0], ids[1]], now: later)
        #expect(trip.stops.map(\.name) == ["Stop 3", "Stop 1", "Stop 2"])
        #expect(throws: ModelError.notAPermutation) { try trip.reorderStops([ids[0], ids[0], ids[1]], now: later) }
    }

    @Test func stopReferencesResolveByPositionNameAndId() {
        var trip = Sample.trip(stops: 3)
        trip.stops[1].name = "경복궁"
        trip.stops[2].name = "경복궁 주차장"
        #expect(trip.stop(matching: "1") == .found(trip.stops[0]))
        #expect(trip.stop(matching: "경복궁") == .found(trip.stops[1]))
        #expect(trip.stop(matching: "경복") == .ambiguous([trip.stops[1], trip.stops[2]]))
        #expect(trip.stop(matching: "00000000-0000-4000-8000-000000000103") == .found(trip.stops[2]))
        #expect(trip.stop(matching: "nowhere") == .notFound)
        #expect(trip.stop(matching: "9") == .notFound)
    }

    @Test func defaultNameUsesStartDateElseFinishDay() throws {
        let finished = try #require(LocalDate("2026-11-30"))
        #expect(DefaultTripName.make(startDate: LocalDate("2026-03-05"), finishedOn: finished) == "2026.03.05 여행")
        #expect(DefaultTripName.make(startDate: nil, finishedOn: finished) == "2026.11.30 여행")
        #expect(DefaultTripName.isUnnamed("  "))
        #expect(!DefaultTripName.isUnnamed("부산"))
    }
}
