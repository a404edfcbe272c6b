import Foundation
import Synchronization

/// Where a command's output goes and what it knows about the terminal.
///
/// Real runs write to the process's stdout and stderr; tests capture both separately.
public final class TerminalIO: Sendable {
    public let standardOutput: OutputSink
    public let standardError: OutputSink
    /// Reads one line of standard input (without the newline), or nil at end of input.
    public let readLine: @Sendable () -> String?
    /// The environment tests give, or nil for the process's own, read a variable at a time: copying
    /// it whole into a dictionary cost a tenth of `trip --version`.
    private let fixedEnvironment: [String: String]?
    public let stdinIsTerminal: Bool
    public let stdoutIsTerminal: Bool
    public let stderrIsTerminal: Bool
    /// The process's stdin and stdout descriptors, for `-` as a file (`backup restore -`, `backup
    /// create -`); nil when the streams are captured in memory, where `-` is refused.
    public let standardInputDescriptor: Int32?
    public let standardOutputDescriptor: Int32?

    public init(
        standardOutput: OutputSink, standardError: OutputSink, readLine: @escaping @Sendable () -> String? = { nil },
        environment: [String: String]? = [:], stdinIsTerminal: Bool = false, stdoutIsTerminal: Bool = false,
        stderrIsTerminal: Bool = false, standardInputDescriptor: Int32? = nil, standardOutputDescriptor: Int32? = nil
    ) {
        self.standardInputDescriptor = standardInputDescriptor
        self.standardOutputDescriptor = standardOutputDescriptor
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.readLine = readLine
        self.fixedEnvironment = environment
        self.stdinIsTerminal = stdinIsTerminal
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
    }

    /// One environment variable, or nil when it is not set.
    public func variable(_ name: String) -> String? {
        if let fixedEnvironment { return fixedEnvironment[name] }
        return getenv(name).map { String(cString: $0) }
    }

    /// The whole environment, for a child process that inherits it.
    public var environment: [String: String] {
        fixedEnvironment ?? ProcessInfo.processInfo.environment
    }

    /// Colour only on a terminal and never when NO_COLOR is set (https://no-color.org).
    public var usesColor: Bool {
        stdoutIsTerminal && (variable("NO_COLOR") ?? "").isEmpty && variable("TERM") != "dumb"
    }

    /// Colour for messages on standard error, by the same rules.
    public var usesColorOnStandardError: Bool {
        stderrIsTerminal && (variable("NO_COLOR") ?? "").isEmpty && variable("TERM") != "dumb"
    }

    /// The width tables are fitted to: on a terminal $COLUMNS, else the terminal's, else 100. Output
    /// that goes to a file or a pipe is data, so it is never shortened: the width is then unlimited.
    public var terminalWidth: Int {
        guard stdoutIsTerminal else { return Int.max }
        if let columns = variable("COLUMNS").flatMap(Int.init), columns > 20 { return columns }
        return TerminalSize.columns() ?? 100
    }
}

/// A place text is written to.
public protocol OutputSink: AnyObject, Sendable {
    func write(_ text: String)
    /// Writes text already encoded as UTF-8 (a long table), without making a string of it first.
    func write(utf8 bytes: [UInt8])
    /// The `errno` of the first write that failed, if one did; what was written after it was dropped.
    var writeError: Int32? { get }
}

extension OutputSink {
    /// Memory never fails to take text.
    public var writeError: Int32? { nil }

    public func write(utf8 bytes: [UInt8]) { write(String(decoding: bytes, as: UTF8.self)) }
}

/// Collects output in memory; what tests read.
///
/// Sinks must be `Sendable` (a progress bar may write from a pipeline thread), so the text sits
/// behind a `Mutex` rather than an unchecked promise.
public final class BufferSink: OutputSink {
    private let collected = Mutex("")

    public init() {}

    /// Everything written so far.
    public var text: String { collected.withLock { $0 } }

    public func write(_ text: String) { collected.withLock { $0 += text } }
}
