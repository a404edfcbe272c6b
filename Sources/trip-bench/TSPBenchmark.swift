import Foundation
import TripGeo
import TripModel

/// `trip-bench tsp FILE [--time-limit S] [--seed N] [--json]`: solve a TSPLIB instance and report
/// the tour length, the tour (1-based node numbers) and the solver's wall-clock seconds.
enum TSPBenchmark {
    static let usage = "USAGE: trip-bench tsp FILE.tsp [--time-limit SECONDS] [--iterations N] [--seed N] [--json]"

    struct Arguments {
        var file = ""
        var timeLimit = 1.0
        var seed: UInt64 = 1
        /// Kick budget; when set the result no longer depends on machine speed (given enough time).
        var iterations: Int?
        var json = false
    }

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: Arguments
        let text: String
        switch readInput(arguments, usage: usage) {
        case let .success(input): (parsed, text) = input
        case let .failure(stop): return stop.code
        }
        let instance: TSPLIBInstance
        do {
            instance = try TSPLIB.parse(text)
        } catch {
            writeError("Error: \(parsed.file):\(error.line): \(error.message)\n")
            return 65
        }
        report(solve(instance, parsed), instance: instance, json: parsed.json)
        return 0
    }

    private static func solve(_ instance: TSPLIBInstance, _ arguments: Arguments) -> (RouteSolution, Double) {
        let clock = ContinuousClock()
        let started = clock.now
        let options = RouteOptions(
            timeLimit: .milliseconds(Int64(arguments.timeLimit * 1000)),
            budget: arguments.iterations.map { .iterations($0) } ?? .unlimited, seed: arguments.seed)
        // Every distance is valid by construction of the reader, so the solver cannot refuse it;
        // the identity tour only keeps this total if that ever changed.
        let identity = Array(0..<instance.dimension)
        let solution: RouteSolution
        if let distances = placeDistances(instance) {
            // The solver builds a table itself where that is cheap; large instances never get one.
            solution =
                (try? RouteSolver.solve(distances: distances, options: options))
                ?? RouteSolution(
                    order: identity, length: distances.length(of: identity, closed: true), isOptimal: false)
        } else {
            let matrix = instance.distanceMatrix()
            solution =
                (try? RouteSolver.solve(matrix: matrix, options: options))
                ?? RouteSolution(order: identity, length: matrix.length(of: identity, closed: true), isOptimal: false)
        }
        let elapsed = started.duration(to: clock.now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return (solution, seconds)
    }

    /// The instance's distances computed on demand, with points that rank neighbours as they do; nil
    /// for explicit weights, which come as a table anyway.
    static func placeDistances(_ instance: TSPLIBInstance) -> PlaceDistances? {
        guard instance.explicitWeights == nil, instance.weightType != .explicit else { return nil }
        let points: [SIMD3<Double>]
        let bound: Double
        if instance.weightType == .geo {
            points = instance.coordinates.map { point in
                let lat = geoRadians(point.x)
                let lon = geoRadians(point.y)
                return SIMD3(cos(lat) * cos(lon), cos(lat) * sin(lon), sin(lat))
            }
            bound = 20_100  // TSPLIB's Earth: half its circumference in kilometres, and a margin
        } else {
            points = instance.coordinates.map { SIMD3($0.x, $0.y, 0) }
            let xs = instance.coordinates.map(\.x)
            let ys = instance.coordinates.map(\.y)
            let width = (xs.max() ?? 0) - (xs.min() ?? 0)
            let height = (ys.max() ?? 0) - (ys.min() ?? 0)
            bound = (width * width + height * height).squareRoot() + 2
        }
        return PlaceDistances(
            count: instance.dimension, points: points, bound: bound, secondsPerPair: 2e-8
        ) { instance.distance($0, $1) }
    }

    /// TSPLIB's GEO convention: DDD.MM, degrees then minutes.
    private static func geoRadians(_ value: Double) -> Double {
        let degrees = value.rounded(.towardZero)
        return Double.pi * (degrees + 5 * (value - degrees) / 3) / 180
    }

    private static func report(_ result: (RouteSolution, Double), instance: TSPLIBInstance, json: Bool) {
        let (solution, seconds) = result
        let tour = solution.order.map { $0 + 1 }
        let length = Int(solution.length.rounded())
        if json {
            let ids = tour.map(String.init).joined(separator: ",")
            print(
                "{\"instance\":\(TripJSON.quoted(instance.name)),\"n\":\(instance.dimension),\"length\":\(length),"
                    + "\"optimal\":\(solution.isOptimal),\"seconds\":\(String(format: "%.3f", seconds)),"
                    + "\"tour\":[\(ids)]}"
            )
        } else {
            print("length: \(length)\(solution.isOptimal ? " (optimal)" : "")")
            print("tour: \(tour.map(String.init).joined(separator: " "))")
            print("seconds: \(String(format: "%.3f", seconds))")
        }
    }

    struct UsageError: Error {
        let message: String
    }

    /// Why a benchmark stops before solving: the exit code, after help or an error was printed.
    struct Stop: Error {
        let code: Int32
    }

    /// The options and the instance file's text shared by `tsp` and `tsptw`; help, a usage error (64) and
    /// an unreadable file (66) end the run.
    static func readInput(_ arguments: [String], usage: String) -> Result<(Arguments, String), Stop> {
        if arguments.contains("-h") || arguments.contains("--help") {
            print(usage)
            return .failure(Stop(code: 0))
        }
        let parsed: Arguments
        switch parse(arguments) {
        case let .success(value): parsed = value
        case let .failure(error):
            writeError("Error: \(error.message)\n\(usage)\n")
            return .failure(Stop(code: 64))
        }
        guard let data = FileManager.default.contents(atPath: parsed.file) else {
            writeError("Error: cannot read \(parsed.file).\n")
            return .failure(Stop(code: 66))
        }
        return .success((parsed, String(decoding: data, as: UTF8.self)))
    }

    static func parse(_ arguments: [String]) -> Result<Arguments, UsageError> {
        var result = Arguments()
        var files: [String] = []
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--json": result.json = true
            case "--time-limit":
                guard let value = iterator.next().flatMap(Double.init), value > 0, value <= 86_400 else {
                    return .failure(UsageError(message: "--time-limit needs a number of seconds (0 < S ≤ 86400)."))
                }
                result.timeLimit = value
            case "--iterations":
                guard let value = iterator.next().flatMap({ Int($0) }), value >= 0 else {
                    return .failure(UsageError(message: "--iterations needs a non-negative integer."))
                }
                result.iterations = value
            case "--seed":
                guard let value = iterator.next().flatMap({ UInt64($0) }) else {
                    return .failure(UsageError(message: "--seed needs a non-negative integer."))
                }
                result.seed = value
            default:
                if argument.hasPrefix("-") { return .failure(UsageError(message: "unknown option '\(argument)'.")) }
                files.append(argument)
            }
        }
        guard files.count == 1, let file = files.first else {
            return .failure(UsageError(message: files.isEmpty ? "missing FILE." : "expected one FILE."))
        }
        result.file = file
        return .success(result)
    }
}
