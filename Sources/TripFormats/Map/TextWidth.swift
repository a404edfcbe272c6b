/// An estimate of how wide a line of text is drawn, without a font engine.
///
/// Text is counted in display columns: Hangul, kana, CJK ideographs and full-width forms take two, the
/// rest one. A column is taken as 0.6 em, about the average Latin advance in the sans-serif fonts pages
/// fall back to; a Hangul syllable (about 1 em) then counts 1.2 em. Labels are placed with this estimate,
/// so it errs wide: a box a little too big only costs space, one too small overlaps.
enum TextWidth {
    /// Width of one display column, in ems.
    static let columnEm = 0.6

    /// The estimated width of `text` at `fontSize` pixels.
    static func of(_ text: String, fontSize: Double) -> Double {
        Double(columns(text)) * columnEm * fontSize
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
