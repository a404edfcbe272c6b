import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `-` as a file name: standard input for what a command reads, standard output for what it writes.
enum StandardStreams {
    /// What `-` is called in messages.
    static var inputName: String { localized("stream.standard-input") }
    static var outputName: String { localized("stream.standard-output") }

    /// The process's stdin descriptor; refused when the streams are captured in memory.
    static func input(_ context: CommandContext) throws -> Int32 {
        guard let descriptor = context.io.standardInputDescriptor else {
            throw CLIError.usage(localized("stream.input-unavailable"))
        }
        return descriptor
    }

    /// The process's stdout descriptor, for binary output. A terminal is refused: a backup shown
    /// as text is lost and garbles the screen.
    static func binaryOutput(_ context: CommandContext, help: [String]) throws -> Int32 {
        guard let descriptor = context.io.standardOutputDescriptor else {
            throw CLIError.usage(localized("stream.output-unavailable"))
        }
        if context.io.stdoutIsTerminal {
            throw CLIError.usage(
                localized("stream.backup-to-terminal"),
                helpPath: help)
        }
        return descriptor
    }

    /// Reads all of standard input, at most `limit` bytes.
    static func readInput(_ context: CommandContext, limit: Int) throws -> Data {
        let handle = FileHandle(fileDescriptor: try input(context), closeOnDealloc: false)
        do {
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            if data.count > limit {
                throw CLIError.dataError(
                    localized("stream.input-too-large-mib", ["name": inputName, "size": limit / 1_048_576]))
            }
            return data
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError.ioError(
                localized("stream.cannot-read", ["name": inputName, "reason": FileProblem.reason(error)]))
        }
    }
}

/// Standard input copied into a private temporary file, for readers that need a file: the archive
/// reader, and a second pass when an encrypted backup turns out to need a passphrase.
///
/// The file is created 0600 by mkstemp(3) and unlinked at once, so nothing is left behind even
/// after `kill -9`; it is read back through `/proc/self/fd`. The copy stops at `limit` bytes.
final class StandardInputSpool {
    /// A path that opens the spooled bytes from the start.
    let path: String
    private let descriptor: Int32

    init(_ context: CommandContext, limit: Int64) throws {
        let input = try StandardStreams.input(context)
        let folder = context.io.variable("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(folder)/trip-stdin-XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else {
            throw CLIError.cannotCreate(
                localized("stream.cannot-create-temporary", ["folder": folder, "reason": Self.reason()]))
        }
        unlink(template)
        descriptor = fd
        path = "/proc/self/fd/\(fd)"
        try copy(from: input, limit: limit, folder: folder)
    }

    deinit { close(descriptor) }

    private func copy(from input: Int32, limit: Int64, folder: String) throws {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var total: Int64 = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                throw CLIError.ioError(
                    localized("stream.cannot-read", ["name": StandardStreams.inputName, "reason": Self.reason()]))
            }
            if count == 0 { return }
            total += Int64(count)
            guard total <= limit else {
                let bound =
                    limit >= 1 << 30
                    ? localized("stream.gib", ["count": limit >> 30]) : localized("stream.bytes", ["count": limit])
                throw CLIError.dataError(
                    localized("stream.input-refused", ["name": StandardStreams.inputName, "bound": bound]))
            }
            var offset = 0
            while offset < count {
                let written = buffer.withUnsafeBytes {
                    write(descriptor, $0.baseAddress.map { $0 + offset }, count - offset)
                }
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else {
                    throw CLIError.ioError(
                        localized(
                            "stream.cannot-copy-input",
                            ["name": StandardStreams.inputName, "folder": folder, "reason": Self.reason()]))
                }
                offset += written
            }
        }
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}
