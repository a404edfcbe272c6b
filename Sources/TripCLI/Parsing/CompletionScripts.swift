/// Shell completion scripts. Each asks `trip __complete` for the candidates of the word under the
/// cursor, so they know the user's trips, stops and companions and never drift from the parser.
///
/// When trip offers nothing (a file name, free text), each shell falls back to completing files.
enum CompletionScripts {
    static func bash() -> String {
        """
        # bash completion for trip
        _trip() {
            local candidate
            COMPREPLY=()
            while IFS= read -r candidate; do
                COMPREPLY+=("$(printf '%q' "$candidate")")
            done < <("${COMP_WORDS[0]}" \(CompletionAnswers.commandName) "${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null)
        }
        complete -o default -F _trip trip

        """
    }

    static func zsh() -> String {
        """
        #compdef trip
        _trip() {
            local -a candidates
            candidates=("${(@f)$("${words[1]}" \(CompletionAnswers.commandName) "${(@)words[2,CURRENT]}" 2>/dev/null)}")
            if [[ -n "${candidates[1]}" ]]; then
                compadd -- "${candidates[@]}"
            else
                _files
            fi
        }
        _trip "$@"

        """
    }

    static func fish() -> String {
        """
        # fish completion for trip
        function __trip_complete
            set -l words (commandline -opc) (commandline -ct)
            set -l answers ($words[1] \(CompletionAnswers.commandName) $words[2..-1] 2>/dev/null)
            if test (count $answers) -gt 0
                printf '%s\\n' $answers
            else
                __fish_complete_path (commandline -ct)
            end
        end
        complete -c trip -f -a '(__trip_complete)'

        """
    }
}
