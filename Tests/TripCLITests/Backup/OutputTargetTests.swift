import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct OutputTargetTests {
    static let linkReason =
        "is a symbolic link; trip neither writes through links nor replaces them, so give the path of the file itself."

    @Test func forceNeverReplacesALinkADirectoryOrAFIFO() throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 1, stops: 2)
        let target = cli.file("target.txt")
        try "keep me\n".write(toFile: target, atomically: true, encoding: .utf8)
        let link = cli.file("link.gpx")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let fifo = cli.file("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let folder = cli.file("folder")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let dump = try CLIHarness.dump(databaseAt: cli.databasePath)
        let cases: [([String], String)] = [
            (["backup", "create", link, "--force"], "\(link) \(Self.linkReason)"),
            (["export", "Trip 0", "--format", "gpx", "-o", link, "--force"], "\(link) \(Self.linkReason)"),
            (["backup", "create", link], "\(link) \(Self.linkReason)"),
            (
                ["backup", "create", fifo, "--force"],
                "\(fifo) is not a regular file (a device, FIFO or socket); use - for standard output."
            ),
            (
                ["export", "Trip 0", "-o", folder, "--force"],
                "\(folder) is a directory; give a file name, such as \(folder)/trip.json"
            ),
        ]
        for (arguments, message) in cases {
            let result = cli.run(arguments: arguments)
            #expect(result.code == 73, "\(arguments)")
            #expect(result.stderr == "Error: \(message)\n")
            #expect(result.stdout == "")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me\n")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(try CLIHarness.dump(databaseAt: cli.databasePath) == dump)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cli.directory.path).filter { $0.hasSuffix(".partial") }
                == []
        )
    }

    @Test func forceStillReplacesARegularFile() throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 1, stops: 2)
        let path = cli.file("trip.gpx")
        try "old\n".write(toFile: path, atomically: true, encoding: .utf8)
        let refused = cli.run("export", "Trip 0", "--format", "gpx", "-o", path)
        #expect(refused.code == 73)
        #expect(refused.stderr == "Error: \(path) exists; add --force to overwrite it\n")
        #expect(cli.run("export", "Trip 0", "--format", "gpx", "-o", path, "--force").code == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("<gpx"))
    }

    /// A PID no process has: the highest below the kernel's limit that is free.
    static func deadPID() throws -> pid_t {
        let limit = try String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8)
        var pid = (pid_t(limit.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 32768) - 1
        while kill(pid, 0) == 0 || errno != ESRCH { pid -= 1 }
        return pid
    }

    @Test func createRemovesPartialFilesOfProcessesThatAreGone() throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 1, stops: 1)
        let dead = ".b.tar.gz.\(try Self.deadPID()).partial"
        let alive = ".b.tar.gz.\(getppid()).partial"
        let unrelated = ".notes.partial"
        for name in [dead, alive, unrelated] {
            _ = FileManager.default.createFile(atPath: cli.file(name), contents: Data())
        }
        #expect(cli.run("backup", "create", cli.file("b.tar.gz")).code == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: cli.directory.path).filter { $0.hasPrefix(".") }
        #expect(Set(left) == [alive, unrelated])
    }

    @Test func theDatabaseAndItsFolderArePrivate() throws {
        let cli = try CLIHarness.forBackups()
        let database = cli.file("new/folder/trip.sqlite")
        #expect(cli.run("new", "Private", environment: ["TRIP_DB": database]).code == 0)
        func mode(_ path: String) throws -> Int? {
            try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        }
        #expect(try mode(database) == 0o600)
        #expect(try mode(cli.file("new/folder")) == 0o700)
        #expect(try mode(cli.file("new")) == 0o700)
    }
}
