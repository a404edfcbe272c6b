extension CLIWords.Korean {
    /// Korean words of the parser, help, errors and output shared by every command.
    static let core: [String: String] = [
        "help.overview": "개요: {text}",
        "help.usage": "사용법: {usage}",
        "help.arguments": "인자:",
        "help.options": "옵션:",
        "help.subcommands": "하위 명령:",
        "help.version": "버전을 보여 줍니다",
        "help.see-subcommand": "자세한 내용은 '{command} help <하위명령>' 또는 '{command} <하위명령> --help'를 보세요.",
        "help.subcommand-placeholder": "<하위명령>",
        "help.options-placeholder": "[옵션]",
        "error.label": "오류:",
        "error.see-help": "'{command}'를 보세요.",
        "option.expects": "{option}에는 {what}이(가) 와야 합니다. 받은 값: '{text}'",
    ]
}
