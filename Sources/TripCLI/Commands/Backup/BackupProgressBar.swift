/// A one-line progress bar on standard error, drawn only when it is a terminal and the work is large.
final class BackupProgressBar {
    private let context: CommandContext
    private let label: String
    private let enabled: Bool
    private var shown = -1

    /// - Parameter large: whether the work is big enough to be worth a bar.
    init(_ context: CommandContext, label: String, large: Bool) {
        self.context = context
        self.label = label
        enabled = large && context.io.stderrIsTerminal
    }

    /// Redraws when the whole percentage changed.
    func update(done: Int64, total: Int64) {
        guard enabled, total > 0 else { return }
        let percent = Int(min(100, done * 100 / total))
        guard percent != shown else { return }
        shown = percent
        let width = 30
        let filled = percent * width / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
        context.io.standardError.write("\r\(label) [\(bar)] \(percent)%")
    }

    /// Clears the bar's line.
    func finish() {
        guard enabled, shown >= 0 else { return }
        context.io.standardError.write("\r" + String(repeating: " ", count: DisplayWidth.of(label) + 40) + "\r")
    }
}
