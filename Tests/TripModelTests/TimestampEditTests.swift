import Testing

@testable import TripModel

@Suite struct TimestampEditTests {
    let now = Sample.time
    let future = Timestamp(millisecondsSinceEpoch: 4_070_908_800_000)  // 2099-01-01

    @Test func anEditIsNowOrJustAfterThePreviousValue() {
        #expect(Timestamp.edit(now: now, previous: nil) == now)
        #expect(Timestamp.edit(now: now, previous: now.adding(milliseconds: -5)) == now)
        #expect(Timestamp.edit(now: now, previous: now) == now.adding(milliseconds: 1))
        #expect(Timestamp.edit(now: now, previous: future) == future.adding(milliseconds: 1))
    }

    @Test func onlyChangedRecordsMoveForwardAndTheTripWithThem() {
        var stored = Sample.trip(stops: 2)
        stored.updatedAt = future
        stored.stops[0].updatedAt = future
        stored.stops[1].updatedAt = future
        var edited = stored
        edited.stops[1].name = "Renamed"
        edited.stops[1].updatedAt = now
        edited.updatedAt = now
        let stamped = edited.stampedAsEdit(of: stored, now: now)
        #expect(stamped.updatedAt == future.adding(milliseconds: 1))
        #expect(stamped.stops[0].updatedAt == future)
        #expect(stamped.stops[1].updatedAt == future.adding(milliseconds: 1))
        #expect(stamped.latestUpdate == future.adding(milliseconds: 1))
        #expect(stored.stampedAsEdit(of: stored, now: now) == stored)
        #expect(edited.stampedAsEdit(of: nil, now: now) == edited)
    }
}
