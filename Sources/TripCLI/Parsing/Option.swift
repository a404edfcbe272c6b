/// A named option that takes a value, declared once as a static member of a command's `Options`
/// (`StopAddCommand.Options.latitude`) and read back typed with `parsed[StopAddCommand.Options.latitude]`.
///
/// The declaration carries both what help prints (``spec``) and how the value is read (`parse`), so
/// a misspelt option is a compile error rather than a silent `nil`, and every option of one kind
/// fails with the same words.
package struct Option<Value>: Sendable {
    /// What the parser and help see.
    package let spec: OptionSpec
    /// Turns the text the user gave into the value; throws a usage error that names the option.
    let parse: @Sendable (String) throws -> Value

    /// An option whose `parse` reports its own errors (range checks with their own words).
    package init(
        _ name: String, short: Character? = nil, _ placeholder: String, _ help: String,
        parse: @escaping @Sendable (String) throws -> Value
    ) {
        spec = .value(name, short: short, placeholder, help)
        self.parse = parse
    }

    /// An option read by a failable conversion; a failure reads `--NAME expects WHAT, got 'TEXT'`.
    /// - Parameter what: what the option expects, e.g. `a whole number from 1`.
    package init(
        _ name: String, short: Character? = nil, _ placeholder: String, _ help: String, expects what: String,
        _ convert: @escaping @Sendable (String) -> Value?
    ) {
        spec = .value(name, short: short, placeholder, help, expects: what)
        parse = { text in
            guard let value = convert(text) else { throw Self.expectation(name, what, text) }
            return value
        }
    }

    /// The option's long name, without dashes.
    package var name: String { spec.name }

    /// The same option given any number of times; read back as a list.
    package var repeatable: RepeatableOption<Value> {
        RepeatableOption(
            spec: .value(
                name, short: spec.short, spec.valueName ?? "", spec.help, repeatable: true, expects: spec.expects),
            parse: parse)
    }

    /// The same option where the word `none` means "clear it": read back as `.some(nil)`.
    package var clearable: Option<Value?> {
        let parse = self.parse
        return Option<Value?>(spec: spec) { text in text == "none" ? nil : try parse(text) }
    }

    /// The one wording of a value that does not convert.
    /// `what` is declared in English with the option (the spec keeps it, so the help catalogue test
    /// sees it) and read in the user's language.
    static func expectation(_ name: String, _ what: String, _ text: String) -> CLIError {
        .usage(localized("option.expects", ["option": "--\(name)", "what": localizedHelp(what), "text": text]))
    }

    private init(spec: OptionSpec, parse: @escaping @Sendable (String) throws -> Value) {
        self.spec = spec
        self.parse = parse
    }
}

extension Option where Value == String {
    /// An option whose value is used as the user typed it.
    package init(_ name: String, short: Character? = nil, _ placeholder: String, _ help: String) {
        self.init(name, short: short, placeholder, help) { $0 }
    }
}

/// An option that may be given more than once (`--mode-speed walk=4.5 --mode-speed taxi=30`).
package struct RepeatableOption<Value>: Sendable {
    package let spec: OptionSpec
    let parse: @Sendable (String) throws -> Value

    package var name: String { spec.name }
}

/// An option without a value (`--json`); read back as `true` when given.
package struct Flag: Sendable {
    package let spec: OptionSpec

    package init(_ name: String, short: Character? = nil, _ help: String) {
        spec = .flag(name, short: short, help)
    }

    package var name: String { spec.name }

    /// The common `--json` flag.
    package static let json = Flag("json", "Print JSON instead of a table")
    /// The common `--yes` flag for destructive commands.
    package static let yes = Flag("yes", short: "y", "Do not ask for confirmation")
}
