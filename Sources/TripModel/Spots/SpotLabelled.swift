/// A value with a Korean and an English label.
public protocol SpotLabelled {
    /// The label in Korean.
    var koreanLabel: String { get }
    /// The label in English.
    var englishLabel: String { get }
}

extension SpotLabelled {
    /// The label in the given language.
    public func label(_ language: Language) -> String {
        language == .korean ? koreanLabel : englishLabel
    }
}
