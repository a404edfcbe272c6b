#if canImport(Glibc)
    import Glibc
#endif

/// Turns a failed write to stdout or stderr into the exit status, once the command has finished.
///
/// `> /dev/full`, a closed stdout or an I/O error: `Error: cannot write standard output: …` and 74,
/// so a script never takes a cut export for a whole one. A closed pipe (`trip list | head -1`,
/// EPIPE) is the reader's choice to stop, not a failure: it ends quietly with the command's own status.
enum StreamFailures {
    static func exitCode(after status: Int32, io: TerminalIO) -> Int32 {
        if let failure = io.standardOutput.writeError, failure != EPIPE {
            let message = localized("stream.cannot-write-output", ["reason": String(cString: strerror(failure))])
            io.standardError.write("\(localized("error.label")) \(message)\n")
            return status == ExitCode.success ? ExitCode.ioError : status
        }
        if let failure = io.standardError.writeError, failure != EPIPE, status == ExitCode.success {
            return ExitCode.ioError
        }
        return status
    }
}
