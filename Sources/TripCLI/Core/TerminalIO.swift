/// Where a command's output goes and what it knows about the terminal.
///
/// Real runs write to the process's stdout and stderr; tests capture both separately.
public final class TerminalIO: @unchecked Sendable {
    public let standardOutput: OutputSink
    public let standardError: OutputSink
    /// Reads one line of standard input (without the newline), or nil at end of input.
    public let readLine: @Sendable () -> String?
    public let environment: [String: String]
    public let stdinIsTerminal: Bool
    public let stdoutIsTerminal: Bool
    public let stderrIsTerminal: Bool

    public init(
        standardOutput: OutputSink, standardError: OutputSink, readLine: @escaping @Sendable () -> String? = { nil },
        environment: [String: String] = [:], stdinIsTerminal: Bool = false, stdoutIsTerminal: Bool = false,
        stderrIsTerminal: Bool = false
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.readLine = readLine
        self.environment = environment
        self.stdinIsTerminal = stdinIsTerminal
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
    }

    /// Colour only on a terminal and never when NO_COLOR is set (https://no-color.org).
    public var usesColor: Bool {
        stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// Colour for messages on standard error, by the same rules.
    public var usesColorOnStandardError: Bool {
        stderrIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// The width tables are fitted to: on a terminal $COLUMNS, else the terminal's, else 100. Output
    /// that goes to a file or a pipe is data, so it is never shortened: the width is then unlimited.
    public var terminalWidth: Int {
        guard stdoutIsTerminal else { return Int.max }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 20 { return columns }
        return TerminalSize.columns() ?? 100
    }
}

/// A place text is written to.
public protocol OutputSink: AnyObject, Sendable {
    func write(_ text: String)
}

/// Collects output in memory; what tests read.
public final class BufferSink: OutputSink, @unchecked Sendable {
    public private(set) var text = ""

    public init() {}

    public func write(_ text: String) { self.text += text }
}
