extension ModelWords.English {
    /// English words of document checks: where a JSON document breaks and why, bad dates and timestamps.
    static let json: [String: String] = [
        "json.syntax.at": "line {line}, column {column}: {problem}",
        "json.syntax.text-after-document": "unexpected text after the document",
        "json.syntax.too-deep": "nested more than {levels} levels deep",
        "json.syntax.ends-before-value": "the document ends where a value should be",
        "json.syntax.expected-value":
            "expected a value (an object, a list, text in double quotes, a number, true, false or null)",
        "json.syntax.expected-field-name": "expected a field name in double quotes",
        "json.syntax.expected-colon": "expected ':' after the field name",
        "json.syntax.object-not-closed": "the document ends before the object is closed with '}}'",
        "json.syntax.expected-comma-or-brace": "expected ',' or '}}' after a field",
        "json.syntax.list-not-closed": "the document ends before the list is closed with ']'",
        "json.syntax.expected-comma-or-bracket": "expected ',' or ']' after a list item",
        "json.syntax.expected-hex-digits": "expected 4 hex digits after \\u",
        "json.syntax.unknown-escape": "unknown escape in text",
        "json.syntax.control-character": "a control character (such as a line break) inside text must be escaped",
        "json.syntax.text-not-closed": "text is not closed with a double quote",
        "json.syntax.expected-digit": "expected a digit",
        "json.syntax.expected-fraction-digit": "expected a digit after the decimal point",
        "json.syntax.expected-exponent-digit": "expected a digit in the exponent",
        "json.syntax.expected-word": "expected {word}",
        "document.timestamp-malformed": "'{text}' is not an ISO-8601 timestamp like 2026-11-30T13:06:50.123Z",
        "document.timestamp-offset": "'{text}' has a UTC offset beyond ±23:59",
        "document.timestamp-range": "'{text}' falls outside years 1…9999 in UTC",
        "document.date-malformed": "'{text}' is not a date in the form YYYY-MM-DD",
        "json.not-allowed": "{value} is not one of the allowed values",
    ]
}
