import Foundation
import TripGeo
import TripModel
import TripPlanning

/// `trip-bench locked`: how far routes with locked stops come out above the best length known for them.
///
/// Each case draws stops with SplitMix64 in the repro's box (latitude 33.2–33.6, longitude 126.2–126.9),
/// locks a few random stops at their input positions (as `trip route --optimize` does for locked stops)
/// and optimizes it through `RoutePlan`, the code `trip route --optimize` runs, with its default choices
/// (an open path keeps its first stop; a round trip returns to it) and time limit. The best known
/// lengths (``LockedBestKnown``) come from OR-Tools (`scripts/bench-locked-ortools`, fed by `--export`)
/// and from long runs of this engine (`--reference`); a row below zero excess is a new best known.
enum LockedBenchmark {
    static let usage =
        "USAGE: trip-bench locked [--seeds N] [--sizes 30,60] [--lock-counts 1,2] [--ends open,round] "
        + "[--time-limit S] [--runs K] [--iterations N] [--reference] [--export DIR] "
        + "[--points FILE --lock I,J,...]"

    struct Arguments {
        /// Instances per size, lock count and kind of ends.
        var seeds = 3
        /// Engine seeds per instance; a row shows the median length over them (the least with `--reference`).
        var runs = 1
        /// Kick budget; `nil` keeps the default budget `trip route` uses.
        var iterations: Int?
        /// `trip route --optimize`'s default.
        var timeLimit = 1.0
        /// Search until the time limit and keep the least length over the runs: for the best known table.
        var reference = false
        var export: String?
        var points: String?
        var locks: [Int] = []
        var sizes = [30, 60, 150, 300]
        var lockCounts = [1, 2, 4]
        var ends = [false, true]
    }

    /// One instance of the table.
    struct Case {
        let size: Int
        let lockCount: Int
        let closed: Bool
        let seed: Int
        var key: String { "\(size)-\(lockCount)-\(closed ? "round" : "open")-\(seed)" }
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
        if let file = parsed.points { return runFile(file, parsed) }
        let cases = parsed.sizes.flatMap { size in
            parsed.lockCounts.flatMap { lockCount in
                parsed.ends.flatMap { closed in
                    (1...parsed.seeds).map { Case(size: size, lockCount: lockCount, closed: closed, seed: $0) }
                }
            }
        }
        if let directory = parsed.export { return export(cases, to: directory) }
        print(header)
        var rows: [(Case, Double)] = []
        var better: [String] = []
        for item in cases {
            let (coordinates, locks) = instance(size: item.size, locks: item.lockCount, seed: UInt64(item.seed))
            let result = measure(coordinates, locks: locks, closed: item.closed, parsed)
            let best = LockedBestKnown.metres[item.key]
            let excess = best.map { (result.length / $0 - 1) * 100 } ?? .nan
            print(format(item, label: "seed \(item.seed)", result, best: best, excess: excess))
            if !excess.isNaN { rows.append((item, excess)) }
            if best.map({ result.length < $0 - 1 }) ?? true {
                better.append(String(format: "        \"%@\": %.3f,", item.key, result.length))
            }
        }
        printSummary(rows)
        if !better.isEmpty {
            print("shorter than the best known (LockedBestKnown.swift lines):\n" + better.joined(separator: "\n"))
        }
        return 0
    }

    static let header = "size locks ends  instance    ours_km    best_km  excess_%  median_ms"

    static func format(
        _ item: Case, label: String, _ result: (length: Double, milliseconds: Double), best: Double?, excess: Double
    )
        -> String
    {
        String(
            format: "%4d %5d %-5@ %-9@ %10.3f %10@ %9.3f %10.1f", item.size, item.lockCount,
            item.closed ? "round" : "open", label, result.length / 1000,
            best.map { String(format: "%.3f", $0 / 1000) } ?? "-", excess, result.milliseconds)
    }

    /// Mean and worst excess per size and over everything.
    static func printSummary(_ rows: [(Case, Double)]) {
        guard !rows.isEmpty else { return }
        func line(_ name: String, _ values: [Double]) -> String {
            let mean = values.reduce(0, +) / Double(values.count)
            return String(
                format: "%-8@ cases %3d  mean excess %6.3f %%  worst %6.3f %%", name, values.count, mean,
                values.max() ?? 0)
        }
        for size in Set(rows.map(\.0.size)).sorted() {
            print(line("n=\(size)", rows.filter { $0.0.size == size }.map(\.1)))
        }
        for closed in [false, true] where rows.contains(where: { $0.0.closed == closed }) {
            print(line(closed ? "round" : "open", rows.filter { $0.0.closed == closed }.map(\.1)))
        }
        print(line("all", rows.map(\.1)))
    }

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

    /// The median length over the runs (the least with `--reference`) and the median time.
    static func measure(_ coordinates: [Coordinate], locks: [Int], closed: Bool, _ arguments: Arguments)
        -> (length: Double, milliseconds: Double)
    {
        var lengths: [Double] = []
        var times: [Double] = []
        for run in 1...arguments.runs {
            let clock = ContinuousClock()
            let started = clock.now
            let order = lockedOrder(coordinates, locks: locks, closed: closed, seed: UInt64(run), arguments)
            let elapsed = started.duration(to: clock.now)
            times.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15)
            guard let order else {
                lengths.append(.nan)
                continue
            }
            precondition(Set(order).count == coordinates.count && locks.allSatisfy { order[$0] == $0 } && order[0] == 0)
            // Measured leg by leg: a table would take 8·n² bytes, which at 10,000 stops dwarfs the route's own memory.
            lengths.append(PlaceDistances(geodesicBetween: coordinates).length(of: order, closed: closed))
        }
        if lengths.count > 1 {
            // The spread over seeds, to stderr so the table stays one row per case.
            writeError(lengths.map { String(format: "%.3f", $0 / 1000) }.joined(separator: " ") + "\n")
        }
        let length = arguments.reference ? (lengths.min() ?? .nan) : median(lengths)
        return (length, median(times))
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
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

    /// The default choices of `trip route --optimize` with this run's time limit and seed.
    static func choices(closed: Bool, seed: UInt64, _ arguments: Arguments) -> RouteChoices {
        var choices = RouteChoices()
        choices.roundTrip = closed
        choices.timeLimit = .milliseconds(Int64(arguments.timeLimit * 1000))
        choices.seed = seed
        return choices
    }

    /// The locked order as `trip route --optimize` finds it, or, with an iteration budget or for the
    /// reference, as the engine finds it when asked with the same options and that budget.
    static func lockedOrder(
        _ coordinates: [Coordinate], locks: [Int], closed: Bool, seed: UInt64, _ arguments: Arguments
    )
        -> [Int]?
    {
        guard let plan = try? plan(coordinates, locks: locks, closed: closed) else { return nil }
        let choices = choices(closed: closed, seed: seed, arguments)
        if arguments.iterations == nil, !arguments.reference { return (try? plan.optimize(choices))?.order }
        var options = plan.routeOptions(choices, scope: Array(plan.stops.indices))
        options.budget = arguments.iterations.map { .iterations($0) } ?? .unlimited
        return (try? RouteSolver.solve(distances: plan.matrix, options: options))?.order
    }

    private static func parse(_ arguments: [String]) -> Arguments? {
        var parsed = Arguments()
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--reference" {
                parsed.reference = true
                index += 1
                continue
            }
            guard index + 1 < arguments.count else { return nil }
            let value = arguments[index + 1]
            let numbers = value.split(separator: ",").compactMap { Int($0) }
            switch arguments[index] {
            case "--seeds": parsed.seeds = Int(value) ?? 0
            case "--runs": parsed.runs = Int(value) ?? 0
            case "--iterations": parsed.iterations = Int(value)
            case "--time-limit": parsed.timeLimit = Double(value) ?? 0
            case "--export": parsed.export = value
            case "--points": parsed.points = value
            case "--lock": parsed.locks = numbers
            case "--sizes": parsed.sizes = numbers.filter { $0 >= 3 }
            case "--lock-counts": parsed.lockCounts = numbers
            case "--ends": parsed.ends = value.split(separator: ",").map { $0 == "round" }
            default: return nil
            }
            index += 2
        }
        return parsed.seeds > 0 && parsed.runs > 0 && parsed.timeLimit > 0 ? parsed : nil
    }
}
