extension ModelWords.Korean {
    /// Korean words of document checks: where a JSON document breaks and why, bad dates and timestamps.
    static let json: [String: String] = [
        "json.syntax.at": "{line}번째 줄 {column}번째 글자: {problem}",
        "json.syntax.text-after-document": "문서가 끝난 뒤에 다른 내용이 있습니다",
        "json.syntax.too-deep": "{levels}단계보다 깊게 중첩되어 있습니다",
        "json.syntax.ends-before-value": "값이 와야 할 곳에서 문서가 끝납니다",
        "json.syntax.expected-value": "값(객체, 목록, 큰따옴표로 감싼 텍스트, 숫자, true, false, null)이 와야 합니다",
        "json.syntax.expected-field-name": "큰따옴표로 감싼 필드 이름이 와야 합니다",
        "json.syntax.expected-colon": "필드 이름 뒤에 ':'가 와야 합니다",
        "json.syntax.object-not-closed": "객체를 '}}'로 닫기 전에 문서가 끝납니다",
        "json.syntax.expected-comma-or-brace": "필드 뒤에 ','나 '}}'가 와야 합니다",
        "json.syntax.list-not-closed": "목록을 ']'로 닫기 전에 문서가 끝납니다",
        "json.syntax.expected-comma-or-bracket": "목록 항목 뒤에 ','나 ']'가 와야 합니다",
        "json.syntax.expected-hex-digits": "\\u 뒤에 16진수 4자리가 와야 합니다",
        "json.syntax.unknown-escape": "텍스트에 알 수 없는 이스케이프가 있습니다",
        "json.syntax.control-character": "텍스트 안의 제어 문자(줄바꿈 등)는 이스케이프해야 합니다",
        "json.syntax.text-not-closed": "텍스트가 큰따옴표로 닫히지 않았습니다",
        "json.syntax.expected-digit": "숫자가 와야 합니다",
        "json.syntax.expected-fraction-digit": "소수점 뒤에 숫자가 와야 합니다",
        "json.syntax.expected-exponent-digit": "지수에 숫자가 와야 합니다",
        "json.syntax.expected-word": "{word}이(가) 와야 합니다",
        "document.timestamp-malformed": "'{text}'은(는) 2026-11-30T13:06:50.123Z 같은 ISO-8601 시각이 아닙니다",
        "document.timestamp-offset": "'{text}'의 UTC 오프셋이 ±23:59를 넘습니다",
        "document.timestamp-range": "'{text}'은(는) UTC 기준 1…9999년 범위를 벗어납니다",
        "document.date-malformed": "'{text}'은(는) YYYY-MM-DD 형식의 날짜가 아닙니다",
        "json.not-allowed": "{value}은(는) 쓸 수 있는 값이 아닙니다",
    ]
}
