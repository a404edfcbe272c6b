/// The EXPLICIT layouts; each `_COL` layout lists the same numbers as a `_ROW` one of the other triangle.
enum WeightFormat: String {
    case function = "FUNCTION"
    case fullMatrix = "FULL_MATRIX"
    case upperRow = "UPPER_ROW"
    case lowerRow = "LOWER_ROW"
    case upperDiagRow = "UPPER_DIAG_ROW"
    case lowerDiagRow = "LOWER_DIAG_ROW"
    case upperCol = "UPPER_COL"
    case lowerCol = "LOWER_COL"
    case upperDiagCol = "UPPER_DIAG_COL"
    case lowerDiagCol = "LOWER_DIAG_COL"

    /// The (row, column) cells of an n×n matrix in the order the file lists them.
    func cells(_ n: Int) -> [(Int, Int)] {
        var cells: [(Int, Int)] = []
        for i in 0..<n {
            switch self {
            case .function: return []
            case .fullMatrix: for j in 0..<n { cells.append((i, j)) }
            case .upperRow, .lowerCol: for j in (i + 1)..<max(i + 1, n) { cells.append((i, j)) }
            case .lowerRow, .upperCol: for j in 0..<i { cells.append((i, j)) }
            case .upperDiagRow, .lowerDiagCol: for j in i..<n { cells.append((i, j)) }
            case .lowerDiagRow, .upperDiagCol: for j in 0...i { cells.append((i, j)) }
            }
        }
        return cells
    }
}

extension TSPLIBParser {
    /// Reads `DIMENSION` lines of `id x y`.
    mutating func readCoordinates(store: Bool = true) throws(TSPLIBError) {
        let n = try requireDimension("NODE_COORD_SECTION")
        if store { coordinates = Array(repeating: nil, count: n) }
        for _ in 0..<n {
            let fields = nextLineFields()
            guard fields.count >= 3 else {
                throw error(
                    fields.isEmpty
                        ? "The file ended inside NODE_COORD_SECTION."
                        : "A node line needs a number and two coordinates.")
            }
            guard let id = Int(fields[0]), (1...n).contains(id) else {
                throw error("Node number '\(fields[0])' is not between 1 and DIMENSION \(n).")
            }
            guard let x = Double(fields[1]), let y = Double(fields[2]), x.isFinite, y.isFinite else {
                throw error("Node \(id) has a coordinate that is not a number.")
            }
            guard store else { continue }
            guard coordinates[id - 1] == nil else { throw error("Node \(id) is listed twice.") }
            coordinates[id - 1] = TSPLIBInstance.Point(x: x, y: y)
        }
    }

    /// The fields of the next non-blank line, or none at the end of the file.
    mutating func nextLineFields() -> [Substring] {
        finishLine()
        guard let first = nextToken() else { return [] }
        var fields = [first]
        while let more = takeTokenOnLine() { fields.append(more) }
        return fields
    }

    /// Reads the numbers of an EXPLICIT matrix in the declared layout into a full matrix.
    mutating func readWeights() throws(TSPLIBError) {
        let n = try requireDimension("EDGE_WEIGHT_SECTION")
        guard let format = weightFormat, format != .function else {
            throw error("EDGE_WEIGHT_SECTION needs an explicit EDGE_WEIGHT_FORMAT before it.")
        }
        let limit = type == "TSPTW" ? TSPTW.maxDimension : TSPLIB.maxExplicitDimension
        guard n <= limit else { throw error("DIMENSION \(n) exceeds the limit of \(limit) for explicit weights.") }
        var matrix = DistanceMatrix(count: n)
        let symmetric = format != .fullMatrix
        for (i, j) in format.cells(n) {
            let value = try number("edge weights")
            guard value >= 0 else { throw error("Edge weight \(value) is negative.") }
            matrix[i, j] = value
            if symmetric { matrix[j, i] = value }
        }
        finishLine()
        weights = matrix
    }

    /// Reads 1-based node numbers up to `-1` or the end of the file.
    mutating func readTour() throws(TSPLIBError) {
        var order: [Int] = []
        var seen = Set<Int>()
        while let token = nextToken() {
            if token == "EOF" { break }
            guard let id = Int(token) else { throw error("'\(token)' is not a node number.") }
            if id == -1 { break }
            guard id >= 1, dimension.map({ id <= $0 }) ?? true else { throw error("Node \(id) is out of range.") }
            guard seen.insert(id).inserted else { throw error("Node \(id) appears twice in the tour.") }
            order.append(id - 1)
        }
        finishLine()
        if let n = dimension, order.count != n {
            throw error("The tour lists \(order.count) nodes but DIMENSION is \(n).")
        }
        tour = order
    }

    /// Checks that the header and sections describe a complete problem.
    func instance() throws(TSPLIBError) -> TSPLIBInstance {
        guard let n = dimension else { throw error("The file has no DIMENSION.") }
        guard let type = weightType else { throw error("The file has no EDGE_WEIGHT_TYPE.") }
        var points: [TSPLIBInstance.Point] = []
        if type == .explicit {
            guard weights != nil else { throw error("The file has no EDGE_WEIGHT_SECTION.") }
        } else {
            guard coordinates.count == n else { throw error("The file has no NODE_COORD_SECTION.") }
            points = coordinates.compactMap { $0 }
            guard points.count == n else { throw error("NODE_COORD_SECTION does not list every node.") }
        }
        return TSPLIBInstance(
            name: name, comment: comment, dimension: n, weightType: type, coordinates: points,
            explicitWeights: type == .explicit ? weights : nil)
    }
}
