/// Turns a command line into the command to run and its parsed arguments.
///
/// Rules: options may come before, between or after positionals; `--name=value` and `--name value`
/// both work, as do short flags (`-y`) and `-o value`; `--` ends options; a value option takes the
/// next word even when it starts with `-` (so `--lon -73.9` works); a word like `-33.8,151.2`
/// that is not a known option is a positional.
struct ArgumentParser {
    let root: CommandSpec

    enum Outcome {
        case run(CommandSpec, ParsedArguments)
        case help(CommandSpec, path: [String])
        case version
    }

    func parse(_ arguments: [String]) throws -> Outcome {
        var command = root
        var path: [String] = []
        var index = 0
        var leadingGlobals: [String] = []
        // Walk down the subcommand tree while words name subcommands; the global options that take a
        // value (`--db PATH`, `--lang ko`) may come first.
        let leadingValueOptions = ["--" + GlobalOptions.database.name, "--" + GlobalOptions.language.name]
        while index < arguments.count {
            if leadingValueOptions.contains(arguments[index]), index + 1 < arguments.count {
                leadingGlobals += arguments[index...index + 1]
                index += 2
            } else if leadingValueOptions.contains(where: { arguments[index].hasPrefix($0 + "=") }) {
                leadingGlobals.append(arguments[index])
                index += 1
            } else if let next = command.subcommand(named: arguments[index]) {
                command = next
                path.append(arguments[index])
                index += 1
            } else {
                break
            }
        }
        if path.isEmpty, arguments.first == "--version" { return .version }
        if path.isEmpty, arguments.first == "help" {
            return try helpTarget(Array(arguments.dropFirst()))
        }
        let parsed = try parseOptions(leadingGlobals + arguments[index...], for: command, path: path)
        if parsed[GlobalOptions.help] || command.run == nil && parsed.positionals.isEmpty {
            return .help(command, path: path)
        }
        guard command.run != nil else {
            let word = parsed.positionals[0]
            throw CLIError.usage(
                localized(
                    "parser.unknown-command",
                    [
                        "word": word, "command": (["trip"] + path).joined(separator: " "),
                        "suggestion": suggestion(word, command),
                    ]),
                helpPath: path)
        }
        try checkPositionals(parsed, command: command, path: path)
        return .run(command, parsed)
    }

    private func helpTarget(_ words: [String]) throws -> Outcome {
        var command = root
        var path: [String] = []
        for word in words {
            guard let next = command.subcommand(named: word) else {
                throw CLIError.usage(
                    localized("parser.no-help", ["word": word, "suggestion": suggestion(word, command)]))
            }
            command = next
            path.append(word)
        }
        return .help(command, path: path)
    }

    private func parseOptions(_ words: [String], for command: CommandSpec, path: [String]) throws -> ParsedArguments {
        var positionals: [String] = []
        var options: [String: [String]] = [:]
        let specs = command.allOptions
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || !looksLikeOption(word) {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(word)
            guard let spec = find(name, in: specs) else {
                throw CLIError.usage(
                    localized("parser.unknown-option", ["name": name, "suggestion": suggestion(name, specs)]),
                    helpPath: path)
            }
            if spec.isFlag {
                if inlineValue != nil {
                    throw CLIError.usage(localized("parser.flag-value", ["option": "--\(spec.name)"]), helpPath: path)
                }
                options[spec.name, default: []].append("")
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < words.count {
                value = words[index]
                index += 1
            } else {
                throw CLIError.usage(
                    localized(
                        "parser.needs-value", ["option": "--\(spec.name)", "placeholder": spec.valueName ?? "VALUE"]),
                    helpPath: path)
            }
            if options[spec.name] != nil, !spec.isRepeatable {
                throw CLIError.usage(localized("parser.given-twice", ["option": "--\(spec.name)"]), helpPath: path)
            }
            options[spec.name, default: []].append(value)
        }
        return ParsedArguments(commandPath: path, positionals: positionals, options: options)
    }

    private func checkPositionals(_ parsed: ParsedArguments, command: CommandSpec, path: [String]) throws {
        let required = command.arguments.filter { !$0.isOptional }.count
        let variadic = command.arguments.contains { $0.isVariadic }
        if parsed.positionals.count < required {
            let missing = command.arguments.filter { !$0.isOptional }.map(\.name)
            throw CLIError.usage(
                localized(
                    "parser.missing-argument", ["name": missing[min(parsed.positionals.count, missing.count - 1)]]),
                helpPath: path)
        }
        if !variadic, parsed.positionals.count > command.arguments.count {
            let extra = parsed.positionals[command.arguments.count]
            throw CLIError.usage(localized("parser.unexpected-argument", ["text": extra]), helpPath: path)
        }
    }

    /// `-5` or `-33.8,151.2` are values, not options.
    private func looksLikeOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word.count > 1 else { return false }
        let second = word[word.index(after: word.startIndex)]
        return !(second.isNumber || second == ".")
    }

    private func split(_ word: String) -> (name: String, value: String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    private func find(_ name: String, in specs: [OptionSpec]) -> OptionSpec? {
        if name.hasPrefix("--") {
            let long = name.dropFirst(2)
            return specs.first { $0.name == long }
        }
        guard name.count == 2, let letter = name.last else { return nil }
        return specs.first { $0.short == letter }
    }

    private func suggestion(_ word: String, _ specs: [OptionSpec]) -> String {
        let bare = word.drop { $0 == "-" }
        guard let best = Spelling.closest(to: String(bare), among: specs.map(\.name)) else { return "" }
        return localized("parser.did-you-mean", ["word": "--\(best)"])
    }

    private func suggestion(_ word: String, _ command: CommandSpec) -> String {
        guard let best = Spelling.closest(to: word, among: command.subcommandNames) else { return "" }
        return localized("parser.did-you-mean", ["word": best])
    }
}
