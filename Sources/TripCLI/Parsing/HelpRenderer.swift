/// Renders help in the OVERVIEW / USAGE / ARGUMENTS / OPTIONS / SUBCOMMANDS layout.
struct HelpRenderer {
    let command: CommandSpec
    let path: [String]

    func render() -> String {
        let name = (["trip"] + path).joined(separator: " ")
        var text = localized("help.overview", ["text": localizedHelp(command.abstract)]) + "\n"
        if !command.discussion.isEmpty { text += "\n\(localizedHelp(command.discussion))\n" }
        text += "\n" + localized("help.usage", ["usage": name + usageTail()]) + "\n"
        if !command.arguments.isEmpty {
            text += "\n" + localized("help.arguments") + "\n"
            text += rows(command.arguments.map { ("<\($0.name)>", localizedHelp($0.help)) })
        }
        let options = command.run == nil ? OptionSpec.global : command.allOptions
        text += "\n" + localized("help.options") + "\n"
        text += rows(options.map { (optionLabel($0), localizedHelp($0.help)) })
        if path.isEmpty { text += rows([("--version", localized("help.version"))]) }
        if !command.subcommandNames.isEmpty {
            text += "\n" + localized("help.subcommands") + "\n"
            text += rows(command.subcommands.map { ($0.name, localizedHelp($0.abstract)) })
            text += "\n  " + localized("help.see-subcommand", ["command": name]) + "\n"
        }
        return text
    }

    private func usageTail() -> String {
        if command.run == nil { return " " + localized("help.subcommand-placeholder") }
        var parts: [String] = []
        for argument in command.arguments {
            let base = "<\(argument.name)>" + (argument.isVariadic ? " ..." : "")
            parts.append(argument.isOptional ? "[\(base)]" : base)
        }
        if !command.options.isEmpty { parts.append(localized("help.options-placeholder")) }
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
