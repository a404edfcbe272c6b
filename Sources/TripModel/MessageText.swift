/// User text inside messages: quoted, and shortened when long, so a 5,000-character name pasted by
/// mistake does not fill the screen (the whole value is still in the database or the file).
public enum MessageText {
    /// How many characters of user text a message shows before cutting it with "…".
    public static let limit = 60

    /// `text`, or its first ``limit`` characters followed by "…".
    public static func shortened(_ text: some StringProtocol) -> String {
        text.count > limit ? String(text.prefix(limit)) + "…" : String(text)
    }

    /// `text` shortened and in single quotes, the way messages name things the user typed.
    public static func quoted(_ text: some StringProtocol) -> String { "'\(shortened(text))'" }
}
