extension CLIWords.English {
    /// English words of the costs commands.
    static let costs: [String: String] = [
        // trip expense
        "costs.expense-reference-empty": "name the expense by its id or an id prefix",
        "costs.expense-not-found": "no expense of '{trip}' has an id starting '{reference}'; see 'trip expense list'",
        "costs.expense-ambiguous": "'{reference}' matches several expenses: {candidates}; use more of the id",
        "costs.split-or-shares": "give either --split or --shares, not both",
        "costs.expense-added":
            "Added expense {id} to '{trip}': {amount} {description}, paid by {payer}, shared by {people}",
        "costs.no-expenses":
            "'{trip}' has no expenses yet. Add one with 'trip expense add AMOUNT --desc TEXT --paid-by NAME'.",
        "costs.column-id": "ID",
        "costs.column-amount": "AMOUNT",
        "costs.column-paid-by": "PAID BY",
        "costs.column-description": "DESCRIPTION",
        "costs.column-parts": "PARTS",
        "costs.total": "Total: {totals}",
        "costs.remove-question": "Remove the expense {expense} from '{trip}'?",
        "costs.nothing-removed": "Nothing removed.",
        "costs.removed": "Removed the expense {id} ({expense}) from '{trip}'",
        // trip settle
        "costs.nothing-to-settle": "'{trip}' has no expenses to settle.",
        "costs.column-name": "NAME",
        "costs.column-paid": "PAID",
        "costs.column-share": "SHARE",
        "costs.column-balance": "BALANCE",
        "costs.settled": "Everyone is settled.",
        // trip fare: options
        "costs.leg-or-day": "give either --leg or --day, not both",
        "costs.too-many-people": "--people {count} is more than 100",
        "costs.detour-expects": "--detour expects a factor from 1 to 5 like 1.3, got '{text}'",
        "costs.taxi-or-model": "give either --taxi or --model, not both",
        "costs.model-unreadable": "cannot read the fare model {file}; check the path",
        "costs.taxi-expects": "--taxi expects one of {names}, got '{text}'",
        // trip fare: the tariff picked from the stops
        "costs.cities": "{list} or {last}",
        "costs.tariff-fallback":
            "no regional tariff matched: none of the {count} stops of the priced legs is in {cities}; "
            + "priced with {model}; --taxi or --model chooses another",
        "costs.tariff-matched":
            "tariff {model}, as {matched} of the {count} stops of the priced legs {matched|is|are} in {city}; "
            + "--taxi or --model chooses another",
        // trip fare: the report
        "costs.note": "Note: {note}",
        "costs.fare-heading": "{trip}: {model}, {people} {people|person|people}",
        "costs.fare-total": "Total: {total}; each person pays {each}",
        "costs.column-leg": "LEG",
        "costs.column-from-to": "FROM → TO",
        "costs.column-leaves": "LEAVES",
        "costs.column-road": "ROAD",
        "costs.column-fare": "FARE",
        "costs.column-each": "EACH",
        "costs.note-road-distance": "Road distance = geodesic (WGS84) distance × {detour} (change with --detour).",
        "costs.note-separate-rides":
            "Each leg is priced as a separate ride; charges for slow traffic are not included.",
        "costs.note-rounding": "Shares are rounded up to {unit} per person.",
        "costs.note-scheduled":
            "Each leg leaves at its departure in 'trip schedule'; a night surcharge applies leg by leg "
            + "(--at HH:MM prices every leg at one time).",
        "costs.note-day-rate-at": "Departing at {time}: day rate.",
        "costs.note-night-at": "Departing at {time}: +{percent} % night surcharge on the whole fare.",
        "costs.note-day-rate-assumed": "Day rate assumed; pass --at HH:MM for night surcharges.",
    ]
}
