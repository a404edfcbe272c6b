import Foundation
import TripGeo
import TripModel
import TripPlanning

/// `trip-bench days [--samples DIR]`: the day planner against two baselines on the Jeju and Seoul
/// samples and a seeded 60-stop Seoul trip: totals, each day's length and stop count, and the spread.
///
/// Baselines: (a) the stops in their current order cut into equal chunks, (b) k-means on the
/// coordinates; both then order each day exactly as the planner does, so only the split differs.
enum DaysBenchmark {
    static let usage =
        "USAGE: trip-bench days [--samples DIR] [--rounds N] [--seed N] [--large N]\n"
        + "       trip-bench days --ortools SECONDS [--python PATH] [--script PATH] [--rounds N] [--seed N]\n"
        + "  DIR defaults to Tests/Fixtures/samples; --large adds a seeded N-stop Seoul trip in 5 days (scaling).\n"
        + "  --ortools compares the planner with OR-Tools (scripts/bench-days-ortools, SECONDS a case) on\n"
        + "  40 to 200 stops; PATH defaults to python3, which must import ortools."

    struct Case {
        let name: String
        let stops: [Coordinate]
        let base: Coordinate
        let days: Int
    }

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") {
            print(usage)
            return 0
        }
        var directory = "Tests/Fixtures/samples"
        var tuning = (seed: UInt64(1), large: 0)
        var comparison: DaysORToolsComparison.Settings?
        var rounds: Int?
        var python: String?
        var script: String?
        var rest = arguments[...]
        while let option = rest.popFirst() {
            guard let value = rest.popFirst() else {
                writeError("Error: \(option) needs a value.\n\(usage)\n")
                return 64
            }
            switch option {
            case "--samples": directory = value
            case "--large" where Int(value).map { $0 >= 5 } ?? false: tuning.large = Int(value) ?? 0
            case "--rounds" where Int(value).map { $0 >= 0 } ?? false: rounds = Int(value)
            case "--ortools" where Double(value).map { $0 > 0 } ?? false:
                comparison = DaysORToolsComparison.Settings(seconds: Double(value) ?? 30, seed: 1)
            case "--python": python = value
            case "--script": script = value
            case "--seed" where UInt64(value) != nil: tuning.seed = UInt64(value) ?? 1
            default:
                writeError("Error: unexpected argument \(option) \(value).\n\(usage)\n")
                return 64
            }
        }
        if var comparison {
            comparison.seed = tuning.seed
            comparison.rounds = rounds
            comparison.python = python ?? comparison.python
            comparison.script = script ?? comparison.script
            return DaysORToolsComparison.run(comparison)
        }
        guard let jeju = load("\(directory)/jeju-3-days.json"), let seoul = load("\(directory)/seoul-day.json"),
            let airport = jeju.first, let cityHall = Coordinate(latitude: 37.5663, longitude: 126.9779)
        else {
            writeError("Error: cannot read the samples in \(directory); run from the package root or give --samples.\n")
            return 66
        }
        var cases = [
            Case(name: "Jeju (11 + airport base)", stops: Array(jeju.dropFirst()), base: airport, days: 3),
            Case(name: "Seoul day (6)", stops: seoul, base: cityHall, days: 2),
            Case(name: "Seoul 60", stops: seoul60(), base: cityHall, days: 3),
            Case(name: "Seoul 60", stops: seoul60(), base: cityHall, days: 5),
        ]
        if tuning.large > 0 {
            cases.append(
                Case(name: "Seoul \(tuning.large)", stops: seoul60(count: tuning.large), base: cityHall, days: 5))
        }
        print(
            "TRIP                       DAYS  METHOD            TOTAL km  DAY km                       STOPS         SPREAD      ms"
        )
        for benchmarkCase in cases { report(benchmarkCase, rounds: rounds, seed: tuning.seed) }
        return 0
    }

    private static func report(_ benchmarkCase: Case, rounds: Int?, seed: UInt64) {
        // The planner's request comes from DaySplitSetup, as `trip plan days --base` builds it, so the
        // benchmark measures the code that ships; only the rounds and the time limit are the bench's own.
        guard var request = try? shippedRequest(benchmarkCase, seed: seed) else {
            print("\(benchmarkCase.name): the trip cannot be planned in \(benchmarkCase.days) days")
            return
        }
        if let rounds { request.rounds = rounds }
        request.timeLimit = .seconds(30)
        let coordinates = Dictionary(
            uniqueKeysWithValues: benchmarkCase.stops.enumerated().map { ($0.offset, $0.element) })
        var distanceRequest = request
        distanceRequest.balance = .distance
        distanceRequest.rounds =
            rounds ?? DayPlanRequest.defaultRounds(stopCount: request.stops.count, balance: .distance)
        let methods: [(String, () throws(DayPlanError) -> DayPlan)] = [
            ("planner (stops)", { () throws(DayPlanError) in try DayPlanner.plan(request) }),
            ("planner (distance)", { () throws(DayPlanError) in try DayPlanner.plan(distanceRequest) }),
            ("chunks by order", { () throws(DayPlanError) in try DayPlanBaselines.chunks(request) }),
            ("k-means", { () throws(DayPlanError) in try DayPlanBaselines.kMeans(request, coordinates: coordinates) }),
        ]
        for (name, method) in methods {
            let clock = ContinuousClock()
            let started = clock.now
            guard let plan = try? method() else {
                print("\(benchmarkCase.name): \(name) failed")
                continue
            }
            let elapsed = started.duration(to: clock.now)
            let milliseconds =
                Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15
            let days = plan.days.map { String(format: "%.1f", $0.length / 1000) }.joined(separator: "/")
            let counts = plan.days.map { String($0.stops.count) }.joined(separator: "/")
            print(
                pad(benchmarkCase.name, 27) + pad(String(benchmarkCase.days), 6) + pad(name, 18)
                    + pad(String(format: "%8.1f", plan.total / 1000), 10) + pad(days, 29) + pad(counts, 14)
                    + pad(String(format: "%5.0f %%", plan.lengthSpread * 100), 8)
                    + String(format: "%7.0f", milliseconds))
        }
    }

    /// The request `trip plan days N --base LAT,LON` makes of the case's stops (matrix index = stop).
    static func shippedRequest(_ benchmarkCase: Case, seed: UInt64) throws(PlanningError) -> DayPlanRequest {
        let time = Timestamp(millisecondsSinceEpoch: 0)
        let stops = benchmarkCase.stops.enumerated().map { index, coordinate in
            Stop(id: UUID(), position: index + 1, name: "S\(index + 1)", coordinate: coordinate, updatedAt: time)
        }
        let trip = Trip(id: UUID(), name: benchmarkCase.name, createdAt: time, updatedAt: time, stops: stops)
        let setup = try DaySplitSetup(
            trip: trip, dayCount: benchmarkCase.days, bases: [.coordinate(benchmarkCase.base)], balance: .stops,
            seed: seed)
        return setup.request
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    /// The stops' coordinates of a trip document, in visiting order.
    private static func load(_ path: String) -> [Coordinate]? {
        guard let data = FileManager.default.contents(atPath: path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let stops = object["stops"] as? [[String: Any]]
        else { return nil }
        return stops.compactMap { stop in
            guard let latitude = stop["latitude"] as? Double, let longitude = stop["longitude"] as? Double else {
                return nil
            }
            return Coordinate(latitude: latitude, longitude: longitude)
        }
    }

    /// The seeded 60-stop trip around six Seoul neighbourhoods that the tests use too.
    static func seoul60(count: Int = 60) -> [Coordinate] {
        DaysBenchmarkCity.seoul.stops(count: count, seed: 60)
    }
}
