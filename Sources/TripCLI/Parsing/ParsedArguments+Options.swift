/// Reading typed options back from what the parser found.
extension ParsedArguments {
    /// True when the flag was given.
    package subscript(flag: Flag) -> Bool { options[flag.name] != nil }

    /// The option's value converted, or nil when it was not given.
    /// - Throws: the option's usage error when the value does not convert.
    package subscript<Value>(option: Option<Value>) -> Value? {
        get throws {
            guard let text = options[option.name]?.last else { return nil }
            return try option.parse(text)
        }
    }

    /// Every value given for a repeatable option, converted, in the order given.
    package subscript<Value>(option: RepeatableOption<Value>) -> [Value] {
        get throws { try (options[option.name] ?? []).map(option.parse) }
    }

    /// True when the option was given, whatever its value (for "give either --a or --b" checks).
    package func has<Value>(_ option: Option<Value>) -> Bool { options[option.name] != nil }

    /// The value of an option that must be there.
    /// - Throws: `missing --NAME` when it was not given, else the option's own usage error.
    package func required<Value>(_ option: Option<Value>) throws -> Value {
        guard let value = try self[option] else {
            throw CLIError.usage(localized("parser.missing-option", ["option": "--\(option.name)"]))
        }
        return value
    }

    /// The option's text as the user typed it (the last one given), e.g. to remember a search as given.
    package func text<Value>(of option: Option<Value>) -> String? { options[option.name]?.last }
}
