/// An error the command line reports with an exit code from sysexits.h.
package enum CLIError: Error, Sendable, CustomStringConvertible {
    /// Bad command line: unknown option, missing or invalid argument (64).
    case usage(String, helpPath: [String]? = nil)
    /// Bad input data: malformed file, unknown or ambiguous reference, broken rule (65).
    case dataError(String)
    /// An input file is missing or unreadable (66).
    case noInput(String)
    /// A program or service the command needs (Chromium, git, a sync remote) is out of reach (69).
    case unavailable(String)
    /// An output file cannot be created (73).
    case cannotCreate(String)
    /// Reading or writing failed part-way (74).
    case ioError(String)
    /// The database is busy; trying again may work (75).
    case temporaryFailure(String)
    /// Anything else (1).
    case failure(String)

    package var exitCode: Int32 {
        switch self {
        case .usage: ExitCode.usage
        case .dataError: ExitCode.dataError
        case .noInput: ExitCode.noInput
        case .unavailable: ExitCode.unavailable
        case .cannotCreate: ExitCode.cannotCreate
        case .ioError: ExitCode.ioError
        case .temporaryFailure: ExitCode.temporaryFailure
        case .failure: ExitCode.failure
        }
    }

    package var description: String {
        switch self {
        case .usage(let message, _), .dataError(let message), .noInput(let message), .cannotCreate(let message),
            .unavailable(let message), .ioError(let message), .temporaryFailure(let message), .failure(let message):
            message
        }
    }
}

/// Exit codes (sysexits.h).
package enum ExitCode {
    package static let success: Int32 = 0
    package static let failure: Int32 = 1
    package static let usage: Int32 = 64
    package static let dataError: Int32 = 65
    package static let noInput: Int32 = 66
    package static let unavailable: Int32 = 69
    package static let cannotCreate: Int32 = 73
    package static let ioError: Int32 = 74
    package static let temporaryFailure: Int32 = 75
}
