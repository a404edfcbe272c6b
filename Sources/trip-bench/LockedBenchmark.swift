import Foundation
import TripGeo
import TripModel
import TripPlanning

/// `trip-bench locked`: how much longer routes with locked stops come out than the same stops unlocked.
///
/// Each case draws stops with SplitMix64 in the repro's box (latitude 33.2–33.6, longitude 126.2–126.9),
/// locks a few random stops at their input positions (as `trip route --optimize` does for locked stops),
/// and optimizes it with and without the locks through `RoutePlan`, the code `trip route --optimize` runs. With few locks the unlocked length is close to a lower
/// bound, so the excess shows how much the locked search leaves on the table. `--points FILE` (one
/// `latitude,longitude` per line) with `--lock 10,30` (1-based input positions) runs one given instance.
enum LockedBenchmark {
    static let usage =
        "USAGE: trip-bench locked [--seeds N] [--sizes 30,60] [--lock-counts 1,2] [--iterations N] [--time-limit S] "
        + "[--points FILE --lock I,J,...]"

    struct Arguments {
        var seeds = 3
        /// Kick budget for the locked solve; `nil` keeps the default `.automatic` budget. `trip route` has
        /// no such option, so with it the locked solve asks the engine with the options `RoutePlan` builds.
        var iterations: Int?
        var timeLimit = 2.0
        var points: String?
        var locks: [Int] = []
        var sizes = [30, 60, 150, 300]
        var lockCounts = [1, 2, 4]
    }

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") {
            print(usage)
            return 0
        }
        guard let parsed = parse(arguments) else {
            writeError("Error: bad arguments.\n\(usage)\n")
            return 64
        }
        if let file = parsed.points {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                writeError("Error: cannot read \(file).\n")
                return 66
            }
            let coordinates = text.split(separator: "\n").compactMap { line -> Coordinate? in
                let parts = line.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
                return parts.count == 2 ? Coordinate(latitude: parts[0], longitude: parts[1]) : nil
            }
            print(header)
            for closed in [false, true] {
                print(row(coordinates, locks: parsed.locks.map { $0 - 1 }, closed: closed, label: "file", parsed).text)
            }
            return 0
        }
        print(header)
        var excess: [Double] = []
        for size in parsed.sizes {
            for lockCount in parsed.lockCounts {
                for closed in [false, true] {
                    for seed in 1...max(1, parsed.seeds) {
                        let (coordinates, locks) = instance(size: size, locks: lockCount, seed: UInt64(seed))
                        let line = row(coordinates, locks: locks, closed: closed, label: "seed \(seed)", parsed)
                        print(line.text)
                        excess.append(line.excess)
                    }
                }
            }
        }
        let mean = excess.reduce(0, +) / Double(max(1, excess.count))
        print(String(format: "mean excess over unlocked: %.2f %%", mean))
        return 0
    }

    static let header = "size locks ends   instance     unlocked_km  locked_km  excess_%  locked_ms"

    /// Random stops and `locks` distinct stops (never the first) locked at their own index.
    static func instance(size: Int, locks: Int, seed: UInt64) -> ([Coordinate], [Int]) {
        var rng = SplitMix64(seed: seed &* 1000 &+ UInt64(size))
        func unit() -> Double { Double(rng.next() >> 11) / Double(1 << 53) }
        let coordinates = (0..<size).compactMap { _ -> Coordinate? in
            let latitude = 33.2 + unit() * 0.4
            return Coordinate(latitude: latitude, longitude: 126.2 + unit() * 0.7)
        }
        var chosen: [Int] = []
        while chosen.count < locks {
            let node = 1 + Int(rng.next() % UInt64(size - 1))
            if !chosen.contains(node) { chosen.append(node) }
        }
        return (coordinates, chosen.sorted())
    }

    /// Optimizes one instance with and without locks and formats a table row.
    static func row(_ coordinates: [Coordinate], locks: [Int], closed: Bool, label: String, _ arguments: Arguments)
        -> (text: String, excess: Double)
    {
        var choices = RouteChoices()
        choices.roundTrip = closed
        choices.timeLimit = .milliseconds(Int64(arguments.timeLimit * 1000))
        let unlocked = (try? plan(coordinates, locks: [], closed: closed).optimize(choices))?.after ?? .nan
        let clock = ContinuousClock()
        let started = clock.now
        let order = lockedOrder(coordinates, locks: locks, choices: choices, iterations: arguments.iterations)
        let elapsed = started.duration(to: clock.now)
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15
        var length = Double.nan
        if let order {
            precondition(Set(order).count == coordinates.count && locks.allSatisfy { order[$0] == $0 })
            length = DistanceMatrix(geodesicDistancesBetween: coordinates).length(of: order, closed: closed)
        }
        let excess = (length / unlocked - 1) * 100
        let text = String(
            format: "%4d %5d %-6@ %-12@ %11.2f %10.2f %9.2f %10.1f", coordinates.count, locks.count,
            closed ? "round" : "open", label, unlocked / 1000, length / 1000, excess, milliseconds)
        return (text, excess)
    }

    /// The trip `trip route` would see: one stop per coordinate, in order, the `locks` locked.
    static func plan(_ coordinates: [Coordinate], locks: [Int], closed: Bool) throws -> RoutePlan {
        let time = Timestamp(millisecondsSinceEpoch: 0)
        let stops = coordinates.enumerated().map { index, coordinate in
            Stop(
                id: UUID(), position: index + 1, name: "stop \(index + 1)", coordinate: coordinate,
                locked: locks.contains(index), updatedAt: time)
        }
        return try RoutePlan(stops: stops, roundTrip: closed)
    }

    /// The locked order as `trip route --optimize` finds it, or, with an iteration budget, as the engine
    /// finds it when asked with the same options.
    static func lockedOrder(_ coordinates: [Coordinate], locks: [Int], choices: RouteChoices, iterations: Int?)
        -> [Int]?
    {
        guard let plan = try? plan(coordinates, locks: locks, closed: choices.roundTrip) else { return nil }
        guard let iterations else { return (try? plan.optimize(choices))?.order }
        var options = plan.routeOptions(choices, scope: Array(plan.stops.indices))
        options.budget = .iterations(iterations)
        return (try? RouteSolver.solve(distances: plan.matrix, options: options))?.order
    }

    private static func parse(_ arguments: [String]) -> Arguments? {
        var parsed = Arguments()
        var index = 0
        while index < arguments.count {
            guard index + 1 < arguments.count else { return nil }
            let value = arguments[index + 1]
            switch arguments[index] {
            case "--seeds": parsed.seeds = Int(value) ?? 0
            case "--iterations": parsed.iterations = Int(value)
            case "--time-limit": parsed.timeLimit = Double(value) ?? 0
            case "--points": parsed.points = value
            case "--lock": parsed.locks = value.split(separator: ",").compactMap { Int($0) }
            case "--sizes": parsed.sizes = value.split(separator: ",").compactMap { Int($0) }.filter { $0 >= 3 }
            case "--lock-counts": parsed.lockCounts = value.split(separator: ",").compactMap { Int($0) }
            default: return nil
            }
            index += 2
        }
        return parsed.seeds > 0 && parsed.timeLimit > 0 ? parsed : nil
    }
}
