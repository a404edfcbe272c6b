import Foundation
import TripGeo

@testable import TripModel

/// Replicas of one trip editing on their own and syncing through a shared copy, the way `trip sync`
/// does through a git remote: merge(last synced, mine, remote) becomes both the remote and mine.
///
/// Every write carries a unique value and remembers which writes its replica had seen, so the checks
/// can tell a value that was overwritten knowingly from one that was lost.
struct MergeSimulation {
    struct Write {
        let id: Int
        /// `name`, `notes`, `startDate`, or `stops.<id>.notes`.
        let field: String
        let value: String
        let knew: Set<Int>
    }

    struct Replica {
        var trip: Trip?
        var base: Trip?
        var knows: Set<Int> = []
    }

    var random: TestRandom
    var replicas: [Replica]
    var remote: Trip?
    var remoteKnows: Set<Int> = []
    var clock = Sample.time.millisecondsSinceEpoch
    var writes: [Write] = []
    /// Stops added (write id of the addition) and removals with what the remover knew.
    var stopAdds: [UUID: Int] = [:]
    var stopRemovals: [UUID: [Set<Int>]] = [:]
    var conflicts: [MergeConflict] = []
    var nextId = 0

    init(replicas count: Int, seed: UInt64) {
        random = TestRandom(seed: seed)
        let trip = Sample.trip(stops: 3)
        replicas = Array(repeating: Replica(trip: trip, base: trip), count: count)
        remote = trip
    }

    mutating func fresh() -> Int {
        nextId += 1
        return nextId
    }

    mutating func tick() -> Timestamp {
        // Sometimes the same millisecond on two machines, so ties are exercised too.
        clock += Int64(random.next(3))
        return Timestamp(millisecondsSinceEpoch: clock)
    }

    mutating func sync(_ index: Int) throws {
        let replica = replicas[index]
        let result = try TripMerge.merge(base: replica.base, ours: replica.trip, theirs: remote)
        conflicts += result.conflicts
        remote = result.trip
        remoteKnows.formUnion(replica.knows)
        replicas[index] = Replica(trip: result.trip, base: result.trip, knows: remoteKnows)
    }

    /// One random step: an edit on a random replica, or a sync.
    mutating func step() throws {
        let index = random.next(replicas.count)
        if random.next(4) == 0 {
            try sync(index)
        } else {
            try edit(index)
        }
    }

    mutating func record(_ index: Int, field: String, value: String) -> Int {
        let id = fresh()
        replicas[index].knows.insert(id)
        writes.append(Write(id: id, field: field, value: value, knew: replicas[index].knows))
        return id
    }

    mutating func edit(_ index: Int) throws {
        guard var trip = replicas[index].trip else { return }
        let now = tick()
        let id = nextId + 1
        switch random.next(10) {
        case 0:
            trip.name = "name-\(id)"
            trip.updatedAt = now
            _ = record(index, field: "name", value: trip.name)
        case 1:
            trip.notes = "notes-\(id)"
            trip.updatedAt = now
            _ = record(index, field: "notes", value: trip.notes)
        case 2:
            let start = LocalDate(daysSinceEpoch: 20_000 + Int64(id))
            trip.startDate = start
            trip.endDate = LocalDate(daysSinceEpoch: start.daysSinceEpoch + Int64(random.next(5)))
            trip.updatedAt = now
            _ = record(index, field: "startDate", value: start.description)
        case 3, 4:
            let stop = Stop(
                id: UUID(), position: 1, name: "stop-\(id)",
                coordinate: Coordinate(latitude: 33, longitude: 126) ?? .testOrigin, updatedAt: now)
            try trip.insertStop(stop, at: 1 + random.next(trip.stops.count + 1), now: now)
            stopAdds[stop.id] = record(index, field: "stops.\(stop.id).add", value: stop.name)
        case 5 where !trip.stops.isEmpty:
            let stop = trip.stops[random.next(trip.stops.count)]
            trip.removeStop(id: stop.id, now: now)
            stopRemovals[stop.id, default: []].append(replicas[index].knows)
        case 6 where trip.stops.count > 1:
            let stop = trip.stops[random.next(trip.stops.count)]
            try trip.moveStop(id: stop.id, to: 1 + random.next(trip.stops.count), now: now)
        case 7 where !trip.stops.isEmpty:
            let position = random.next(trip.stops.count)
            trip.stops[position].notes = "stop-notes-\(id)"
            trip.stops[position].updatedAt = now
            trip.updatedAt = now
            _ = record(index, field: "stops.\(trip.stops[position].id).notes", value: trip.stops[position].notes)
        case 8:
            trip.companions.append(Companion(id: UUID(), name: "companion-\(id)", updatedAt: now))
            trip.expenses.append(
                Expense(
                    id: UUID(), amount: Int64(id), currency: "KRW", description: "expense-\(id)", paidBy: "me",
                    shares: [.init(name: "me", weight: 1)], createdAt: now, updatedAt: now))
            trip.updatedAt = now
            _ = record(index, field: "companions.add", value: "companion-\(id)")
        default:
            trip.status = trip.status == .planning ? .traveling : .finished
            if trip.status == .finished { trip.finishedAt = now }
            trip.updatedAt = now
        }
        replicas[index].trip = trip
    }

    /// Every replica syncs twice in turn, after which all hold what the remote holds.
    mutating func settle() throws {
        for _ in 0..<2 {
            for index in replicas.indices { try sync(index) }
        }
    }
}

/// SplitMix64: a small seeded generator so a failing seed replays exactly.
struct TestRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return Int(value % UInt64(max(1, bound)))
    }
}
