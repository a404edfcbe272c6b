import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Finds the Chromium that prints PDF pages: `$TRIP_CHROMIUM` when set, else `chromium` or
/// `chromium-browser` on `PATH` (Debian's package and the older name).
///
/// The environment and the executable check are injected so tests can hide or fake a browser.
struct ChromiumLocator {
    static let overrideVariable = "TRIP_CHROMIUM"
    static let names = ["chromium", "chromium-browser"]

    var environment: [String: String]
    var isExecutable: (String) -> Bool = { FileManager.default.isExecutableFile(atPath: $0) }

    /// The path of the browser to run.
    /// - Throws: ``CLIError/unavailable(_:)`` (exit 69) saying how to install Chromium or point to it.
    func locate() throws -> String {
        if let override = environment[Self.overrideVariable], !override.isEmpty {
            guard isExecutable(override) else {
                throw CLIError.unavailable(
                    localized("pdf.override-not-executable", ["variable": Self.overrideVariable, "path": override]))
            }
            return override
        }
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for name in Self.names {
            for directory in directories where !directory.isEmpty {
                let candidate = directory + "/" + name
                if isExecutable(candidate) { return candidate }
            }
        }
        throw CLIError.unavailable(
            localized("pdf.no-chromium", ["variable": Self.overrideVariable]))
    }
}

/// Prints an HTML page to PDF with headless Chromium, in a private temporary directory that is
/// removed afterwards: the page, a throw-away browser profile (so a running browser and the user's
/// profile are never touched) and the PDF.
struct ChromiumPrinter {
    var executable: String
    /// Seconds before a hung browser is stopped.
    var timeout: Double = 120

    /// - Returns: The PDF's bytes.
    /// - Throws: ``CLIError/failure(_:)`` when Chromium fails, times out or writes no PDF;
    ///   ``CLIError/cannotCreate(_:)`` when the temporary directory cannot be made.
    func printPDF(html: Data) throws -> Data {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trip-pdf-" + UUID().uuidString)
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            try html.write(to: directory.appendingPathComponent("page.html"))
        } catch {
            throw CLIError.cannotCreate(
                localized("pdf.temporary-directory", ["reason": FileProblem.reason(error)]))
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        let pdf = directory.appendingPathComponent("page.pdf")
        let log = directory.appendingPathComponent("chromium.log")
        // Without the log file Chromium still prints; only its own messages for a failure are lost.
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments(directory: directory, pdf: pdf)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try? FileHandle(forWritingTo: log)
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            throw CLIError.unavailable(
                localized("pdf.cannot-run", ["program": executable, "reason": FileProblem.reason(error)]))
        }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            // A browser that ignores SIGTERM gets SIGKILL, so trip itself never hangs.
            if finished.wait(timeout: .now() + 5) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
            throw CLIError.failure(
                localized("pdf.timeout", ["seconds": Int(timeout)]))
        }
        guard let data = try? Data(contentsOf: pdf), data.starts(with: Data("%PDF".utf8)) else {
            let detail = (try? String(contentsOf: log, encoding: .utf8)).map(Self.lastLines) ?? ""
            throw CLIError.failure(
                localized("pdf.no-output", ["program": executable, "status": process.terminationStatus])
                    + (detail.isEmpty ? "" : ": " + detail))
        }
        return data
    }

    private func arguments(directory: URL, pdf: URL) -> [String] {
        var arguments = [
            "--headless", "--disable-gpu", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--disable-background-networking", "--user-data-dir=" + directory.appendingPathComponent("profile").path,
            "--no-pdf-header-footer", "--print-to-pdf=" + pdf.path,
        ]
        // Chromium's sandbox refuses to start as root (containers, CI); only then is it turned off.
        if geteuid() == 0 { arguments.append("--no-sandbox") }
        arguments.append(directory.appendingPathComponent("page.html").absoluteString)
        return arguments
    }

    /// The end of Chromium's log, which is where the reason for a failure is.
    private static func lastLines(_ log: String) -> String {
        log.split(separator: "\n").suffix(3).joined(separator: " | ")
    }
}
