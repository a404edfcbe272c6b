import TripBackup
import TripFormats
import TripGeo
import TripModel
import TripPlanning
import TripStore
import TripSync

/// An error the command line can report: its exit code (sysexits), the sentence after `Error:`, and
/// which help a usage error points to. Every error type that reaches the user adopts it here, in one
/// place, so a command never maps errors itself and the same error reads the same from every command.
protocol CommandLineReportable: Error {
    var exitCode: Int32 { get }
    var message: String { get }
    var help: HelpPointer { get }
}

/// Where `See 'trip … --help'.` points after an error.
enum HelpPointer: Equatable {
    case none
    /// The help of the command that was running (a malformed option value of that command).
    case runningCommand
    case command([String])
}

extension CommandLineReportable {
    var help: HelpPointer { .none }
}

/// Maps errors from every layer to the message and exit code the user sees.
enum ErrorReporting {
    /// - Parameter commandPath: the running command, for errors that point to its help.
    static func cliError(for error: Error, commandPath: [String]? = nil) -> CLIError {
        if let error = error as? CLIError { return error }
        guard let reportable = error as? CommandLineReportable else { return .failure(String(describing: error)) }
        let helpPath: [String]? =
            switch reportable.help {
            case .none: nil
            case .runningCommand: commandPath
            case .command(let path): path
            }
        return CLIError(exitCode: reportable.exitCode, message: reportable.message, helpPath: helpPath)
    }
}

extension CLIError {
    /// The case whose exit code is `exitCode`; an unknown code is a plain failure.
    init(exitCode: Int32, message: String, helpPath: [String]? = nil) {
        self =
            switch exitCode {
            case ExitCode.usage: .usage(message, helpPath: helpPath)
            case ExitCode.dataError: .dataError(message)
            case ExitCode.noInput: .noInput(message)
            case ExitCode.unavailable: .unavailable(message)
            case ExitCode.cannotCreate: .cannotCreate(message)
            case ExitCode.ioError: .ioError(message)
            case ExitCode.temporaryFailure: .temporaryFailure(message)
            default: .failure(message)
            }
    }
}

extension StoreError: CommandLineReportable {
    var exitCode: Int32 {
        switch self {
        case .busy: ExitCode.temporaryFailure
        case .sqlite(let inner): inner.exitCode
        case .newerSchema: ExitCode.failure
        default: ExitCode.dataError
        }
    }
    var message: String { description }
}

extension SQLiteError: CommandLineReportable {
    var exitCode: Int32 { isBusy ? ExitCode.temporaryFailure : ExitCode.failure }
    var message: String { description }
}

extension ModelError: CommandLineReportable {
    /// A position outside the trip is a bad command-line value; everything else is bad data.
    var exitCode: Int32 {
        if case .positionOutOfRange = self { return ExitCode.usage }
        return ExitCode.dataError
    }
    var message: String { description }
}

extension DecodingError: CommandLineReportable {
    var exitCode: Int32 { ExitCode.dataError }
    var message: String { TripDocumentCoding.describe(self) }
}

extension BackupError: CommandLineReportable {
    /// Unreadable input 66, unwritable output 73, a failed write 74, libarchive missing 69, anything wrong
    /// with the content 65.
    /// An I/O error while creating a backup is about its output: `BackupCreateCommand` says so.
    var exitCode: Int32 {
        switch self {
        case .io: ExitCode.noInput
        case .outputExists, .unsafeOutput, .safetyBackup: ExitCode.cannotCreate
        case .writeFailed: ExitCode.ioError
        case .libraryUnavailable: ExitCode.unavailable
        default: ExitCode.dataError
        }
    }
    var message: String { description }
}

extension CostError: CommandLineReportable {
    /// A malformed value on the command line is a usage error pointing to the command's help; a
    /// well-formed one that contradicts the data is bad data.
    var exitCode: Int32 { isUsageProblem ? ExitCode.usage : ExitCode.dataError }
    var message: String { description }
    var help: HelpPointer { isUsageProblem ? .runningCommand : .none }
}

extension FormatError: CommandLineReportable {
    /// libxml2 missing 69; anything wrong with the file 65.
    var exitCode: Int32 {
        if case .libraryUnavailable = self { return ExitCode.unavailable }
        return ExitCode.dataError
    }
    var message: String { description }
}

extension TourAPIError: CommandLineReportable {
    var exitCode: Int32 { ExitCode.dataError }
    var message: String { description }
}

extension SpotCursorError: CommandLineReportable {
    /// Only `--cursor` gives a cursor, so the message names the option.
    var exitCode: Int32 { ExitCode.usage }
    var message: String { "--cursor: \(description)" }
}

extension RouteError: CommandLineReportable {
    var exitCode: Int32 { ExitCode.failure }
    /// TripGeo speaks English only; the command line says it in the user's language.
    var message: String { words }
}

extension DayPlanError: CommandLineReportable {
    /// `plan days` builds the planner's request from the trip, so a refusal is about the trip's data.
    var exitCode: Int32 { ExitCode.dataError }
    var message: String { words }
}

extension SyncError: CommandLineReportable {
    /// A remote or git out of reach is 69 (local work is kept), a broken repository 74, a lost push
    /// race 75 (running again works), a document someone else pushed that is not valid 65.
    var exitCode: Int32 {
        switch self {
        case .notInitialized: ExitCode.noInput
        case .alreadyInitialized: ExitCode.cannotCreate
        case .gitUnavailable, .unreachable: ExitCode.unavailable
        case .git: ExitCode.ioError
        case .raceLost: ExitCode.temporaryFailure
        case .invalidDocument: ExitCode.dataError
        case .unknownRevision, .unknownConflict: ExitCode.usage
        }
    }
    var message: String { description }
}
