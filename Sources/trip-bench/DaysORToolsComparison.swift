import Foundation
import TripGeo

/// `trip-bench days --ortools SECONDS`: the day planner next to OR-Tools' routing solver on the same
/// problems, 40 to 200 stops over 3 to 10 days, some with locked stops.
///
/// The problem is the one `trip plan days N --base B` solves: every day a closed tour from the base,
/// ⌈n/N⌉±1 stops a day (a day may hold more when that many are locked on it), locked stops on their
/// day, the total length minimised. Each case is written as an instance (matrix in metres, base,
/// per-day bounds, locks) for scripts/bench-days-ortools, a capacitated VRP for OR-Tools. The
/// solver's days come back as stop lists, are checked against the same rules and measured with the
/// planner's own matrix, so both columns are lengths of plans the CLI could have shown. Locks here pin
/// a day only: the CLI also keeps a locked stop's rank, which the VRP model has no counterpart for.
enum DaysORToolsComparison {
    struct Case {
        let city: DaysBenchmarkCity
        let stops: Int
        let days: Int
        /// Whether every eighth stop is locked, to days taken in turn.
        let locked: Bool
    }

    struct Settings {
        var seconds: Double
        var seed: UInt64
        var rounds: Int?
        var python = "python3"
        var script = "scripts/bench-days-ortools"
        /// Instances and OR-Tools' cached answers.
        var folder = ".build/days-ortools"
    }

    static let cases = [
        Case(city: .seoul, stops: 40, days: 3, locked: false), Case(city: .seoul, stops: 60, days: 5, locked: false),
        Case(city: .jeju, stops: 60, days: 3, locked: false), Case(city: .busan, stops: 80, days: 4, locked: false),
        Case(city: .seoul, stops: 120, days: 6, locked: false), Case(city: .jeju, stops: 150, days: 8, locked: false),
        Case(city: .busan, stops: 200, days: 10, locked: false), Case(city: .seoul, stops: 200, days: 7, locked: false),
        Case(city: .seoul, stops: 60, days: 5, locked: true), Case(city: .jeju, stops: 100, days: 5, locked: true),
        Case(city: .busan, stops: 150, days: 6, locked: true),
    ]

    /// One measured case: lengths in metres, times in seconds.
    struct Row {
        var ours: Double
        var theirs: Double
        var seconds: Double
        var ratio: Double { ours / theirs }
    }

    static func run(_ settings: Settings) -> Int32 {
        do {
            try FileManager.default.createDirectory(atPath: settings.folder, withIntermediateDirectories: true)
        } catch {
            writeError("Error: cannot create \(settings.folder): \(error.localizedDescription)\n")
            return 73
        }
        print("TRIP            n  DAYS  LOCKS   OURS km  OR-TOOLS km   RATIO  OURS s  OR-TOOLS s")
        var rows: [Row] = []
        for benchmarkCase in cases {
            do {
                let row = try measure(benchmarkCase, settings)
                rows.append(row)
            } catch {
                print("\(benchmarkCase.city.name) \(benchmarkCase.stops): \(error)")
                return 70
            }
        }
        let ratios = rows.map(\.ratio)
        print(
            String(
                format: "mean ratio %.4f, worst %.4f, longest planner time %.2f s",
                ratios.reduce(0, +)
                    / Double(max(1, ratios.count)), ratios.max() ?? 0, rows.map(\.seconds).max() ?? 0))
        return 0
    }

    private static func measure(_ benchmarkCase: Case, _ settings: Settings) throws -> Row {
        guard let base = benchmarkCase.city.baseCoordinate else { throw BenchmarkError("the base is not a coordinate") }
        let name = "\(benchmarkCase.city.name) \(benchmarkCase.stops)"
        let trip = DaysBenchmark.Case(
            name: name, stops: benchmarkCase.city.stops(count: benchmarkCase.stops, seed: UInt64(benchmarkCase.stops)),
            base: base, days: benchmarkCase.days)
        var request = try DaysBenchmark.shippedRequest(trip, seed: settings.seed)
        if let rounds = settings.rounds { request.rounds = rounds }
        if benchmarkCase.locked {
            for (k, stop) in stride(from: 0, to: benchmarkCase.stops, by: 8).enumerated() {
                request.fixedDays[stop] = k % benchmarkCase.days
            }
        }
        let clock = ContinuousClock()
        let started = clock.now
        let plan = try DayPlanner.plan(request)
        let elapsed = started.duration(to: clock.now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let rules = Rules(request: request, bounds: plan.stopBounds)
        let ours = try rules.total(plan.days.map(\.stops), who: "the planner")
        let instance =
            "\(settings.folder)/\(name.replacingOccurrences(of: " ", with: "-"))-\(benchmarkCase.days)"
            + (benchmarkCase.locked ? "-locked" : "") + ".json"
        try rules.instance().write(toFile: instance, atomically: true, encoding: .utf8)
        let answer = try solve(instance, settings)
        let theirs = try rules.total(answer.days, who: "OR-Tools")
        print(
            pad(name, 14) + pad(String(format: "%3d", benchmarkCase.stops), 5) + pad(String(benchmarkCase.days), 6)
                + pad(String(request.fixedDays.count), 5)
                + String(
                    format: "%9.1f  %11.1f  %6.4f  %6.2f  %10.1f", ours / 1000, theirs / 1000, ours / theirs, seconds,
                    answer.seconds))
        return Row(ours: ours, theirs: theirs, seconds: seconds)
    }

    /// Runs the OR-Tools script on `instance` and reads its days.
    private static func solve(_ instance: String, _ settings: Settings) throws -> (days: [[Int]], seconds: Double) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            settings.python, settings.script, instance, String(settings.seconds), "--cache", settings.folder,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let text = String(data: data, encoding: .utf8) else {
            throw BenchmarkError("\(settings.script) failed on \(instance) (status \(process.terminationStatus))")
        }
        var days: [[Int]] = []
        var seconds = 0.0
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.first == "RESULT", fields.count == 3 { seconds = Double(fields[2]) ?? 0 }
            if fields.first == "DAY" { days.append(fields.dropFirst().compactMap { Int($0) }) }
        }
        return (days, seconds)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}

/// The rules both solvers' days must follow, and how they are measured.
private struct Rules {
    let request: DayPlanRequest
    let minimum: [Int]
    let maximum: [Int]

    init(request: DayPlanRequest, bounds: ClosedRange<Int>) {
        self.request = request
        let pinned = (0..<request.dayCount).map { day in request.fixedDays.values.filter { $0 == day }.count }
        minimum = pinned.map { _ in bounds.lowerBound }
        maximum = pinned.map { max(bounds.upperBound, $0) }
    }

    var base: Int { request.ends.first?.start ?? 0 }

    /// The total length of `days` as closed tours from the base, after checking them against the rules.
    func total(_ days: [[Int]], who: String) throws -> Double {
        guard days.count == request.dayCount else { throw BenchmarkError("\(who) gave \(days.count) days") }
        let all = days.joined()
        guard all.count == request.stops.count, Set(all) == Set(request.stops) else {
            throw BenchmarkError("\(who) did not visit every stop exactly once")
        }
        for (day, stops) in days.enumerated() {
            guard (minimum[day]...maximum[day]).contains(stops.count) else {
                throw BenchmarkError("\(who) gave day \(day + 1) \(stops.count) stops")
            }
            guard stops.allSatisfy({ request.fixedDays[$0].map { $0 == day } ?? true }) else {
                throw BenchmarkError("\(who) moved a locked stop off day \(day + 1)")
            }
        }
        return days.reduce(0) { total, stops in
            total + request.matrix.length(of: [base] + stops + [base], closed: false)
        }
    }

    /// The instance for scripts/bench-days-ortools, in JSON written by hand so the same case gives the
    /// same bytes (the script caches its answers by their hash).
    func instance() -> String {
        let matrix = request.matrix
        let rows = (0..<matrix.count).map { i in
            "[" + (0..<matrix.count).map { String(format: "%.1f", matrix[i, $0]) }.joined(separator: ",") + "]"
        }
        let locks = request.fixedDays.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }
        return """
            {"base":\(base),"days":\(request.dayCount),"min":[\(minimum.map(String.init).joined(separator: ","))],\
            "max":[\(maximum.map(String.init).joined(separator: ","))],"locks":{\(locks.joined(separator: ","))},
            "matrix":[
            \(rows.joined(separator: ",\n"))]}

            """
    }
}
