extension ModelWords.English {
    /// English words of TripModel's costs (error messages and labels).
    static let costs: [String: String] = [
        "cost.unknown-currency": """
        '{code}' is not an active ISO 4217 currency code; use a code like KRW, USD, JPY or EUR
        """,
        "cost.not-a-number":
            "'{text}' is not an amount; write digits with an optional decimal point, like 12000, 12,000 or 12.50",
        "cost.not-positive": "the amount '{text}' must be greater than zero",
        "cost.no-minor-unit": "'{text}' has decimals but {currency} has no minor unit; write a whole amount",
        "cost.too-many-decimals": "'{text}' has more than {allowed} decimals, the minor unit of {currency}",
        "cost.amount-too-large": "the amount '{text}' is too large",
        "cost.unknown-person": "'{name}' is not on this trip; use one of: {known}",
        "cost.ambiguous-person": "'{name}' could mean {candidates}; write the name exactly",
        "cost.or-separator": " or ",
        "cost.person-listed-twice": "'{name}' is listed twice; name each person once",
        "cost.malformed-share":
            "'{text}' is not a share; write NAME=WEIGHT with a whole weight from 0 to 1000000, like 지민=2",
        "cost.shares-sum-to-zero": "the shares sum to zero; give at least one person a positive share",
        "cost.empty-description": "an expense needs a description; pass --desc TEXT",
        "cost.invalid-time": "'{text}' is not a time of day; write HH:MM from 00:00 to 23:59",
        "cost.invalid-fare-model": "the fare model {file} is invalid at '{field}': {reason}",
        "cost.no-legs": "{what} has no taxi leg to price; a leg needs two consecutive stops",
        "cost.no-such-leg": "there is no leg {leg}; legs are 1…{count}, leg N running from stop N to stop N+1",
        "cost.subject.the-trip": "the trip",
        "cost.subject.day": "day {day}",
        "fare.top-level": "(top level)",
        "fare.expected-object": "expected a JSON object",
        "fare.unknown-field": "unknown field",
        "fare.expected-whole-number": "expected a whole number",
        "fare.empty": "must not be empty",
        "fare.currency": "'{code}' is not an upper-case active ISO 4217 code",
        "fare.minor-units-range": "must be {low}…{high} minor units",
        "fare.range": "must be {low}…{high}",
        "fare.empty-window": "from and to are equal; the window would be empty",
        "fare.overlap": "overlaps an earlier window at {time}",
        "fare.missing": "missing",
        "fare.not-a-time": "'{text}' is not a time HH:MM",
        "expense.amount-over-digits": "amount {amount} is over 15 digits",
        "expense.too-many-shares": "an expense is shared by at most {limit} people",
        "expense.weight-too-large": "a share weight must not exceed {limit}",
        "expense.person-twice": "a person appears twice in shares",
        "expense.amount-not-positive": "amount {amount} must be positive",
        "expense.shares-zero": "shares must not sum to zero",
        "expense.weight-negative": "a share weight must not be negative",
        "expense.currency": "currency '{code}' is not an ISO 4217 code",
    ]
}
