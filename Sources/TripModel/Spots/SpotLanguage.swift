/// The language labels are shown in: Korean or English.
public enum SpotLanguage: String, CaseIterable, Sendable {
    case korean = "ko"
    case english = "en"

    /// The language the user's locale asks for.
    ///
    /// Follows POSIX precedence: the first non-empty of `LC_ALL`, `LC_MESSAGES` and `LANG` decides;
    /// a value starting with `ko` means Korean, anything else English.
    /// - Parameter environment: the process environment.
    /// - Returns: the language to use when no `--lang` was given.
    public static func fromLocale(_ environment: [String: String]) -> SpotLanguage {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            return value.lowercased().hasPrefix("ko") ? .korean : .english
        }
        return .english
    }
}

/// A value with a Korean and an English label.
public protocol SpotLabelled {
    /// The label in Korean.
    var koreanLabel: String { get }
    /// The label in English.
    var englishLabel: String { get }
}

extension SpotLabelled {
    /// The label in the given language.
    public func label(_ language: SpotLanguage) -> String {
        language == .korean ? koreanLabel : englishLabel
    }
}
