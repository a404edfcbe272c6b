/// A travelling-salesman problem with time windows, as LKH-3 writes them (`TYPE : TSPTW`).
///
/// Node 1 (index 0) is the depot: the tour leaves it at its earliest time and must be back by its latest.
/// Service at a node starts at the later of the arrival and the node's earliest time and must start no
/// later than its latest; the vehicle leaves after the service time. The objective is the sum of the
/// matrix entries along the closed tour: waiting and service do not count.
public struct TSPTWInstance: Hashable, Sendable {
    /// The `NAME` field, or an empty string.
    public var name: String
    /// Travel cost and time from node `i` to node `j` (0-based), exactly as listed.
    public var travel: DistanceMatrix
    /// Each node's window; the depot's is the planning horizon.
    public var windows: [TimeWindow]
    /// Service time at each node; the depot's is 0.
    public var service: [Double]

    /// The number of nodes, depot included.
    public var dimension: Int { travel.count }

    /// The instance as a round trip from the depot for ``TimeWindowSolver``.
    public var problem: TimeWindowProblem {
        var nodeWindows = windows.map { [$0] }
        if !nodeWindows.isEmpty { nodeWindows[0] = [] }
        return TimeWindowProblem(
            travel: travel, service: service, windows: nodeWindows, startTime: windows.first?.open ?? 0,
            endpoints: .roundTrip, latestEnd: windows.first?.close)
    }
}

/// Reads LKH-3's TSPTW files: TSPLIB headers, an EXPLICIT `EDGE_WEIGHT_SECTION`, `TIME_WINDOW_SECTION`,
/// optional `SERVICE_TIME` or `SERVICE_TIME_SECTION`, and `DEPOT_SECTION` naming node 1.
public enum TSPTW {
    /// The largest `DIMENSION` accepted; the full matrix of this size takes 32 MB.
    public static let maxDimension = 2_000

    /// Parses the text of a `.tsptw` file.
    /// - Parameter text: The whole file.
    /// - Returns: The instance with its matrix, windows and service times.
    /// - Throws: ``TSPLIBError`` naming the line of the first problem found.
    public static func parse(_ text: String) throws(TSPLIBError) -> TSPTWInstance {
        var parser = TSPLIBParser(text: text)
        try parser.run()
        guard parser.type == "TSPTW" else { throw parser.error("The file is not of TYPE TSPTW.") }
        guard let n = parser.dimension else { throw parser.error("The file has no DIMENSION.") }
        guard parser.weightType == nil || parser.weightType == .explicit, let travel = parser.weights else {
            throw parser.error("The file has no EDGE_WEIGHT_SECTION; TSPTW needs explicit weights.")
        }
        guard parser.timeWindows.count == n else { throw parser.error("The file has no TIME_WINDOW_SECTION.") }
        let windows = parser.timeWindows.compactMap { $0 }
        guard windows.count == n else { throw parser.error("TIME_WINDOW_SECTION does not list every node.") }
        var service =
            parser.serviceTimes ?? Array(repeating: parser.serviceTime ?? 0, count: n)
        service[0] = 0
        return TSPTWInstance(name: parser.name, travel: travel, windows: windows, service: service)
    }
}
