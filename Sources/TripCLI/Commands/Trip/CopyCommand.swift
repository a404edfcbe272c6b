import Foundation
import TripModel

/// `trip copy TRIP [NEW-NAME] [--no-expenses]`: the same plan as a new trip with its own ids.
enum CopyCommand {
    static let spec = CommandSpec(
        name: "copy", abstract: "Copy a trip into a new one being planned.",
        discussion: """
            The copy has its own id and its own stops, day plans and expenses (with new ids), the same
            companions, and starts as a plan again. Without NEW-NAME it is called 'NAME (copy)', or
            'NAME (copy 2)' and so on when that name is taken; a NEW-NAME another trip has is refused.
            """,
        arguments: [
            ArgumentSpec("trip", "Trip name or id"),
            ArgumentSpec("new-name", "The copy's name", optional: true),
        ],
        options: [Options.noExpenses.spec, Flag.json.spec],
        run: run)

    /// What `--json` prints: enough to name the copy in the next command.
    private struct Created: Encodable {
        let id: String
        let name: String
    }

    /// `trip copy`'s arguments and options, checked before the database is opened.
    struct Options {
        static let noExpenses = Flag("no-expenses", "Leave the expenses out of the copy")

        let tripReference: String
        let newName: String?
        let withExpenses: Bool
        let json: Bool

        init(_ arguments: ParsedArguments) throws {
            tripReference = arguments.positionals[0]
            newName = try CopyCommand.nameArgument(arguments)
            withExpenses = !arguments[Self.noExpenses]
            json = arguments[Flag.json]
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try Options(arguments)
        let newName = options.newName
        let copy = try context.database().write { transaction in
            let original = try context.loadTrip(options.tripReference, in: transaction)
            let taken = Set(try transaction.trips.summaries().map(\.name))
            let name = try newName ?? defaultName(for: original.name, taken: taken)
            // Two trips of one name could no longer be told apart by name ('trip show NAME' is ambiguous).
            if newName != nil, taken.contains(name) {
                throw CLIError.dataError(localized("trip.copy.name-taken", ["name": MessageText.quoted(name)]))
            }
            let copy = original.copy(
                named: name, at: transaction.now, withExpenses: options.withExpenses,
                newID: context.newID)
            try transaction.trips.save(copy)
            return copy
        }
        if options.json {
            return try context.printJSON(Created(id: copy.id.lowercasedString, name: copy.name))
        }
        context.print(
            localized(
                "trip.copied",
                [
                    "trip": copy.name, "id": copy.id.shortID, "stops": copy.stops.count,
                    "expenses": copy.expenses.count,
                ]))
    }

    /// NEW-NAME, trimmed and NFC (as names are stored), held to the rules `trip import --name` applies.
    /// - Throws: ``CLIError/usage(_:helpPath:)`` for a blank, overlong or control-character name.
    static func nameArgument(_ arguments: ParsedArguments) throws -> String? {
        guard arguments.positionals.count > 1 else { return nil }
        let name = arguments.positionals[1].trimmingCharacters(in: .whitespaces).precomposedStringWithCanonicalMapping
        if let problem = TextRules.nameProblem(
            name, what: localized("parser.argument-label", ["name": "new-name"]), limit: InputLimits.tripName)
        {
            throw CLIError.usage(problem, helpPath: ["copy"])
        }
        return name
    }

    /// `NAME (copy)`, or the first of `NAME (copy 2)`, `NAME (copy 3)`, … no trip has; in Korean
    /// `NAME (사본)`, `NAME (사본 2)`, …: the name is stored in the language of the command that made it.
    static func defaultName(for name: String, taken: Set<String>) throws -> String {
        var candidate = localized("copy.default-name", ["name": name])
        var number = 2
        while taken.contains(candidate) {
            candidate = localized("copy.default-name-numbered", ["name": name, "number": number])
            number += 1
        }
        if let problem = TextRules.nameProblem(
            candidate, what: localized("copy.the-copy-name"), limit: InputLimits.tripName)
        {
            throw CLIError.usage(localized("trip.copy.name-too-long", ["problem": problem]), helpPath: ["copy"])
        }
        return candidate
    }
}
