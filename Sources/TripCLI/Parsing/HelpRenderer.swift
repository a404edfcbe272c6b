/// Renders help in the OVERVIEW / USAGE / ARGUMENTS / OPTIONS / SUBCOMMANDS layout.
struct HelpRenderer {
    let command: CommandSpec
    let path: [String]

    func render() -> String {
        let name = (["trip"] + path).joined(separator: " ")
        var text = "OVERVIEW: \(command.abstract)\n"
        if !command.discussion.isEmpty { text += "\n\(command.discussion)\n" }
        text += "\nUSAGE: \(name)\(usageTail())\n"
        if !command.arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            text += rows(command.arguments.map { ("<\($0.name)>", $0.help) })
        }
        let options = command.run == nil ? OptionSpec.global : command.allOptions
        text += "\nOPTIONS:\n"
        text += rows(options.map { (optionLabel($0), $0.help) })
        if path.isEmpty { text += rows([("--version", "Show the version")]) }
        if !command.subcommands.isEmpty {
            text += "\nSUBCOMMANDS:\n"
            text += rows(command.subcommands.map { ($0.name, $0.abstract) })
            text += "\n  See '\(name) help <subcommand>' or '\(name) <subcommand> --help' for details.\n"
        }
        return text
    }

    private func usageTail() -> String {
        if command.run == nil { return " <subcommand>" }
        var parts: [String] = []
        for argument in command.arguments {
            let base = "<\(argument.name)>" + (argument.isVariadic ? " ..." : "")
            parts.append(argument.isOptional ? "[\(base)]" : base)
        }
        if !command.options.isEmpty { parts.append("[options]") }
        return parts.isEmpty ? "" : " " + parts.joined(separator: " ")
    }

    private func optionLabel(_ option: OptionSpec) -> String {
        var label = option.short.map { "-\($0), " } ?? ""
        label += "--\(option.name)"
        if let valueName = option.valueName { label += " <\(valueName)>" }
        return label
    }

    private func rows(_ pairs: [(String, String)]) -> String {
        let width = min(30, (pairs.map { $0.0.count }.max() ?? 0) + 2)
        return pairs.map { label, help in
            let padded = label.count < width ? label + String(repeating: " ", count: width - label.count) : label + "  "
            return "  \(padded)\(help)\n"
        }.joined()
    }
}
