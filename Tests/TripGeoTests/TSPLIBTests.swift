import Foundation
import Testing

@testable import TripGeo

@Suite("TSPLIB reader")
struct TSPLIBTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/tsplib")

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    /// The symmetric 4×4 matrix every EXPLICIT fixture below describes.
    static let expected: [[Double]] = [[0, 3, 5, 9], [3, 0, 4, 7], [5, 4, 0, 2], [9, 7, 2, 0]]

    static let layouts: [(String, String)] = [
        ("FULL_MATRIX", "0 3 5 9\n3 0 4 7\n5 4 0 2\n9 7 2 0"),
        ("UPPER_ROW", "3 5 9\n4 7\n2"),
        ("LOWER_DIAG_ROW", "0\n3 0\n5 4 0\n9 7 2 0"),
        ("UPPER_DIAG_ROW", "0 3 5 9 0 4 7\n0 2 0"),
        ("LOWER_ROW", "3\n5 4\n9 7 2"),
    ]

    @Test("each EXPLICIT layout gives the same matrix", arguments: 0..<5)
    func explicitLayouts(_ index: Int) throws {
        let (format, body) = TSPLIBTests.layouts[index]
        let text = """
            NAME: tiny
            TYPE: TSP
            DIMENSION: 4
            EDGE_WEIGHT_TYPE: EXPLICIT
            EDGE_WEIGHT_FORMAT: \(format)
            EDGE_WEIGHT_SECTION
            \(body)
            EOF
            """
        let instance = try TSPLIB.parse(text)
        #expect(instance.name == "tiny" && instance.dimension == 4 && instance.weightType == .explicit)
        for i in 0..<4 {
            for j in 0..<4 where i != j { #expect(instance.distance(i, j) == TSPLIBTests.expected[i][j]) }
        }
        let best = try RouteSolver.solve(matrix: instance.distanceMatrix())
        #expect(best.length == 3 + 4 + 2 + 9 || best.length == 3 + 7 + 2 + 5)
    }

    @Test("an asymmetric FULL_MATRIX keeps both directions")
    func asymmetricFullMatrix() throws {
        let text =
            "TYPE: ATSP\nDIMENSION: 3\nEDGE_WEIGHT_TYPE: EXPLICIT\nEDGE_WEIGHT_FORMAT: FULL_MATRIX\n"
            + "EDGE_WEIGHT_SECTION\n9999 1 8\n7 9999 1\n1 6 9999\nEOF\n"
        let instance = try TSPLIB.parse(text)
        #expect(instance.distance(0, 1) == 1 && instance.distance(1, 0) == 7)
        #expect(!instance.distanceMatrix().isSymmetric)
        #expect(try RouteSolver.solve(matrix: instance.distanceMatrix()).length == 3)
    }

    @Test(
        "published optimal tours reproduce their lengths",
        arguments: [
            ("ulysses16", 6859.0), ("ulysses22", 7013), ("att48", 10628), ("eil51", 426), ("berlin52", 7542),
            ("gr96", 55209), ("kroA100", 21282), ("gr202", 40160), ("gr666", 294358),
        ])
    func optimalTours(_ name: String, _ optimum: Double) throws {
        let instance = try TSPLIB.parse(TSPLIBTests.fixture("\(name).tsp"))
        let tour = try TSPLIB.parseTour(TSPLIBTests.fixture("\(name).opt.tour"))
        #expect(tour.count == instance.dimension)
        #expect(instance.tourLength(tour) == optimum)
    }

    @Test("burma14 is solved to its optimum, exactly")
    func burma14() throws {
        let instance = try TSPLIB.parse(TSPLIBTests.fixture("burma14.tsp"))
        let solution = try RouteSolver.solve(matrix: instance.distanceMatrix())
        #expect(solution.isOptimal)
        #expect(solution.length == 3323)
    }

    /// Quality with a fixed kick budget, not a time limit, so the outcome is the same on any machine.
    @Test(
        "the heuristic finds the optimum of small classic instances",
        arguments: [
            ("att48", 10628.0), ("berlin52", 7542), ("ulysses22", 7013),
        ])
    func heuristicQuality(_ name: String, _ optimum: Double) throws {
        let instance = try TSPLIB.parse(TSPLIBTests.fixture("\(name).tsp"))
        let options = RouteOptions(timeLimit: .seconds(600), budget: .iterations(5000))
        let solution = try RouteSolver.solve(matrix: instance.distanceMatrix(), options: options)
        #expect(!solution.isOptimal)
        #expect(solution.length == optimum)
    }

    @Test("GEO gives 1, not 0, between two cities at the same point")
    func geoSelfDistance() {
        let point = TSPLIBInstance.Point(x: 16.47, y: 96.10)
        #expect(TSPLIBDistance.geo(point, point) == 1)
    }

    @Test(
        "malformed files name the line at fault",
        arguments: [
            ("NAME: x\nTYPE: TSP\nEDGE_WEIGHT_TYPE: GEO\nNODE_COORD_SECTION\n1 1 1\n", 4, "before DIMENSION"),
            ("DIMENSION: 2\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n2 zero 1\nEOF\n", 5, "not a number"),
            (
                "DIMENSION: 2\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n3 1 1\n", 5,
                "between 1 and DIMENSION"
            ),
            ("DIMENSION: 2\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n1 1 1\n", 5, "listed twice"),
            ("DIMENSION: 3\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n2 1 1\n", 5, "ended inside"),
            ("NAME: x\nDIMENSION: 1000000\n", 2, "exceeds the limit"),
            ("NAME: x\nDIMENSION: -3\n", 2, "positive integer"),
            ("NAME: x\nFLAVOUR: sweet\n", 2, "Unknown keyword"),
            ("DIMENSION: 2\nEDGE_WEIGHT_TYPE: MAN_2D\n", 2, "not supported"),
            ("DIMENSION: 2\nEDGE_WEIGHT_TYPE: EXPLICIT\nEDGE_WEIGHT_SECTION\n1\n", 3, "EDGE_WEIGHT_FORMAT"),
            (
                "DIMENSION: 3\nEDGE_WEIGHT_TYPE: EXPLICIT\nEDGE_WEIGHT_FORMAT: UPPER_ROW\n"
                    + "EDGE_WEIGHT_SECTION\n1 2\nEOF\n",
                6, "not a number"
            ),
            ("DIMENSION: 2\nEDGE_WEIGHT_TYPE: GEO\n", 2, "no NODE_COORD_SECTION"),
        ] as [(String, Int, String)])
    func malformed(_ text: String, _ line: Int, _ fragment: String) {
        do {
            _ = try TSPLIB.parse(text)
            Issue.record("parsed without error")
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.message.contains(fragment), "\(error)")
            #expect(error.description == "line \(line): \(error.message)")
        }
    }

    @Test("a tour file with a repeated node is refused")
    func badTour() {
        #expect(throws: TSPLIBError(line: 4, message: "Node 2 appears twice in the tour.")) {
            try TSPLIB.parseTour("TYPE: TOUR\nDIMENSION: 3\nTOUR_SECTION\n1 2 2\n-1\n")
        }
    }
}
