extension CLIWords.English {
    /// English words of the plan commands.
    static let plan: [String: String] = [
        // trip plan days: options and bases
        "plan.days-expects": "DAYS expects a whole number from 1 to {most}, got '{text}'",
        "plan.base-or-bases": "give either --base or --bases, not both",
        "plan.base-ambiguous": "base '{text}' matches several stops of '{trip}': {stops}",
        "plan.base-not-found":
            "'{trip}' has no stop '{text}'; give a stop (position, id or name) or lat,lon as the base",
        "plan.bases-empty-entry": "--bases has an empty entry in '{text}'",
        "plan.bases-count": "--bases needs one base per day: {days} for {days} {days|day|days}, got {count}",
        // trip plan days: notes
        "plan.time-limit-reached": "The search stopped at its time limit, so another run may give another plan.",
        "plan.saved": "Saved the {days}-day plan.",
        "plan.nothing-to-apply": "Nothing to apply: the trip already has this plan.",
        "plan.preview-only": "Preview only: run again with --apply to save it.",
        "plan.changed-meanwhile": "'{trip}' changed while the days were being planned; run it again",
        "plan.clock-planned":
            "Planned on the clock: each stop within its opening hours and by its fixed arrival, then the least "
            + "travel time (estimates; see 'trip schedule').",
        "plan.weekday-unchecked":
            "The trip has no start date, so hours that differ by weekday were not checked: {stops} "
            + "(set one with 'trip edit --start').",
        "plan.not-all-served":
            "No split found serves every stop; this plan serves the most it found. Not served: {stops}.",
        "plan.kept-current": "The current days serve as many stops with no more travel, so they are the plan.",
        // trip plan days: the report
        "plan.summary-open": "{trip}: {stops} {stops|stop|stops} in {days} {days|day|days}, each an open path",
        "plan.summary-loop": "{trip}: {stops} {stops|stop|stops} in {days} {days|day|days}, each a loop from {base}",
        "plan.summary-hotels": "{trip}: {stops} {stops|stop|stops} in {days} {days|day|days}, from hotel to hotel",
        "plan.balance-stops": "Balance: stops, {low}–{high} a day (locked stops may add more)",
        "plan.balance-distance": "Balance: distance, days within {tolerance} % of the mean preferred (now {spread} %)",
        "plan.day": "Day {day}: {count} {count|stop|stops}, {distance}",
        "plan.day-clock": "Day {day}: {count} {count|stop|stops}, {distance}{date}, travel {travel}{span}",
        "plan.not-served": "Not served: {sentence}",
        "plan.total": "Total: {distance}",
        "plan.total-current": "Total: {distance} (current plan: {current})",
        "plan.total-clock": "Total: {distance}, {clock}",
        "plan.total-clock-current": "Total: {distance}, {clock} (current plan: {current}, {currentClock})",
        "plan.clock-travel": "travel {travel}",
        "plan.clock-travel-unserved": "travel {travel}, {count} {count|stop|stops} not served",
        "plan.column-day": "DAY",
        "plan.column-stops": "STOPS",
        "plan.column-distance": "DISTANCE",
        "plan.column-now-stops": "NOW STOPS",
        "plan.column-now-distance": "NOW DISTANCE",
        "plan.column-name": "NAME",
        "plan.column-leg": "LEG",
        "plan.column-arrive": "ARRIVE",
        "plan.column-travel": "TRAVEL",
        "plan.column-first": "FIRST",
        "plan.column-end": "END",
        "plan.column-not-served": "NOT SERVED",
        "plan.all": "all",
        "plan.base-name": "{name} (base)",
        // why a stop is not served
        "plan.unserved-stop": "'{name}' on day {day}: {reason}",
        "plan.closed-that-day": "closed that day ({weekday})",
        "plan.window-missed": "window missed (reached at {arrival}, too late to stay before closing)",
        "plan.fixed-arrival-missed": "fixed arrival missed ({planned} planned, {arrival} at the earliest)",
        "plan.day-too-long": "day too long (it ends at {end}, after its latest end {latest})",
        // TripPlanning's PlanningError, as the command line reports it
        "planning-error.no-coordinate": "stop {position} '{name}' has no valid coordinate",
        "planning-error.engine-rejected": "the route engine rejected the request: {reason}",
        "planning-error.constraint-broken": "the route engine returned an order that breaks a constraint: {order}",
        "planning-error.no-stops": "'{trip}' has no stops to plan; add some with 'trip stop add'",
        "planning-error.no-stops-besides-base":
            "'{trip}' has no stops besides its base to plan; add some with 'trip stop add'",
        "planning-error.too-few-stops":
            "'{trip}' has {stops} {stops|stop|stops}, too few for {days} {days|day|days}; "
            + "plan at most {stops} {stops|day|days}",
        "planning-error.too-few-stops-besides-base":
            "'{trip}' has {stops} {stops|stop|stops} besides its base, too few for {days} {days|day|days}; "
            + "plan at most {stops} {stops|day|days}",
        "planning-error.too-many-stops": "'{trip}' has {stops} stops; plan days handles up to {maximum} at a time",
        "planning-error.locked-beyond-plan":
            "stop {position} '{name}' is locked on day {day} but the plan has {days} {days|day|days}; "
            + "unlock it ('trip stop unlock') or plan {day} days",
    ]
}
