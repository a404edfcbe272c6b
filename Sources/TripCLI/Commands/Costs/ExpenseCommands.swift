/// `trip expense …`: what the trip cost and who paid.
enum ExpenseCommands {
    static let spec = CommandSpec(
        name: "expense", abstract: "Add, list and remove a trip's expenses; see 'trip settle' for who owes whom.",
        discussion: """
            People are the trip's companions plus you, written 'me' (any case). Amounts are exact in the
            currency's minor unit (KRW and JPY whole, USD cents, BHD thousandths); currencies are never
            converted. Remainders of a split go one minor unit each to the largest fractional parts,
            ties by name order.
            """,
        subcommands: [ExpenseAddCommand.spec, ExpenseListCommand.spec, ExpenseRemoveCommand.spec])

    /// Splits `[TRIP] X` positionals: with two words the first is the trip.
    static func tripAndValue(_ arguments: ParsedArguments) -> (trip: String?, value: String) {
        arguments.positionals.count >= 2
            ? (arguments.positionals[0], arguments.positionals[1]) : (nil, arguments.positionals[0])
    }

    static let tripArgument = ArgumentSpec("trip", "Trip name or id (default: the current trip)", optional: true)
}
