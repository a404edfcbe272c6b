/// An estimate of how wide a line of text is drawn, without a font engine.
///
/// Wide characters (Hangul, kana, CJK ideographs, full-width forms) count double: two display columns,
/// drawn about 1.1 em. Narrow characters are weighed by shape, since a label of capitals is much wider
/// than one of digits: thin ones (i, l, punctuation, space) 0.35 em, broad ones (capitals, m, w) 0.85 em,
/// the rest 0.62 em. Labels are placed with this estimate, so it errs wide: a box a little too big only
/// costs space, one too small overlaps. `scripts/check-pages` measures the real text in Chromium.
enum TextWidth {
    static let wideEm = 1.1
    static let thinEm = 0.35
    static let broadEm = 0.85
    static let narrowEm = 0.62

    /// The estimated width of `text` at `fontSize` pixels.
    static func of(_ text: String, fontSize: Double) -> Double {
        text.unicodeScalars.reduce(0) { $0 + em($1) } * fontSize
    }

    private static func em(_ scalar: Unicode.Scalar) -> Double {
        if scalar.properties.generalCategory == .nonspacingMark { return 0 }
        if isWide(scalar) { return wideEm }
        if " .,:;'|!ijlIft()[]".unicodeScalars.contains(scalar) { return thinEm }
        if scalar.properties.isUppercase || "mwMW@%".unicodeScalars.contains(scalar) { return broadEm }
        return narrowEm
    }

    /// Display columns: 2 for a wide character, 1 for others (combining marks count 0).
    static func columns(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in
            total + (scalar.properties.generalCategory == .nonspacingMark ? 0 : (isWide(scalar) ? 2 : 1))
        }
    }

    /// `text` cut to at most `maximumColumns` display columns, with an ellipsis when it was cut.
    static func truncated(_ text: String, maximumColumns: Int) -> String {
        guard columns(text) > maximumColumns else { return text }
        var result = ""
        var used = 0
        for character in text {
            let width = columns(String(character))
            if used + width > maximumColumns - 1 { break }
            result.append(character)
            used += width
        }
        return result + "…"
    }

    /// The East Asian wide and full-width blocks that matter for place names.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default: false
        }
    }
}
