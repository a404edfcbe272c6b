import Foundation

extension String {
    /// The text in Unicode composed form (NFC), as Foundation's `precomposedStringWithCanonicalMapping`
    /// gives it, without bridging to Foundation when the text cannot change: Foundation's way copies
    /// every name through a CFString, a twentieth of `trip show` (perf).
    ///
    /// Text whose scalars all lie below U+0300 or among the precomposed Hangul syllables is already
    /// composed: every mark or jamo that composes with a character before it lies outside both ranges.
    public var composed: String {
        let alreadyComposed = unicodeScalars.allSatisfy { scalar in
            scalar.value < 0x300 || (0xAC00...0xD7A3).contains(scalar.value)
        }
        return alreadyComposed ? self : precomposedStringWithCanonicalMapping
    }
}
