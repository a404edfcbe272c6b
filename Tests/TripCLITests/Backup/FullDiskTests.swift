import Foundation
import Testing
import TripGeo
import TripModel
import TripStore

/// A disk that fills up while `backup create` writes a file. A real full disk cannot be made
/// without root and a mount, so the file size limit stands in: with SIGXFSZ ignored, write(2)
/// fails with EFBIG at the limit, through exactly the path ENOSPC takes.
@Suite struct FullDiskTests {
    @Test func aFileThatCannotGrowIsAnOutputErrorNamingTheFile() throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 1, stops: 0)
        let place = try #require(Coordinate(latitude: 37.5, longitude: 127))
        let time = Timestamp(millisecondsSinceEpoch: 1_796_044_010_123)
        // Random names compress badly: well over the limit below, whatever the shell's block size.
        try Database(path: cli.databasePath).write { transaction in
            for _ in 0..<10 {
                let stops = (0..<500).map {
                    Stop(
                        id: UUID(), position: $0 + 1, name: UUID().uuidString, address: UUID().uuidString,
                        coordinate: place, updatedAt: time)
                }
                try transaction.trips.save(
                    Trip(id: UUID(), name: UUID().uuidString, createdAt: time, updatedAt: time, stops: stops))
            }
        }
        let runner = try ProcessRunner(directory: cli.directory.path, database: cli.databasePath)
        let output = cli.file("b.tar.gz")
        let result = try runner.shell("trap '' XFSZ; ulimit -f 128; exec \"$TRIP\" backup create '\(output)'")
        #expect(result.code == 74)
        #expect(result.stderr == "Error: cannot write \(output): File too large\n")
        #expect(result.stdout == "")
        #expect(!FileManager.default.fileExists(atPath: output))
        let partials = try FileManager.default.contentsOfDirectory(atPath: cli.directory.path).filter {
            $0.hasSuffix(".partial")
        }
        #expect(partials == [])
    }

    @Test func theAppFormatNeedsAFileName() throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 1, stops: 1)
        let result = cli.run("backup", "create", "-", "--format", "여행가자곰")
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: a 여행가자곰 backup is a file the app opens; give a file name\n"))
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }
}
