import TripModel

/// Every word a page prints, in one language. Names, addresses and notes come from the user and are
/// never translated.
struct PageStrings: Sendable {
    let language: Language

    /// The page's words in its own language, which a page written for someone else may not share
    /// with the command that writes it.
    func localized(_ key: String, _ arguments: [String: any CustomStringConvertible] = [:]) -> String {
        FormatWords.catalogue.text(key, arguments, in: language)
    }

    var map: String { localized("page.map") }
    var companions: String { localized("page.companions") }
    var notes: String { localized("page.notes") }
    var itinerary: String { localized("page.itinerary") }
    var noStops: String { localized("page.no-stops") }
    var number: String { "#" }
    var stop: String { localized("page.stop") }
    var fromPrevious: String { localized("page.from-previous") }
    var dayTotal: String { localized("page.day-total") }
    var expenses: String { localized("page.expenses") }
    var description: String { localized("page.description") }
    var paidBy: String { localized("page.paid-by") }
    var amount: String { localized("page.amount") }
    var sharedBy: String { localized("page.shared-by") }
    var whoOwesWhom: String { localized("page.who-owes-whom") }
    var name: String { localized("page.name") }
    var paid: String { localized("page.paid") }
    var share: String { localized("page.share") }
    var balance: String { localized("page.balance") }
    var settled: String { localized("page.settled") }
    var notLabelled: String { localized("page.not-labelled") }
    var distanceNote: String { localized("page.distance-note") }

    var taxi: String { localized("page.taxi") }

    func taxiTotal(_ total: String, each: String) -> String {
        localized("page.taxi-total", ["total": total, "each": each])
    }

    func fareNote(model: String, detour: Double, people: Int) -> String {
        let factor = CoordinateText.decimal(detour, digits: 2)
        return localized("page.fare-note", ["model": model, "factor": factor, "people": people])
    }

    /// The user, whom the costs commands store as `me`.
    func person(_ name: String) -> String {
        name == Participants.me ? localized("page.me") : name
    }

    func day(_ number: Int) -> String { localized("page.day", ["number": number]) }

    func stops(_ count: Int) -> String {
        localized("page.stops", ["count": count])
    }

    func pays(_ from: String, _ to: String) -> String {
        localized("page.pays", ["from": person(from), "to": person(to)])
    }

    /// `2026-12-10 (Thu)` or `2026-12-10 (목)`.
    func date(_ date: LocalDate) -> String {
        // 1970-01-01 was a Thursday.
        let index = Int((date.daysSinceEpoch % 7 + 7) % 7)
        let names = [
            localized("page.thu"), localized("page.fri"), localized("page.sat"), localized("page.sun"),
            localized("page.mon"), localized("page.tue"), localized("page.wed"),
        ]
        return "\(date) (\(names[index]))"
    }

    func dates(_ start: LocalDate, _ end: LocalDate?) -> String {
        guard let end, end != start else { return date(start) }
        return date(start) + " – " + date(end)
    }
}
