import Testing

@testable import TripGeo

@Suite("Day planner refuses inconsistent requests")
struct DayPlannerErrorTests {
    static let matrix = DistanceMatrix(symmetricCount: 5) { i, j in Double(abs(i - j)) }

    @Test("day counts outside 1…stops", arguments: [0, 5, -1])
    func dayCount(_ days: Int) {
        let request = DayPlanRequest(matrix: Self.matrix, stops: [0, 1, 2, 3], dayCount: days)
        #expect(throws: DayPlanError.invalidDayCount(days, stopCount: 4)) { try DayPlanner.plan(request) }
    }

    @Test("a base that is also a stop")
    func baseIsAStop() {
        let request = DayPlanRequest(matrix: Self.matrix, stops: [0, 1, 2], dayCount: 1, ends: [.loop(2)])
        #expect(throws: DayPlanError.baseIsAStop(2)) { try DayPlanner.plan(request) }
    }

    @Test("places outside the matrix, duplicates and wrong end counts")
    func places() {
        #expect(throws: DayPlanError.invalidPlace(9)) {
            try DayPlanner.plan(DayPlanRequest(matrix: Self.matrix, stops: [0, 9], dayCount: 1))
        }
        #expect(throws: DayPlanError.invalidPlace(1)) {
            try DayPlanner.plan(DayPlanRequest(matrix: Self.matrix, stops: [0, 1, 1], dayCount: 1))
        }
        #expect(throws: DayPlanError.endsCount(1, dayCount: 2)) {
            try DayPlanner.plan(DayPlanRequest(matrix: Self.matrix, stops: [0, 1, 2], dayCount: 2, ends: [.loop(4)]))
        }
    }

    @Test("pins to a missing day, or too many pins for the other days to get a stop")
    func pins() {
        #expect(throws: DayPlanError.invalidFixedDay(stop: 0, day: 3)) {
            try DayPlanner.plan(DayPlanRequest(matrix: Self.matrix, stops: [0, 1, 2], dayCount: 2, fixedDays: [0: 3]))
        }
        let crowded = DayPlanRequest(
            matrix: Self.matrix, stops: [0, 1, 2], dayCount: 2, fixedDays: [0: 0, 1: 0, 2: 0])
        #expect(throws: DayPlanError.infeasible(day: 0, fixed: 3)) { try DayPlanner.plan(crowded) }
    }

    @Test("negative or non-finite costs")
    func costs() {
        var matrix = Self.matrix
        matrix[1, 2] = -.infinity
        #expect(throws: DayPlanError.invalidCost(from: 1, to: 2)) {
            try DayPlanner.plan(DayPlanRequest(matrix: matrix, stops: [0, 1, 2], dayCount: 1))
        }
    }

    @Test("ranked positions stay distinct and inside the day")
    func rankedPositions() {
        let positions = DayPlanner.lockedPositions([10, 11, 12], ranks: [10: 5, 12: 5], offset: 1)
        #expect(positions == [1: 2, 3: 3])
    }
}
