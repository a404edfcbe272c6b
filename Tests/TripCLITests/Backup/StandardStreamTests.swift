import Foundation
import Testing

@testable import TripCLI

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct StandardStreamTests {
    @Test(arguments: [
        ["export", "Trip 0", "--format", "json"], ["export", "Trip 0", "--format", "svg"], ["list"],
        ["show", "Trip 0"],
    ])
    func aFullDiskOrAClosedStdoutIsAnError(arguments: [String]) throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 1, stops: 2)
        let runner = try ProcessRunner(directory: cli.directory.path, database: cli.databasePath)
        let command = "\"$TRIP\" " + arguments.map { "'\($0)'" }.joined(separator: " ")
        let full = try runner.shell("\(command) > /dev/full")
        #expect(full.code == 74)
        #expect(full.stderr == "Error: cannot write standard output: No space left on device\n")
        let closed = try runner.shell("\(command) >&-")
        #expect(closed.code == 74)
        #expect(closed.stderr == "Error: cannot write standard output: Bad file descriptor\n")
    }

    @Test func aClosedPipeEndsQuietly() throws {
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        let output = FileDescriptorSink(descriptor: ends[1])
        let errors = BufferSink()
        output.write("Trip 0\n")
        output.write("Trip 1\n")
        close(ends[1])
        #expect(output.writeError == EPIPE)
        let io = TerminalIO(standardOutput: output, standardError: errors)
        #expect(StreamFailures.exitCode(after: 0, io: io) == 0)
        #expect(errors.text == "")
        // And for real: `trip list | head -1` prints one line and nothing on stderr.
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 3, stops: 0)
        let runner = try ProcessRunner(directory: cli.directory.path, database: cli.databasePath)
        let listed = try runner.shell("\"$TRIP\" list 2>list.err | head -1; cat list.err")
        #expect(listed.code == 0)
        #expect(listed.stdout.split(separator: "\n").count == 1)
    }

    @Test func aBackupPipesThroughStandardOutputAndInput() throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 2, stops: 3)
        let runner = try ProcessRunner(directory: cli.directory.path, database: cli.databasePath)
        let other = cli.file("other.sqlite")
        let piped = try runner.shell("\"$TRIP\" backup create - | \"$TRIP\" backup restore - --db '\(other)'")
        #expect(piped.code == 0, "\(piped.stderr)")
        #expect(piped.stdout.hasPrefix("standard input: restored backup (merge): 2 added, 0 updated"))
        #expect(piped.stderr == "Backed up 2 trips, 6 stops to standard output\n")
        let verified = try runner.shell("\"$TRIP\" backup create - | \"$TRIP\" backup verify -")
        #expect(verified.code == 0, "\(verified.stderr)")
        #expect(verified.stdout == "standard input: OK, trip backup (tar.zst), 2 trips, 6 stops\n")
        let gzip = try runner.shell("\"$TRIP\" backup create - --format tar.gz | \"$TRIP\" backup verify -")
        #expect(gzip.stdout == "standard input: OK, trip backup (tar.gz), 2 trips, 6 stops\n", "\(gzip.stderr)")
        // Cut short on the way, the restore refuses it and changes nothing.
        let before = try CLIHarness.dump(databaseAt: other)
        let cut = try runner.shell(
            "\"$TRIP\" backup create - 2>/dev/null | head -c 300 | \"$TRIP\" backup restore - --replace --yes --db '\(other)'"
        )
        #expect(cut.code == 65)
        #expect(cut.stderr.hasPrefix("Error: standard input"))
        #expect(try CLIHarness.dump(databaseAt: other) == before)
        let exported = try runner.shell(
            "\"$TRIP\" export 'Trip 0' -o - | \"$TRIP\" import - --db '\(cli.file("third.sqlite"))'")
        #expect(exported.code == 0, "\(exported.stderr)")
        #expect(exported.stdout == "Imported 'Trip 0' with 3 stops\n")
    }

    @Test func aBackupToAFullDiskSaysSo() throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 2, stops: 3)
        let runner = try ProcessRunner(directory: cli.directory.path, database: cli.databasePath)
        let full = try runner.shell("\"$TRIP\" backup create - > /dev/full")
        #expect(full.code == 74)
        #expect(full.stderr == "Error: cannot write standard output: No space left on device\n")
        let json = cli.run("backup", "create", "-", "--json")
        #expect(json.code == 64)
        #expect(json.stderr.hasPrefix("Error: --json cannot share standard output with the backup; give a file name\n"))
    }
}
