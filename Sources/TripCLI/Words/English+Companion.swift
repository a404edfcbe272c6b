extension CLIWords.English {
    /// English words of the companion commands.
    static let companion: [String: String] = [
        "companion.add.empty-name": "the companion needs a name",
        "companion.add.name-too-long": "a companion's name is at most 100 characters",
        "companion.add.name-is-me": "'{name}' stands for you in expenses; give the companion another name",
        "companion.added": "Added {name} to '{trip}'",
        "companion.list.none": "No companions yet. Add one with 'trip companion add NAME'.",
        "companion.list.with-trips": "{name}  ({count} {count|trip|trips})",
        "companion.rm.confirm-everywhere": "Forget {name} on every trip?",
        "companion.rm.nothing-removed": "Nothing removed.",
        "companion.rm.forgotten": "Forgot {name} on every trip",
        "companion.rm.not-on-trip": "{name} is not a companion on '{trip}'",
        "companion.removed": "Removed {name} from '{trip}'",
        "companion.rm.expenses-and-more": "{expenses} and {count} more",
        "companion.rm.in-an-expense":
            "{name} paid or shares an expense on {trip}: {expenses}; remove it first with 'trip expense rm'",
        "companion.rm.in-expenses":
            "{name} paid or shares {count} expenses on {trip}: {expenses}; remove them first with 'trip expense rm'",
    ]
}
