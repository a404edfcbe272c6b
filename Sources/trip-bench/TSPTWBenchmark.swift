import Foundation
import TripGeo
import TripModel

/// `trip-bench tsptw FILE [--time-limit S] [--iterations N] [--seed N] [--json]`: solve an LKH-3 TSPTW
/// instance and report the closed tour's travel cost, whether every window is met, the tour (1-based,
/// from the depot) and the solver's wall-clock seconds.
enum TSPTWBenchmark {
    static let usage =
        "USAGE: trip-bench tsptw FILE.tsptw [--time-limit SECONDS] [--iterations N] [--seed N] [--json]"

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: TSPBenchmark.Arguments
        let text: String
        switch TSPBenchmark.readInput(arguments, usage: usage) {
        case let .success(input): (parsed, text) = input
        case let .failure(stop): return stop.code
        }
        let instance: TSPTWInstance
        do {
            instance = try TSPTW.parse(text)
        } catch {
            writeError("Error: \(parsed.file):\(error.line): \(error.message)\n")
            return 65
        }
        let clock = ContinuousClock()
        let started = clock.now
        let options = TimeWindowOptions(
            timeLimit: .milliseconds(Int64(parsed.timeLimit * 1000)),
            budget: parsed.iterations.map { .iterations($0) } ?? .unlimited, seed: parsed.seed)
        let solution: TimeWindowSolution
        do {
            solution = try TimeWindowSolver.solve(instance.problem, options: options)
        } catch {
            writeError("Error: \(parsed.file): \(error.description)\n")
            return 65
        }
        let elapsed = started.duration(to: clock.now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        report(solution, seconds: seconds, instance: instance, json: parsed.json)
        return 0
    }

    private static func report(_ solution: TimeWindowSolution, seconds: Double, instance: TSPTWInstance, json: Bool) {
        let tour = solution.order.map { $0 + 1 }
        let length = Int(solution.travelTime.rounded())
        let time = String(format: "%.3f", seconds)
        if json {
            let ids = tour.map(String.init).joined(separator: ",")
            let unserved = solution.unserved.map { String($0 + 1) }.joined(separator: ",")
            print(
                "{\"instance\":\(TripJSON.quoted(instance.name)),\"n\":\(instance.dimension),"
                    + "\"length\":\(length),\"feasible\":\(solution.isFeasible),\"unserved\":[\(unserved)],"
                    + "\"optimal\":\(solution.isOptimal),\"seconds\":\(time),\"tour\":[\(ids)]}"
            )
        } else {
            print("length: \(length)\(solution.isOptimal ? " (optimal)" : "")")
            print("feasible: \(solution.isFeasible ? "yes" : "no, missed nodes \(solution.unserved.map { $0 + 1 })")")
            print("tour: \(tour.map(String.init).joined(separator: " "))")
            print("seconds: \(time)")
        }
    }
}
