import Foundation

extension String {
    /// The string without leading and trailing spaces and tabs: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` removes (Unicode's space separators, U+0009 and, in this
    /// Foundation, the zero-width space U+200B; a test compares the two), without building
    /// Foundation's character set, which cost a short command like `trip show` a visible share of its
    /// start (perf, release build).
    public func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isSpace }),
            let last = scalars.lastIndex(where: { !$0.isSpace })
        else { return "" }
        return String(scalars[first...last])
    }

    /// The string without leading and trailing spaces, tabs and line breaks: what Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` removes, without bridging to NSString (a
    /// companion's name is trimmed every time a trip is saved).
    public func trimmingSpacesAndLineBreaks() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isSpace && !$0.isLineBreak }),
            let last = scalars.lastIndex(where: { !$0.isSpace && !$0.isLineBreak })
        else { return "" }
        return String(scalars[first...last])
    }

    /// The string in Unicode composed form (NFC), as Foundation's `precomposedStringWithCanonicalMapping`
    /// gives it. Text of scalars below U+0300 (where no combining mark is) and precomposed Hangul
    /// syllables alone is returned as it is: each of those is its own NFC form and none composes with
    /// what follows it. Foundation's pass was a fifth of a restore's writing thread.
    public var composed: String {
        if unicodeScalars.allSatisfy({ $0.value < 0x300 || (0xAC00...0xD7A3).contains($0.value) }) { return self }
        return precomposedStringWithCanonicalMapping
    }

    /// Whether the string is empty or only spaces, tabs and line breaks: what
    /// `trimmingCharacters(in: .whitespacesAndNewlines).isEmpty` says, without bridging to NSString
    /// (5 % of `backup verify`, which asks it of every stop's name).
    public var isBlank: Bool {
        if startsWithNonSpace { return false }
        return unicodeScalars.allSatisfy { $0.isSpace || $0.isLineBreak }
    }

    /// True when the first byte alone shows the text starts with something that is no space, line
    /// break or zero-width space: a printable ASCII character other than the space, or a scalar in
    /// U+4000…U+DFFF (Hangul and CJK among them), where no such character is. A quick answer for the
    /// blank checks every stop name of a backup goes through; false means only "look closer".
    var startsWithNonSpace: Bool {
        guard let first = utf8.first else { return false }
        return (0x21...0x7e).contains(first) || (0xe4...0xed).contains(first)
    }
}

extension Unicode.Scalar {
    /// In Foundation's `.whitespaces`.
    fileprivate var isSpace: Bool {
        self == "\t" || self == "\u{200B}" || properties.generalCategory == .spaceSeparator
    }

    /// In Foundation's `.newlines`: U+000A-U+000D, U+0085, U+2028 and U+2029.
    fileprivate var isLineBreak: Bool {
        ("\u{0A}"..."\u{0D}").contains(self) || self == "\u{85}" || self == "\u{2028}" || self == "\u{2029}"
    }
}
