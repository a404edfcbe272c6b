/// What the words typed so far say about the word being completed: which command, which positional
/// or option value, and which database the command would use.
///
/// Parsed leniently, unlike ``ArgumentParser``: the line is unfinished, so an unknown option or a
/// missing value is no error, only less to go on.
struct CompletionRequest {
    /// The deepest command the words name (`trip stop edit` → the `edit` spec).
    var command: CommandSpec
    /// Its path below `trip`, e.g. `["stop", "edit"]`.
    var path: [String]
    /// Positional words already complete, in order.
    var positionals: [String] = []
    /// The option whose value is being typed (`--format <Tab>`), if any.
    var pendingOption: OptionSpec?
    /// Values of complete options by name, for `--db` and `--trip`.
    var options: [String: String] = [:]
    /// The word under the cursor, possibly empty.
    var current: String

    /// - Parameter words: The words after `trip`; the last is the one being completed.
    init(words: [String], root: CommandSpec) {
        command = root
        path = []
        current = Self.unquoted(words.last ?? "")
        var afterDoubleDash = false
        for word in words.dropLast() {
            if let pending = pendingOption {
                options[pending.name] = word
                pendingOption = nil
            } else if afterDoubleDash || word == "-" || !word.hasPrefix("-") {
                if positionals.isEmpty, let subcommand = command.subcommand(named: word) {
                    command = subcommand
                    path.append(word)
                } else {
                    positionals.append(word)
                }
            } else if word == "--" {
                afterDoubleDash = true
            } else if word.hasPrefix("--") {
                let body = word.dropFirst(2)
                let name = String(body.prefix { $0 != "=" })
                guard let option = command.allOptions.first(where: { $0.name == name }), !option.isFlag else {
                    continue
                }
                if let equals = body.firstIndex(of: "=") {
                    options[name] = String(body[body.index(after: equals)...])
                } else {
                    pendingOption = option
                }
            } else if word.count == 2, let short = word.last,
                let option = command.allOptions.first(where: { $0.short == short }), !option.isFlag
            {
                pendingOption = option
            }
        }
    }

    /// The word as the shell will pass it once complete: bash hands over `"제주 3` or `제주\ 3` as typed.
    static func unquoted(_ word: String) -> String {
        var text = Substring(word)
        if let first = text.first, first == "\"" || first == "'" { text = text.dropFirst() }
        var result = ""
        var escaped = false
        for character in text {
            if escaped || character != "\\" {
                result.append(character)
                escaped = false
            } else {
                escaped = true
            }
        }
        return result
    }

    /// The positional argument the current word fills, if the command takes one there.
    var argument: ArgumentSpec? {
        let arguments = command.arguments
        if positionals.count < arguments.count { return arguments[positionals.count] }
        if let last = arguments.last, last.isVariadic { return last }
        return nil
    }
}
