import Foundation
import Testing

@testable import TripGeo

@Suite("TSPTW reader")
struct TSPTWTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/tsptw")

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    static let small = """
        NAME: tiny
        TYPE: TSPTW
        DIMENSION: 3
        EDGE_WEIGHT_FORMAT: FULL_MATRIX
        EDGE_WEIGHT_SECTION
        0 4 9
        4 0 3
        9 2 0
        TIME_WINDOW_SECTION
        1 0 100
        2 10 20
        3 20 30
        SERVICE_TIME_SECTION
        1 0
        2 5
        3 1
        DEPOT_SECTION
        1
        -1
        EOF
        """

    @Test("a file without EDGE_WEIGHT_TYPE, with service times, reads as written")
    func readsSmallFile() throws {
        let instance = try TSPTW.parse(Self.small)
        #expect(instance.name == "tiny")
        #expect(instance.dimension == 3)
        #expect(instance.travel[2, 1] == 2 && instance.travel[1, 2] == 3)
        #expect(
            instance.windows == [
                TimeWindow(open: 0, close: 100), TimeWindow(open: 10, close: 20), TimeWindow(open: 20, close: 30),
            ])
        #expect(instance.service == [0, 5, 1])
        let problem = instance.problem
        #expect(problem.windows[0].isEmpty && problem.latestEnd == 100 && problem.startTime == 0)
        // 1 → 2 arrives at 4, waits to 10, leaves at 15, reaches 3 at 18 and waits to 20: the only feasible
        // order (1 → 3 → 2 waits at 3 until 20 and reaches 2 after it closes).
        let solution = try TimeWindowSolver.solve(problem)
        #expect(solution.order == [0, 1, 2])
        #expect(solution.arrivals == [0, 10, 20])
        #expect(solution.travelTime == 16)
        #expect(solution.isFeasible && solution.isOptimal)
    }

    @Test("SERVICE_TIME in the header applies to every node but the depot")
    func headerServiceTime() throws {
        let text = Self.small.replacingOccurrences(of: "SERVICE_TIME_SECTION\n1 0\n2 5\n3 1\n", with: "")
            .replacingOccurrences(of: "DIMENSION: 3", with: "DIMENSION: 3\nSERVICE_TIME: 2")
        #expect(try TSPTW.parse(text).service == [0, 2, 2])
    }

    static let malformed: [(String, String, Int, String)] = [
        ("TYPE: TSPTW", "TYPE: TSP", 20, "not of TYPE TSPTW"),
        ("2 10 20", "2 20 10", 11, "after it closes"),
        ("3 20 30", "3 20 thirty", 12, "not a number"),
        ("3 20 30", "2 20 30", 12, "two time windows"),
        ("3 20 30", "4 20 30", 12, "between 1 and DIMENSION"),
        ("2 5\n", "2 -5\n", 15, "negative"),
        ("1\n-1", "2\n-1", 18, "must be node 1"),
        ("9 2 0\n", "9 2\n", 9, "not a number"),
        ("DIMENSION: 3", "DIMENSION: 2001", 5, "exceeds the limit"),
    ]

    @Test("malformed files name the line at fault", arguments: 0..<9)
    func malformedFiles(_ index: Int) throws {
        let (find, replace, line, message) = Self.malformed[index]
        let text = Self.small.replacingOccurrences(of: find, with: replace)
        #expect(text != Self.small)
        do {
            _ = try TSPTW.parse(text)
            Issue.record("accepted: \(replace)")
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.message.contains(message), "\(error)")
        }
    }

    @Test("a file cut before its windows is refused")
    func missingWindows() throws {
        let text = Self.small.components(separatedBy: "TIME_WINDOW_SECTION")[0]
        #expect(throws: TSPLIBError.self) { try TSPTW.parse(text) }
        #expect(throws: TSPLIBError.self) { try TSPLIB.parse(Self.small) }
    }

    @Test(
        "LKH-3's best tours evaluate to the best-known lengths and are feasible",
        arguments: [("n20w20.001", 378), ("n40w80.003", 412), ("n100w60.003", 744)])
    func bestToursEvaluate(_ name: String, _ best: Double) throws {
        let instance = try TSPTW.parse(Self.fixture("\(name).tsptw"))
        let tour = try TSPLIB.parseTour(Self.fixture("\(name).best.tour"))
        let solution = try TimeWindowSolver.evaluate(instance.problem, order: tour)
        #expect(solution.travelTime == best)
        #expect(solution.isFeasible)
    }

    @Test("the solver finds feasible tours near the best known on the 20-node fixtures")
    func solvesSmallFixtures() throws {
        for (name, best) in [("n20w20.001", 378.0), ("n20w100.001", 237), ("n20w160.002", 201)] {
            let instance = try TSPTW.parse(Self.fixture("\(name).tsptw"))
            let options = TimeWindowOptions(timeLimit: .seconds(600), budget: .iterations(300))
            let solution = try TimeWindowSolver.solve(instance.problem, options: options)
            #expect(solution.isFeasible, "\(name)")
            #expect(solution.order.first == 0)
            #expect(solution.travelTime <= best * 1.02, "\(name): \(solution.travelTime) vs \(best)")
        }
    }
}
