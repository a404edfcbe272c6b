/// Shell completion scripts generated from the command tree, so they never drift from the parser.
enum CompletionScripts {
    /// Every command path with its subcommand names and option words.
    private static func table(_ command: CommandSpec, path: [String] = []) -> [(path: [String], words: [String])] {
        let options = (command.run == nil ? OptionSpec.global : command.allOptions).map { "--\($0.name)" }
        var rows = [(path, command.subcommands.map(\.name) + options)]
        for subcommand in command.subcommands {
            rows += table(subcommand, path: path + [subcommand.name])
        }
        return rows
    }

    static func bash(_ root: CommandSpec) -> String {
        var cases = ""
        for row in table(root) {
            let key = row.path.joined(separator: " ")
            cases += "        \"\(key)\") words=\"\(row.words.joined(separator: " "))\" ;;\n"
        }
        return """
            # bash completion for trip
            _trip() {
                local current=${COMP_WORDS[COMP_CWORD]} path="" word words
                for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
                    case "$word" in -*) ;; *) if [ -z "$path" ]; then path="$word"; else path="$path $word"; fi ;; esac
                done
                while :; do
                    case "$path" in
            \(cases)        *) if [ "${path% *}" = "$path" ]; then path=""; else path="${path% *}"; fi; continue ;;
                    esac
                    break
                done
                COMPREPLY=($(compgen -W "$words" -- "$current"))
            }
            complete -o default -F _trip trip

            """
    }

    static func zsh(_ root: CommandSpec) -> String {
        var cases = ""
        for row in table(root) {
            cases +=
                "        \"\(row.path.joined(separator: " "))\") choices=(\(row.words.joined(separator: " "))) ;;\n"
        }
        return """
            #compdef trip
            _trip() {
                local path="" word
                local -a choices
                for word in ${words[2,CURRENT-1]}; do
                    [[ $word == -* ]] || path="${path:+$path }$word"
                done
                case "$path" in
            \(cases)        *) choices=() ;;
                esac
                compadd -a choices
                _files
            }
            _trip "$@"

            """
    }

    static func fish(_ root: CommandSpec) -> String {
        var lines = ["# fish completion for trip", "complete -c trip -f"]
        for row in table(root) {
            let condition =
                row.path.isEmpty
                ? "__fish_use_subcommand"
                : "__fish_seen_subcommand_from \(row.path.last ?? "")"
            for word in row.words {
                if word.hasPrefix("--") {
                    lines.append("complete -c trip -n '\(condition)' -l \(word.dropFirst(2))")
                } else {
                    lines.append("complete -c trip -n '\(condition)' -a \(word)")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
