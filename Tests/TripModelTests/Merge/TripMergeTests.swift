import Foundation
import Testing
import TripGeo

@testable import TripModel

@Suite struct TripMergeTests {
    let later = Timestamp(millisecondsSinceEpoch: Sample.time.millisecondsSinceEpoch + 1000)
    let latest = Timestamp(millisecondsSinceEpoch: Sample.time.millisecondsSinceEpoch + 2000)

    func merge(_ base: Trip?, _ ours: Trip?, _ theirs: Trip?) throws -> TripMerge.Result {
        try TripMerge.merge(base: base, ours: ours, theirs: theirs)
    }

    @Test func stopAddedOnOneSideAndRenameOnTheOtherKeepsBoth() throws {
        let base = Sample.trip()
        var ours = base
        try ours.insertStop(Sample.stop(9, position: 0), at: 2, now: later)
        var theirs = base
        theirs.name = "Busan"
        theirs.updatedAt = latest
        let result = try merge(base, ours, theirs)
        let trip = try #require(result.trip)
        #expect(trip.name == "Busan")
        #expect(trip.stops.map(\.id) == [Sample.id(101), Sample.id(109), Sample.id(102), Sample.id(103)])
        #expect(trip.stops.map(\.position) == [1, 2, 3, 4])
        #expect(trip.updatedAt == latest)
        #expect(result.conflicts.isEmpty)
    }

    @Test func sameFieldChangedOnBothSidesIsOneConflictTheNewerWins() throws {
        let base = Sample.trip()
        var ours = base
        ours.name = "Ours"
        ours.updatedAt = later
        var theirs = base
        theirs.name = "Theirs"
        theirs.updatedAt = latest
        let result = try merge(base, ours, theirs)
        #expect(result.trip?.name == "Theirs")
        #expect(
            result.conflicts == [
                MergeConflict(path: ["name"], ours: .string("Ours"), theirs: .string("Theirs"), winner: .theirs)
            ])
        #expect(result.conflicts.first?.losingValue == .string("Ours"))
        let swapped = try merge(base, theirs, ours)
        #expect(swapped.trip == result.trip)
    }

    @Test func equalStampsBreakTheTieTheSameWayOnBothMachines() throws {
        let base = Sample.trip()
        var ours = base
        ours.notes = "alpha"
        var theirs = base
        theirs.notes = "beta"
        let one = try merge(base, ours, theirs)
        let two = try merge(base, theirs, ours)
        #expect(one.trip == two.trip)
        #expect(one.trip?.notes == "beta")
        #expect(one.conflicts.count == 1)
    }

    @Test func stopRemovedOnOneSideAndUntouchedOnTheOtherIsRemoved() throws {
        let base = Sample.trip()
        var ours = base
        ours.removeStop(id: Sample.id(102), now: later)
        let result = try merge(base, ours, base)
        #expect(result.trip == ours)
        var theirs = base
        theirs.name = "Renamed"
        theirs.updatedAt = later
        let both = try merge(base, ours, theirs)
        #expect(both.trip?.stops.map(\.id) == [Sample.id(101), Sample.id(103)])
        #expect(both.trip?.name == "Renamed")
    }

    @Test func stopRemovedOnOneSideAndEditedOnTheOtherIsKeptAndReported() throws {
        let base = Sample.trip()
        var ours = base
        ours.removeStop(id: Sample.id(102), now: later)
        var theirs = base
        theirs.stops[1].notes = "closed on Mondays"
        theirs.stops[1].updatedAt = later
        let result = try merge(base, ours, theirs)
        let trip = try #require(result.trip)
        #expect(trip.stops.map(\.id) == [Sample.id(101), Sample.id(102), Sample.id(103)])
        #expect(trip.stops[1].notes == "closed on Mondays")
        let conflict = try #require(result.conflicts.first)
        #expect(conflict.path == ["stops", Sample.id(102).lowercasedString])
        #expect(conflict.ours == nil)
        #expect(conflict.winner == .theirs)
        #expect(conflict.field == "stops[\(Sample.id(102).lowercasedString)]")
    }

    @Test func eachStopFieldMergesOnItsOwn() throws {
        let base = Sample.trip()
        var ours = base
        ours.stops[0].notes = "sunrise"
        var theirs = base
        theirs.stops[0].day = 2
        let result = try merge(base, ours, theirs)
        #expect(result.trip?.stops[0].notes == "sunrise")
        #expect(result.trip?.stops[0].day == 2)
        #expect(result.conflicts.isEmpty)
    }

    @Test func onlyOneSideReorderedTakesItsOrderAndPlacesTheOthersAdditions() throws {
        let base = Sample.trip(stops: 4)
        var ours = base
        try ours.reorderStops([104, 103, 102, 101].map { Sample.id($0) }, now: later)
        var theirs = base
        try theirs.insertStop(Sample.stop(9, position: 0), at: 2, now: later)
        let result = try merge(base, ours, theirs)
        #expect(result.trip?.stops.map(\.id) == [104, 103, 102, 101, 109].map { Sample.id($0) }.reordered(after: 101))
    }

    @Test func bothReorderedTakesTheNewerOrder() throws {
        let base = Sample.trip(stops: 4)
        var ours = base
        try ours.reorderStops([102, 101, 103, 104].map { Sample.id($0) }, now: later)
        var theirs = base
        try theirs.reorderStops([101, 102, 104, 103].map { Sample.id($0) }, now: latest)
        try theirs.insertStop(Sample.stop(9, position: 0), at: 1, now: latest)
        try ours.insertStop(Sample.stop(8, position: 0), at: 4, now: later)
        let result = try merge(base, ours, theirs)
        // Theirs is newer: its order, with our new stop 8 after its predecessor 103.
        #expect(result.trip?.stops.map(\.id) == [109, 101, 102, 104, 103, 108].map { Sample.id($0) })
        #expect(result.trip?.stops.map(\.position) == [1, 2, 3, 4, 5, 6])
    }

    @Test func bothAddingAfterTheSameStopPutsTheNewerSideFirstWhicheverSideIsOurs() throws {
        let base = Sample.trip(stops: 2)
        var ours = base
        try ours.insertStop(Sample.stop(8, position: 0), at: 2, now: later)
        var theirs = base
        try theirs.insertStop(Sample.stop(9, position: 0), at: 2, now: latest)
        let one = try merge(base, ours, theirs)
        let two = try merge(base, theirs, ours)
        #expect(one.trip?.stops.map(\.id) == [101, 109, 108, 102].map { Sample.id($0) })
        #expect(one.trip == two.trip)
    }

    @Test func companionsAndExpensesMergeById() throws {
        let base = Sample.trip()
        var ours = base
        ours.companions = [Companion(id: Sample.id(7), name: "지민", updatedAt: later)]
        var theirs = base
        theirs.companions = [Companion(id: Sample.id(8), name: "철수", updatedAt: later)]
        theirs.expenses = [
            Expense(
                id: Sample.id(10), amount: 999_999_999_999_999, currency: "KRW", description: "taxi", paidBy: "me",
                shares: [.init(name: "me", weight: 1)], createdAt: later, updatedAt: later)
        ]
        let trip = try #require(try merge(base, ours, theirs).trip)
        #expect(Set(trip.companions.map(\.name)) == ["지민", "철수"])
        // Integers stay integers through the JSON tree.
        #expect(trip.expenses.first?.amount == 999_999_999_999_999)
    }

    @Test func mergeOfEqualSidesOrOneUnchangedSideIsThatSide() throws {
        let base = Sample.trip()
        var edited = base
        edited.name = "x"
        try edited.moveStop(id: Sample.id(103), to: 1, now: later)
        #expect(try merge(base, edited, edited).trip == edited)
        #expect(try merge(base, base, edited).trip == edited)
        #expect(try merge(base, edited, base).trip == edited)
        #expect(try merge(base, edited, edited).conflicts.isEmpty)
    }

    @Test func addedOrRemovedWholeTrips() throws {
        let trip = Sample.trip()
        #expect(try merge(nil, trip, nil).trip == trip)
        #expect(try merge(nil, nil, trip).trip == trip)
        #expect(try merge(trip, nil, trip).trip == nil)
        var edited = trip
        edited.notes = "kept"
        edited.updatedAt = later
        let result = try merge(trip, nil, edited)
        #expect(result.trip == edited)
        #expect(result.conflicts.map(\.path) == [[]])
    }

    @Test func aFieldWiseResultThatBreaksARuleKeepsTheNewerTripWholeAndTheOtherAsAConflict() throws {
        var base = Sample.trip()
        base.startDate = LocalDate("2026-12-01")
        base.endDate = LocalDate("2026-12-03")
        var ours = base
        ours.startDate = LocalDate("2026-12-10")
        ours.endDate = LocalDate("2026-12-12")
        ours.updatedAt = later
        var theirs = base
        theirs.endDate = LocalDate("2026-12-02")
        theirs.updatedAt = latest
        let result = try merge(base, ours, theirs)
        #expect(result.trip == theirs)
        #expect(result.conflicts.count == 1)
        #expect(result.conflicts.first?.path == [])
        #expect(result.conflicts.first?.losingValue == (try JSONValue(encoding: ours)))
    }

    @Test func unknownFieldsMergeFieldByFieldWithoutCodeChanges() throws {
        let base: JSONValue = .object(["id": .string("a"), "timeZone": .string("Asia/Seoul"), "stay": .integer(1)])
        let ours: JSONValue = .object(["id": .string("a"), "timeZone": .string("Asia/Tokyo"), "stay": .integer(1)])
        let theirs: JSONValue = .object(["id": .string("a"), "timeZone": .string("Asia/Seoul"), "stay": .integer(2)])
        var merger = JSONMerge(schema: .trip)
        let merged = merger.merge(base: base, ours: ours, theirs: theirs)
        #expect(merged == .object(["id": .string("a"), "timeZone": .string("Asia/Tokyo"), "stay": .integer(2)]))
    }

    @Test func conflictsRoundTripThroughJSONTellingNullFromRemoved() throws {
        let conflict = MergeConflict(path: ["stops", "x"], ours: nil, theirs: .null, winner: .theirs)
        let data = try JSONEncoder().encode(conflict)
        #expect(try JSONDecoder().decode(MergeConflict.self, from: data) == conflict)
    }
}

extension Array where Element == UUID {
    /// Moves the last element to right after `number`'s id: where an added stop lands.
    func reordered(after number: Int) -> [UUID] {
        var copy = self
        guard let added = copy.popLast(), let index = copy.firstIndex(of: Sample.id(number)) else { return self }
        copy.insert(added, at: index + 1)
        return copy
    }
}
