import Foundation
import Testing

/// Backups are ordinary archives: the system's own tools open them, and their JSON reads as-is.
@Suite struct ForeignToolTests {
    private static func tool(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/bin/\(name)", "/usr/local/bin/\(name)"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    private func run(_ tool: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test(arguments: [
        ("tar.gz", "bsdtar"), ("tar.gz", "tar"), ("tar.xz", "bsdtar"), ("tar.zst", "bsdtar"), ("zip", "unzip"),
        ("zip", "bsdtar"),
    ])
    func systemToolsOpenTheBackup(format: String, toolName: String) throws {
        guard let tool = Self.tool(toolName) else { return }  // scripts/bootstrap installs them; skip where absent
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 2, stops: 2)
        let path = cli.file("b.\(format)")
        #expect(cli.run("backup", "create", path).code == 0)
        let arguments = toolName == "unzip" ? ["-p", path, "manifest.json"] : ["-xOf", path, "manifest.json"]
        let (status, manifest) = try run(tool, arguments)
        #expect(status == 0)
        #expect(manifest.contains("\"format\" : \"trip-backup\""))
        let (_, listing) = try run(tool, toolName == "unzip" ? ["-Z1", path] : ["-tf", path])
        let names = listing.split(separator: "\n").map(String.init)
        #expect(names.first == "backup.json")
        #expect(names.last == "manifest.json")
        #expect(names.filter { $0.hasPrefix("trips/") }.count == 2)
    }

    @Test func bareEncodedDataJSONRestores() throws {
        let cli = try CLIHarness.forBackups()
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/legacy/encodedData.json").path
        let copy = cli.file("encodedData.json")
        try FileManager.default.copyItem(atPath: fixture, toPath: copy)
        let first = cli.run("backup", "restore", copy)
        #expect(first.code == 0, "\(first.stderr)")
        #expect(first.stdout.contains("3 added"))
        #expect(cli.run("backup", "verify", copy).stdout.contains("여행가자곰 backup, 3 trips, 3 stops"))
        #expect(cli.run("backup", "restore", copy).stdout.contains("0 added, 0 updated, 3 unchanged"))
        let listed = cli.run("list").stdout
        #expect(listed.contains("제주 3일"))
    }
}
