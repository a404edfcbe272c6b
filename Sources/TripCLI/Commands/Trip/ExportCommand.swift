import Foundation
import TripBackup
import TripModel

#if canImport(Glibc)
    import Glibc
#endif

enum ExportCommand {
    static let spec = CommandSpec(
        name: "export", abstract: "Write a trip out as a file.",
        arguments: [ArgumentSpec("trip", "Trip name or id (default: the current trip)", optional: true)],
        options: Options.specs,
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try Options(arguments)
        if case .exported(let format, let name, let isPDF) = options.format {
            return try ExportFormats.run(format, named: name, isPDF: isPDF, options, context)
        }
        let trip = try context.database().read { try context.loadTrip(options.tripReference, in: $0) }
        let data = try TripDocumentCoding.encoder().encode(trip) + Data("\n".utf8)
        try OutputFile.write(data, to: options.output, force: options.force, context: context)
        if let path = options.output, path != "-" {
            context.note(localized("trip.export.wrote", ["trip": trip.name, "path": path]))
        }
    }
}

/// Writing a command's result to a file or, for no `-o` or `-o -`, to standard output.
///
/// A file is written under a temporary name and renamed when whole; an existing regular file is
/// replaced only with `--force`, and a symbolic link, device, FIFO or directory never (``AtomicFile``).
enum OutputFile {
    static func write(_ data: Data, to path: String?, force: Bool, context: CommandContext) throws {
        guard let path, path != "-" else {
            context.io.standardOutput.write(String(decoding: data, as: UTF8.self))
            return
        }
        if FileProblem.isDirectory(path) {
            throw CLIError.cannotCreate(localized("trip.file.output-is-a-directory", ["path": path]))
        }
        do {
            let file = try AtomicFile(path: path, overwrite: force, permissions: 0o644)
            try writeAll(data, to: file.descriptor, name: path)
            try file.commit()
        } catch BackupError.outputExists {
            throw CLIError.cannotCreate(localized("trip.file.output-exists", ["path": path]))
        } catch let BackupError.io(_, message) {
            throw CLIError.cannotCreate(localized("trip.file.cannot-write", ["path": path, "message": message]))
        } catch let error as BackupError {
            if case .writeFailed = error { throw CLIError.ioError(error.description) }
            throw CLIError.cannotCreate(error.description)
        }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, name: String) throws {
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else {
                    throw BackupError.writeFailed(file: name, message: String(cString: strerror(errno)))
                }
                offset += written
            }
        }
    }
}
