/// The sections LKH-3's TSPTW files add to TSPLIB: windows, service times and the depot.
extension TSPLIBParser {
    /// Reads `DIMENSION` lines of `node earliest latest`.
    mutating func readTimeWindows() throws(TSPLIBError) {
        let n = try requireDimension("TIME_WINDOW_SECTION")
        timeWindows = Array(repeating: nil, count: n)
        for _ in 0..<n {
            let fields = nextLineFields()
            guard fields.count == 3 else {
                throw error(
                    fields.isEmpty
                        ? "The file ended inside TIME_WINDOW_SECTION."
                        : "A time window line needs a node number, an earliest and a latest time.")
            }
            let id = try node(fields[0], n)
            guard let open = Double(fields[1]), let close = Double(fields[2]),
                abs(open) <= TimeWindowSolver.maxTime, abs(close) <= TimeWindowSolver.maxTime
            else { throw error("Node \(id) has a time that is not a number or is out of range.") }
            guard open <= close else {
                throw error("Node \(id) opens at \(fields[1]), after it closes at \(fields[2]).")
            }
            guard timeWindows[id - 1] == nil else { throw error("Node \(id) has two time windows.") }
            timeWindows[id - 1] = TimeWindow(open: open, close: close)
        }
    }

    /// Reads `DIMENSION` lines of `node seconds`.
    mutating func readServiceTimes() throws(TSPLIBError) {
        let n = try requireDimension("SERVICE_TIME_SECTION")
        var times = [Double?](repeating: nil, count: n)
        for _ in 0..<n {
            let fields = nextLineFields()
            guard fields.count == 2 else {
                throw error(
                    fields.isEmpty
                        ? "The file ended inside SERVICE_TIME_SECTION." : "A service time line needs a node and a time."
                )
            }
            let id = try node(fields[0], n)
            guard let time = Double(fields[1]), time >= 0, time <= TimeWindowSolver.maxTime else {
                throw error("Node \(id) has a service time that is negative, not a number or too large.")
            }
            guard times[id - 1] == nil else { throw error("Node \(id) has two service times.") }
            times[id - 1] = time
        }
        serviceTimes = times.map { $0 ?? 0 }
    }

    /// Reads `SERVICE_TIME : s`, the same service time at every node but the depot.
    mutating func readServiceTime(_ value: String) throws(TSPLIBError) {
        guard let time = Double(value), time >= 0, time <= TimeWindowSolver.maxTime else {
            throw error("SERVICE_TIME '\(value)' is not a non-negative number.")
        }
        serviceTime = time
    }

    /// Reads depot numbers up to `-1`; only node 1 is supported as the depot.
    mutating func readDepots() throws(TSPLIBError) {
        while let token = nextToken() {
            guard let id = Int(token) else { throw error("'\(token)' is not a depot number.") }
            if id == -1 { break }
            guard id == 1 else { throw error("Depot \(id) is not supported; the depot must be node 1.") }
        }
        finishLine()
    }

    private func node(_ field: Substring, _ n: Int) throws(TSPLIBError) -> Int {
        guard let id = Int(field), (1...n).contains(id) else {
            throw error("Node number '\(field)' is not between 1 and DIMENSION \(n).")
        }
        return id
    }
}
