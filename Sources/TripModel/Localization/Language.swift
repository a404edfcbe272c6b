/// The language `trip` speaks: every message, table, help text and report comes in Korean and English.
public enum Language: String, CaseIterable, Sendable {
    case korean = "ko"
    case english = "en"

    /// The language of the running command. The command line binds it once, from `--lang` or the
    /// locale, around everything a command does, so a message built deep in a lower layer (an error's
    /// description) reads in the user's language without every function passing it along. Outside a
    /// binding (tests of one layer, libraries) it is English.
    @TaskLocal public static var current: Language = .english

    /// `ko` or `en`, in any case; the full names too.
    public init?(code: String) {
        switch code.lowercased() {
        case "ko", "kor", "korean", "한국어": self = .korean
        case "en", "eng", "english", "영어": self = .english
        default: return nil
        }
    }

    /// The language the user's locale asks for.
    ///
    /// Follows POSIX precedence: the first non-empty of `LC_ALL`, `LC_MESSAGES` and `LANG` decides;
    /// a value starting with `ko` means Korean, anything else English.
    /// - Parameter environment: the process environment.
    /// - Returns: the language to use when no `--lang` was given.
    public static func fromLocale(_ environment: [String: String]) -> Language {
        fromLocale { environment[$0] }
    }

    /// The same, reading each variable through `variable` (the process's own without copying them all).
    public static func fromLocale(variable: (String) -> String?) -> Language {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = variable(key), !value.isEmpty else { continue }
            return value.lowercased().hasPrefix("ko") ? .korean : .english
        }
        return .english
    }
}
