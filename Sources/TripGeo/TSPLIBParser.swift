/// A malformed TSPLIB file: the 1-based line at fault and a one-sentence description.
public struct TSPLIBError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line number where the problem was found.
    public let line: Int
    /// What is wrong, as one sentence.
    public let message: String

    public var description: String { "line \(line): \(message)" }
}

/// Reads TSPLIB95 problem and tour files.
public enum TSPLIB {
    /// The largest `DIMENSION` accepted; larger files are refused before anything is allocated.
    public static let maxDimension = 100_000
    /// The largest `DIMENSION` accepted for EXPLICIT weights, which need a full n×n matrix in memory.
    public static let maxExplicitDimension = 5_000

    /// Parses the text of a `.tsp` or `.atsp` file.
    /// - Parameter text: The whole file.
    /// - Returns: The instance, with every node's coordinates or the full weight matrix.
    /// - Throws: ``TSPLIBError`` naming the line of the first problem found.
    public static func parse(_ text: String) throws(TSPLIBError) -> TSPLIBInstance {
        var parser = TSPLIBParser(text: text)
        try parser.run()
        guard parser.type != "TSPTW" else { throw parser.error("A TSPTW file has time windows; read it with TSPTW.") }
        return try parser.instance()
    }

    /// Parses the text of a `.tour` file.
    /// - Parameter text: The whole file.
    /// - Returns: The tour as 0-based node indices.
    /// - Throws: ``TSPLIBError`` naming the line of the first problem found.
    public static func parseTour(_ text: String) throws(TSPLIBError) -> [Int] {
        var parser = TSPLIBParser(text: text)
        try parser.run()
        guard let tour = parser.tour else { throw parser.error("The file has no TOUR_SECTION.") }
        return tour
    }
}

/// The line-oriented state machine behind ``TSPLIB``: header lines `KEY : value`, then sections.
struct TSPLIBParser {
    private let lines: [Substring]
    private var next = 0
    private var tokens: [Substring] = []
    private(set) var lineNumber = 0
    var name = ""
    var comment = ""
    var type = ""
    var dimension: Int?
    var weightType: TSPLIBInstance.WeightType?
    var weightFormat: WeightFormat?
    var coordinates: [TSPLIBInstance.Point?] = []
    var weights: DistanceMatrix?
    var tour: [Int]?
    var timeWindows: [TimeWindow?] = []
    var serviceTimes: [Double]?
    var serviceTime: Double?

    init(text: String) {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        // A final newline ends the last line; it does not start another, so errors at the end of
        // the file name the last real line.
        if lines.last?.isEmpty == true { lines.removeLast() }
        self.lines = lines
    }

    func error(_ message: String) -> TSPLIBError {
        TSPLIBError(line: max(1, lineNumber), message: message)
    }

    mutating func run() throws(TSPLIBError) {
        while next < lines.count {
            lineNumber = next + 1
            let line = lines[next]
            next += 1
            let (key, value) = TSPLIBParser.split(line)
            if key.isEmpty { continue }
            if key == "EOF" { return }
            try handle(key: key, value: value)
        }
    }

    private mutating func handle(key: String, value: String) throws(TSPLIBError) {
        switch key {
        case "NAME": name = value
        case "COMMENT": comment = comment.isEmpty ? value : comment + " " + value
        case "TYPE":
            guard ["TSP", "ATSP", "TOUR", "TSPTW"].contains(value) else {
                throw error("TYPE \(value) is not supported.")
            }
            type = value
        case "DIMENSION": try readDimension(value)
        case "EDGE_WEIGHT_TYPE":
            guard let type = TSPLIBInstance.WeightType(rawValue: value) else {
                throw error("EDGE_WEIGHT_TYPE \(value) is not supported (use GEO, EUC_2D, ATT or EXPLICIT).")
            }
            weightType = type
        case "EDGE_WEIGHT_FORMAT":
            guard let format = WeightFormat(rawValue: value) else {
                throw error("EDGE_WEIGHT_FORMAT \(value) is not supported.")
            }
            weightFormat = format
        case "DISPLAY_DATA_TYPE", "NODE_COORD_TYPE", "CAPACITY", "EDGE_DATA_FORMAT": break
        case "NODE_COORD_SECTION": try readCoordinates()
        case "DISPLAY_DATA_SECTION": try readCoordinates(store: false)
        case "EDGE_WEIGHT_SECTION": try readWeights()
        case "TOUR_SECTION": try readTour()
        case "TIME_WINDOW_SECTION": try readTimeWindows()
        case "SERVICE_TIME_SECTION": try readServiceTimes()
        case "SERVICE_TIME": try readServiceTime(value)
        case "DEPOT_SECTION": try readDepots()
        default: throw error("Unknown keyword '\(key)'.")
        }
    }

    /// Splits `KEY : value` (the colon is optional for section names); keys are upper-cased.
    static func split(_ line: Substring) -> (String, String) {
        let text = line.trimmingWhitespace()
        guard let colon = text.firstIndex(of: ":") else { return (String(text).uppercased(), "") }
        let key = text[..<colon].trimmingWhitespace()
        let value = text[text.index(after: colon)...].trimmingWhitespace()
        return (String(key).uppercased(), String(value))
    }

    private mutating func readDimension(_ value: String) throws(TSPLIBError) {
        guard let n = Int(value), n > 0 else { throw error("DIMENSION '\(value)' is not a positive integer.") }
        guard n <= TSPLIB.maxDimension else {
            throw error("DIMENSION \(n) exceeds the limit of \(TSPLIB.maxDimension) nodes.")
        }
        dimension = n
    }

    /// The next whitespace-separated token, reading further lines as needed; `nil` at end of file.
    mutating func nextToken() -> Substring? {
        while tokens.isEmpty {
            guard next < lines.count else { return nil }
            lineNumber = next + 1
            tokens = lines[next].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed()
            next += 1
        }
        return tokens.popLast()
    }

    /// The next token on the current line only.
    mutating func takeTokenOnLine() -> Substring? {
        tokens.popLast()
    }

    /// Drops tokens left on the current line so the header loop resumes at a fresh line.
    mutating func finishLine() {
        tokens.removeAll()
    }

    mutating func number(_ what: String) throws(TSPLIBError) -> Double {
        guard let token = nextToken() else { throw error("The file ended while reading \(what).") }
        guard let value = Double(token), value.isFinite else {
            throw error("'\(token)' is not a number (reading \(what)).")
        }
        return value
    }

    func requireDimension(_ section: String) throws(TSPLIBError) -> Int {
        guard let n = dimension else { throw error("\(section) comes before DIMENSION.") }
        return n
    }
}

extension Substring {
    func trimmingWhitespace() -> Substring {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
