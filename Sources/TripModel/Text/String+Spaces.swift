extension String {
    /// The string without leading and trailing spaces and tabs: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` removes (Unicode's space separators, U+0009 and, in this
    /// Foundation, the zero-width space U+200B; a test compares the two), without
    /// building Foundation's character set, which cost a short command like `trip show` a visible
    /// share of its start (perf, release build).
    public func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
