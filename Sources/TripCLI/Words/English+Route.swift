extension CLIWords.English {
    /// English words of the route commands.
    static let route: [String: String] = [
        // trip route: options
        "route.seconds-like": "seconds like 0.5 or 2",
        "route.time-limit-range": "--time-limit {text} is outside 0.01…60 seconds",
        "route.kept-or-any": "--{name} expects {kept} or any, got '{text}'",
        "route.needs-optimize": "--{option} only applies with --optimize or --apply",
        "route.day-or-ignore-days": "give either --day or --ignore-days, not both",
        // trip route: messages
        "route.no-stops-on-day": "'{trip}' has no stops on day {day}",
        "route.seconds": "{seconds} seconds",
        "route.time-limit-reached":
            "The search stopped at its {limit} time limit, so another run may find another order; "
            + "a longer --time-limit may let it finish.",
        "route.already-shortest": "The current order is already the shortest found.",
        "route.nothing-to-apply": "Nothing to apply; the trip is unchanged.",
        "route.preview-only": "Preview only: run again with --apply to save this order.",
        "route.skip-too-few": "Nothing to optimize: {count} {count|stop|stops}, at least 3 are needed.",
        "route.skip-few-movable":
            "Nothing to optimize: only {count} {count|stop|stops} may move; "
            + "the others are locked or kept in place by --start/--end.",
        "route.skip-few-movable-on-day":
            "Nothing to optimize: only {count} {count|stop|stops} on day {day} may move; "
            + "the others are locked or kept in place by --start/--end.",
        "route.skip-no-day-movable": "Nothing to optimize: no day has 2 stops that may move.",
        "route.changed-meanwhile": "'{trip}' changed while the route was being optimized; run it again",
        "route.no-stops-yet": "'{trip}' has no stops yet.",
        "route.total": "Total: {distance} over {count} {count|stop|stops}",
        "route.total-round-trip": "Total: {distance} (round trip) over {count} {count|stop|stops}",
        "route.before-after": "Before: {before}  After: {after}  Saving: {saving}{percent}",
        "route.before-after-round-trip": "Before: {before}  After: {after} (round trip)  Saving: {saving}{percent}",
        "route.saved": "Saved the new order of '{trip}'",
        // trip route: tables
        "route.column-was": "WAS",
        "route.column-day": "DAY",
        "route.column-name": "NAME",
        "route.column-leg": "LEG",
        "route.column-stops": "STOPS",
        "route.column-before": "BEFORE",
        "route.column-after": "AFTER",
        "route.column-saving": "SAVING",
        "route.back-to": "back to {name}",
        "route.day-subtotal": "day {day}: {count} {count|stop|stops}",
        // trip route: by days and by the clock
        "route.clock-ordered":
            "Ordered by estimated travel time so each stop is reached within its opening hours and by its "
            + "fixed arrival (see 'trip schedule').",
        "route.clock-day-travel": "Day {day}: travel {before} → {after} min.",
        "route.clock-day-unserved":
            "Day {day}: no order found reaches {stops} within its hours; this order serves the most stops it can.",
        "route.clock-day-late": "Day {day}: every order found runs past the day's end.",
        "route.order-mixes-days":
            "This order mixes the days: the stops keep their day, so a day no longer forms one block; "
            + "'trip plan days N --apply' plans the days again.",
        "route.day-kept-order":
            "Day {day} keeps its order: the route found is shorter overall but makes the day longer; "
            + "--day {day} takes it.",
        "route.undated-one": "'{name}' has no day, so it keeps its position.",
        "route.undated-many": "{count} stops without a day keep their positions.",
        "route.days-mixed-up":
            "The days are mixed up in the current order, so each day was reordered among its own positions; "
            + "'trip stop move' or 'trip plan days N --apply' groups them.",
        // trip distance
        "distance.batch-alone": "--batch reads every pair from stdin; it takes no places, no --trip and no --json",
        "distance.needs-two-places": "distance needs two places, A and B (or --batch)",
        "distance.trip-not-loaded": "the trip could not be loaded",
        "distance.no-coordinate": "stop {position} '{name}' has no valid coordinate",
        "distance.result": "{meters} m ({kilometers} km)",
        "distance.result-bearing": "{meters} m ({kilometers} km), initial bearing {bearing}°",
        "distance.bad-line": "line {line}: {problem}",
        "distance.bad-lines": "{bad} of {count} {count|line|lines} could not be read",
        "distance.expected-fields": "expected lat1,lon1,lat2,lon2, got '{text}'",
        "distance.expected-numbers": "expected four numbers lat1,lon1,lat2,lon2, got '{text}'",
        "distance.out-of-range": "latitude must be -90…90 and longitude -180…180, got '{text}'",
        // The route engine's refusals (TripGeo's RouteError and DayPlanError), as the command line reports them.
        "route-error.invalid-cost": "The cost from place {from} to place {to} is negative, too large or not a number.",
        "route-error.index-out-of-range": "Place {place} is not in the distance matrix.",
        "route-error.invalid-position":
            "Place {place} is locked at position {position}, which is out of range or already taken.",
        "route-error.conflicting-constraint":
            "Place {place} is locked at a position that contradicts the route's fixed start or end.",
        "route-error.count-mismatch":
            "The route has {places} places but {stays} stays and {windows} window lists; give one of each per place.",
        "route-error.invalid-stay": "The stay at place {place} is negative, too long or not a number.",
        "route-error.invalid-window":
            "The time windows of place {place} are not finite, open after they close, or overlap or are out of order.",
        "route-error.invalid-time": "The start time or the latest end of the route is not a number or out of range.",
        "route-error.not-a-permutation": "The order does not list every place exactly once.",
        "day-plan-error.invalid-day-count": "Cannot plan {days} days over {stops} stops: use 1…{most} days.",
        "day-plan-error.invalid-place": "Place {place} is not in the distance matrix or is listed twice.",
        "day-plan-error.base-is-a-stop": "Place {place} is both a base and a stop to distribute.",
        "day-plan-error.ends-count": "Got {count} day ends for {days} days; give one per day or none.",
        "day-plan-error.invalid-fixed-day": "Stop {stop} is pinned to day {day}, which is not a day of the plan.",
        "day-plan-error.infeasible": "Day {day} has {fixed} pinned stops, too many to leave every other day a stop.",
    ]
}
