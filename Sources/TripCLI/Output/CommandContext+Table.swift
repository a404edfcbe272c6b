/// Printing tables, with a bold header row when colour is allowed.
extension CommandContext {
    /// Writes `table` to standard output, fitted to the terminal.
    package func printTable(_ table: Table) {
        let text = table.render(width: io.terminalWidth)
        guard io.usesColor, let newline = text.firstIndex(of: "\n") else {
            io.standardOutput.write(text)
            return
        }
        io.standardOutput.write(ANSI.bold + text[..<newline] + ANSI.reset + text[newline...])
    }
}

/// Terminal escape sequences, used only when ``TerminalIO/usesColor`` (or its stderr twin) allows.
enum ANSI {
    static let bold = "\u{1B}[1m"
    static let red = "\u{1B}[31m"
    static let reset = "\u{1B}[0m"
}
