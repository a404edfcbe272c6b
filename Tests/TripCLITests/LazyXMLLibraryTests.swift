import Foundation
import Testing

@testable import TripCLI
@testable import TripFormats

/// libxml2 is opened when a command first reads a GPX or KML file, not at start-up (CXML.h): the
/// dynamic loader's own trace (LD_DEBUG=files) shows which libraries each command maps.
@Suite struct LazyXMLLibraryTests {
    @Test func onlyCommandsThatReadXMLLoadLibxml2() throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 1, stops: 2)
        let runner = try ProcessRunner(directory: cli.directory.path, database: cli.databasePath)
        for command in ["--version", "list", "show 'Trip 0'", "stop list 'Trip 0'", "export 'Trip 0' --format gpx"] {
            let result = try runner.shell("LD_DEBUG=files \"$TRIP\" \(command) 2>&1 >/dev/null")
            #expect(result.code == 0, "trip \(command)")
            #expect(result.stdout.contains("libsqlite3"), "the trace shows what was loaded for trip \(command)")
            #expect(!result.stdout.contains("libxml2"), "trip \(command) loaded libxml2")
        }
        let gpx = "<gpx><wpt lat=\"37.5\" lon=\"127\"><name>서울</name></wpt></gpx>"
        try Data(gpx.utf8).write(to: cli.directory.appendingPathComponent("in.gpx"))
        let imported = try runner.shell("LD_DEBUG=files \"$TRIP\" import in.gpx --name G 2>&1 >/dev/null")
        #expect(imported.code == 0)
        #expect(imported.stdout.contains("libxml2.so.2"))
        let listed = try runner.shell("\"$TRIP\" stop list G --json")
        #expect(listed.stdout.contains("서울"))
    }

    @Test func aMissingLibraryExitsUnavailable() {
        let error = FormatError.libraryUnavailable(library: "libxml2-missing.so.99", reason: "not found")
        #expect(error.exitCode == 69)
        #expect(
            error.message
                == "cannot open libxml2-missing.so.99, which reading GPX and KML files needs (not found); "
                + "install it with 'apt-get install libxml2'")
    }
}
