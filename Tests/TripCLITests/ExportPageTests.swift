import Foundation
import FoundationXML
import Testing

@testable import TripCLI

/// `trip export --format html|pdf`: the page through the real command line, and the PDF path with and
/// without a Chromium to print it.
@Suite struct ExportPageTests {
    static let jeju = ExportImportFormatsTests.jeju

    /// The Chromium the machine has, if any; the real-printing test runs only where one is installed.
    static let installedChromium = try? ChromiumLocator(environment: ProcessInfo.processInfo.environment).locate()

    @Test func htmlGoesToAFileInTheChosenLanguage() throws {
        let cli = try ExportImportFormatsTests.prepared()
        let path = cli.directory.appendingPathComponent("jeju.html").path
        let result = cli.run("export", Self.jeju, "--format", "html", "--lang", "ko", "-o", path)
        #expect(result.code == 0, "\(result.stderr)")
        let document = try XMLDocument(data: Data(contentsOf: URL(fileURLWithPath: path)), options: [])
        #expect(document.rootElement()?.attributes?.first { $0.name == "lang" }?.stringValue == "ko")
        let fromLocale = cli.run("export", Self.jeju, "--format", "html", environment: ["LANG": "ko_KR.UTF-8"])
        #expect(fromLocale.stdout.contains("lang=\"ko\"") && fromLocale.stdout.contains("1일차"))
        #expect(cli.run("export", Self.jeju, "--format", "html").stdout.contains("lang=\"en\""))
    }

    @Test func pdfWithoutChromiumSaysHowToInstallIt() throws {
        let cli = try ExportImportFormatsTests.prepared()
        let path = cli.directory.appendingPathComponent("jeju.pdf").path
        let result = cli.run(
            "export", Self.jeju, "--format", "pdf", "-o", path, environment: ["PATH": cli.directory.path])
        #expect(result.code == 69)
        #expect(result.stderr.hasPrefix("Error: ") && result.stderr.contains("apt-get install chromium"))
        #expect(result.stderr.contains("TRIP_CHROMIUM"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func overrideThatIsNotAProgramIsRefused() throws {
        let cli = try ExportImportFormatsTests.prepared()
        let path = cli.directory.appendingPathComponent("jeju.pdf").path
        let missing = cli.directory.appendingPathComponent("no-such-chromium").path
        let result = cli.run(
            "export", Self.jeju, "--format", "pdf", "-o", path, environment: ["TRIP_CHROMIUM": missing])
        #expect(result.code == 69)
        #expect(result.stderr.contains("TRIP_CHROMIUM is set to '\(missing)'"))
    }

    @Test func locatorSearchesPathInOrderAndPrefersTheOverride() throws {
        let found = ["/opt/b/chromium-browser", "/usr/bin/chromium", "/custom/chrome"]
        let path = ["PATH": "/opt/a:/opt/b:/usr/bin"]
        #expect(try ChromiumLocator(environment: path) { found.contains($0) }.locate() == "/usr/bin/chromium")
        #expect(
            try ChromiumLocator(environment: path.merging(["TRIP_CHROMIUM": "/custom/chrome"]) { $1 }) {
                found.contains($0)
            }.locate() == "/custom/chrome")
        #expect(try ChromiumLocator(environment: ["PATH": "/opt/b"]) { found.contains($0) }.locate() == found[0])
        #expect(throws: CLIError.self) { try ChromiumLocator(environment: [:]) { _ in true }.locate() }
    }

    @Test(arguments: [
        (["--format", "pdf"], "name the file to write with -o FILE"),
        (["--format", "pdf", "-o", "-"], "name the file to write with -o FILE"),
        (["--format", "html", "--lang", "fr"], "--lang expects ko or en, got 'fr'"),
        (["--format", "html", "--taxi", "limo"], "unknown --taxi 'limo'"),
        (["--taxi", "mid"], "--taxi adds fares to the html or pdf page; --format json has no place for them"),
        (
            ["--format", "gpx", "--taxi", "mid"],
            "--taxi adds fares to the html or pdf page; --format gpx has no place for them"
        ),
    ])
    func badPageRequestsAreUsageErrors(options: [String], message: String) throws {
        let cli = try ExportImportFormatsTests.prepared()
        let result = cli.run(arguments: ["export", Self.jeju] + options)
        #expect(result.code == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// A stand-in browser: a shell script with the given body, made executable.
    static func fakeBrowser(_ cli: CLIHarness, _ body: String) throws -> String {
        let path = try cli.file("fake-chromium", "#!/bin/sh\n" + body + "\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    @Test func hungBrowserIsStoppedAndNothingIsWritten() throws {
        let cli = try CLIHarness()
        let printer = ChromiumPrinter(executable: try Self.fakeBrowser(cli, "exec sleep 30"), timeout: 1)
        let started = Date()
        #expect(throws: CLIError.self) { try printer.printPDF(html: Data("<p>x</p>".utf8)) }
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test func browserThatWritesNoPDFIsAFailureNamingIt() throws {
        let cli = try ExportImportFormatsTests.prepared()
        let fake = try Self.fakeBrowser(cli, "echo 'cannot open display' >&2; exit 3")
        let path = cli.directory.appendingPathComponent("jeju.pdf").path
        let result = cli.run("export", Self.jeju, "--format", "pdf", "-o", path, environment: ["TRIP_CHROMIUM": fake])
        #expect(result.code == 1)
        #expect(result.stderr.contains("exited with status 3") && result.stderr.contains("cannot open display"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test(.enabled(if: installedChromium != nil, "Chromium is not installed"))
    func pdfIsPrintedByChromium() throws {
        let cli = try ExportImportFormatsTests.prepared()
        let path = cli.directory.appendingPathComponent("jeju.pdf").path
        let result = cli.run(
            "export", Self.jeju, "--format", "pdf", "-o", path,
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""])
        #expect(result.code == 0, "\(result.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.starts(with: Data("%PDF".utf8)) && data.count > 10_000)
    }
}
