import Foundation
import TripFormats
import TripModel

/// `trip __complete WORD…`: the candidates for the last word, one per line, for the shell scripts
/// `trip completions` prints. Hidden from help: people never type it.
///
/// Static words (subcommands, options, formats, spot types) come from the command tree and the model's
/// enumerations; names come from the database through ``CompletionData``. It always exits 0 and prints
/// nothing on stderr, whatever the line holds.
enum CompletionAnswers {
    /// The hidden command's name, checked before the parser sees the line.
    static let commandName = "__complete"

    static func run(_ words: [String], io: TerminalIO) -> Int32 {
        let request = CompletionRequest(words: words, root: Commands.root)
        let data = CompletionData(
            path: DatabaseLocation.path(override: request.options["db"], variable: io.variable))
        let answers = matching(candidates(for: request, data: data), prefix: request.current)
        io.standardOutput.write(answers.map { $0 + "\n" }.joined())
        return ExitCode.success
    }

    /// Every word that may stand where the current word is, before filtering by what is typed.
    static func candidates(for request: CompletionRequest, data: CompletionData) -> [String] {
        if let option = request.pendingOption {
            return values(of: option, request, data)
        }
        if request.current.hasPrefix("-") {
            return request.command.allOptions.map { "--" + $0.name }
        }
        if !request.command.subcommandNames.isEmpty, request.positionals.isEmpty {
            return request.command.subcommandNames
        }
        guard let argument = request.argument else { return [] }
        return values(of: argument, request, data)
    }

    /// Names for a positional argument, by its name in the command's spec.
    private static func values(of argument: ArgumentSpec, _ request: CompletionRequest, _ data: CompletionData)
        -> [String]
    {
        let takesTripFirst = request.command.arguments.first?.name == "trip"
        switch argument.name {
        case "trip":
            // `stop edit [TRIP] STOP`: the first word may also be a stop of the current trip.
            let stopFollows = request.command.arguments.dropFirst().first?.name == "stop"
            return data.tripNames() + (stopFollows ? data.stopNames(ofTrip: request.options["trip"]) : [])
        case "stop":
            let trip = takesTripFirst ? request.positionals.first : nil
            return data.stopNames(ofTrip: trip ?? request.options["trip"])
        case "name" where request.path.first == "companion":
            return request.path.last == "rm" ? data.companionNames() : []
        case "shell":
            return ["bash", "zsh", "fish"]
        default:
            return []
        }
    }

    /// Values for an option, by its name; files and free text get none, so the shell offers files.
    private static func values(of option: OptionSpec, _ request: CompletionRequest, _ data: CompletionData)
        -> [String]
    {
        switch option.name {
        case "format": return formats(for: request.path)
        case "type": return SpotCategory.allCases.map(\.name)
        case "area": return SpotArea.allCases.map(\.name)
        case "lang": return ["ko", "en"]
        case "mode": return TravelMode.allCases.map(\.rawValue) + (request.path.first == "edit" ? ["none"] : [])
        case "status": return TripStatus.allCases.map(\.rawValue)
        case "taxi": return BuiltInFareModels.names
        case "shell": return ["bash", "zsh", "fish"]
        case "trip": return data.tripNames()
        case "paid-by": return ["me"] + data.companionNames()
        case "split", "shares": return data.companionNames()
        case "base", "bases", "lodging":
            return data.stopNames(ofTrip: request.positionals.first ?? request.options["trip"])
        default: return []
        }
    }

    private static func formats(for path: [String]) -> [String] {
        switch path.first {
        case "export": ExportFormats.names
        case "import": ImportFormats.names
        default: []
        }
    }

    /// The candidates that start with `prefix` (letters compared without case, text compared in NFC),
    /// without duplicates, and never one that holds a control character: a name with an escape
    /// sequence must not reach the terminal through a Tab press.
    static func matching(_ candidates: [String], prefix: String) -> [String] {
        let typed = prefix.precomposedStringWithCanonicalMapping.lowercased()
        var seen: Set<String> = []
        return candidates.filter { candidate in
            guard !candidate.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                return false
            }
            guard candidate.precomposedStringWithCanonicalMapping.lowercased().hasPrefix(typed) else { return false }
            return seen.insert(candidate).inserted
        }
    }
}
