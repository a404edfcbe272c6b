import Foundation

extension TripRules {
    static func expenseViolation(_ expenses: [Expense], known: Set<String>) -> Violation? {
        if expenses.count > InputLimits.expenses {
            return Violation(
                field: "expenses", message: localized("rules.too-many-expenses", ["limit": InputLimits.expenses]))
        }
        var ids = Set<UUID>()
        for (index, expense) in expenses.enumerated() {
            if !ids.insert(expense.id).inserted {
                return Violation(
                    field: "expenses", index: index, key: "id",
                    message: localized("rules.expense-id-twice", ["id": expense.id]))
            }
            if let (key, problem) = textProblem(expense, known: known) {
                return Violation(field: "expenses", index: index, key: key, message: problem)
            }
        }
        return nil
    }

    /// Every payer and every share names a participant (a companion of the trip, or `me`): balances
    /// and settlements owe money to people, and one who is not on the trip could never settle.
    static func participantViolation(_ trip: Trip, strangers: Set<String>) -> Violation? {
        guard !trip.expenses.isEmpty else { return nil }
        let people = Set(Participants(companions: trip.companions.map(\.name)).names)
        for (index, expense) in trip.expenses.enumerated() {
            let named =
                [("paidBy", expense.paidBy)] + expense.shares.enumerated().map { ("shares[\($0)].name", $1.name) }
            for (key, name) in named {
                let person = Companion.normalize(name)
                guard !people.contains(person), !strangers.contains(person) else { continue }
                return Violation(
                    field: "expenses", index: index, key: key,
                    message: localized("rules.payer-not-on-trip", ["name": VisibleText.quoted(name)]))
            }
        }
        return nil
    }

    private static func textProblem(_ expense: Expense, known: Set<String>) -> (String, String)? {
        // A description is a name, blank or not, on every path (the command line trims and refuses a
        // blank one too). Older versions stored an empty one from files: `known` lets such a trip be saved.
        if !known.contains(expense.description),
            let problem = TextRules.nameProblem(
                expense.description, what: localized("subject.the-description"), limit: InputLimits.expenseDescription)
        {
            return ("description", problem)
        }
        if !known.contains(expense.paidBy), let problem = Companion.nameProblem(expense.paidBy) {
            return ("paidBy", problem)
        }
        for (index, share) in expense.shares.enumerated() where !known.contains(share.name) {
            if let problem = Companion.nameProblem(share.name) { return ("shares[\(index)].name", problem) }
        }
        return nil
    }

    /// Refuses a trip whose JSON document could grow past ``InputLimits/documentBytes``, so that its
    /// export always imports again.
    ///
    /// The bound is computed, not measured: encoding a long trip on every `stop add` would cost more
    /// than the write. Each text counts twice its UTF-8 bytes (a quote or backslash, a tab or a newline
    /// doubles when escaped; every other control character is refused), each record a fixed allowance
    /// for its keys, numbers and the pretty printer's indentation.
    static func sizeViolation(_ trip: Trip) -> Violation? {
        let bytes = documentBytesBound(trip)
        guard bytes > InputLimits.documentBytes else { return nil }
        return Violation(
            field: "(document)",
            message: localized(
                "rules.document-too-large",
                ["size": bytes / 1_048_576, "limit": InputLimits.documentBytes / 1_048_576]))
    }

    /// An upper bound on the bytes of `trip`'s pretty-printed JSON document.
    public static func documentBytesBound(_ trip: Trip) -> Int {
        func text(_ value: String) -> Int { 2 * value.utf8.count }
        var total = 1_024 + text(trip.name) + text(trip.notes)
        for stop in trip.stops {
            total += 512 + text(stop.name) + text(stop.address) + text(stop.notes) + text(stop.spotId ?? "")
        }
        for companion in trip.companions { total += 256 + text(companion.name) }
        for expense in trip.expenses {
            total += 512 + text(expense.description) + text(expense.paidBy) + text(expense.currency)
            for share in expense.shares { total += 96 + text(share.name) }
        }
        return total
    }
}

extension StopRules {
    /// The stop's text field at fault and why, or nil.
    static func textProblem(_ stop: Stop, known: Set<String> = []) -> (String, String)? {
        // Each rule before `known`: text that passes (nearly all of it) is then never hashed.
        if let problem = TextRules.nameProblem(
            stop.name, what: localized("subject.the-name"), limit: InputLimits.stopName),
            !known.contains(stop.name)
        {
            return ("name", problem)
        }
        // Postal addresses are often written on two lines (GPX `desc`, CSV cells), so a newline may stay.
        if let problem = TextRules.notesProblem(
            stop.address, what: localized("subject.the-address"), limit: InputLimits.address),
            !known.contains(stop.address)
        {
            return ("address", problem)
        }
        if let problem = TextRules.notesProblem(
            stop.notes, what: localized("subject.the-text"), limit: InputLimits.notes),
            !known.contains(stop.notes)
        {
            return ("notes", problem)
        }
        if let spotId = stop.spotId,
            let problem = TextRules.lineProblem(spotId, what: localized("subject.the-spot-id"), limit: 100)
        {
            return ("spotId", problem)
        }
        return nil
    }
}

extension Trip {
    /// Every piece of text the trip holds: what ``TripRules/violation(in:known:)`` lets a save keep.
    public var texts: Set<String> {
        var texts: Set<String> = [name, notes]
        for stop in stops { texts.formUnion([stop.name, stop.address, stop.notes]) }
        for companion in companions { texts.insert(companion.name) }
        for expense in expenses { texts.formUnion([expense.description, expense.paidBy] + expense.shares.map(\.name)) }
        return texts
    }
}

extension Trip {
    /// The people this trip's expenses name who are neither its companions nor `me`, normalized.
    ///
    /// Only a trip stored before that rule can hold any; ``TripRules/violation(in:known:strangers:)``
    /// lets a save keep them so the trip can still be edited, and repaired by adding the companion
    /// back or removing the expense.
    public var strangers: Set<String> {
        let people = Set(Participants(companions: companions.map(\.name)).names)
        var strangers = Set<String>()
        for expense in expenses {
            for name in [expense.paidBy] + expense.shares.map(\.name) where !people.contains(Companion.normalize(name))
            {
                strangers.insert(Companion.normalize(name))
            }
        }
        return strangers
    }

    /// The expenses that `person` paid or shares, in trip order (names compared normalized).
    public func expenses(naming person: String) -> [Expense] {
        let wanted = Companion.normalize(person)
        return expenses.filter { expense in
            Companion.normalize(expense.paidBy) == wanted
                || expense.shares.contains { Companion.normalize($0.name) == wanted }
        }
    }
}

extension Companion {
    /// Why `name` cannot name a person (a companion, a payer, a share), or nil.
    public static func nameProblem(_ name: String) -> String? {
        TextRules.nameProblem(name, what: localized("subject.the-name"), limit: InputLimits.personName)
    }
}
