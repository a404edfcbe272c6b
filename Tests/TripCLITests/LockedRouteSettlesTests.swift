import Foundation
import Testing

/// A locked route ends when its restarts keep finding nothing, not at the time limit: with a limit
/// of a minute, a 20-stop trip with a lock answers without the "stopped at its time limit" note
/// (before, the search ran the whole limit and said so).
@Suite struct LockedRouteSettlesTests {
    @Test func aSmallLockedRouteFinishesBeforeItsTimeLimit() throws {
        let cli = try CLIHarness()
        try #require(cli.run("new", "Locked").code == 0)
        for index in 1...20 {
            let latitude = String(format: "37.5%02d", (index * 37) % 100)
            let longitude = String(format: "126.9%02d", (index * 53) % 100)
            try #require(
                cli.run("stop", "add", "Locked", "S\(index)", "--lat", latitude, "--lon", longitude).code == 0)
        }
        try #require(cli.run("stop", "lock", "Locked", "S5").code == 0)
        let result = cli.run("route", "Locked", "--optimize", "--time-limit", "60")
        #expect(result.code == 0)
        #expect(!result.stderr.contains("time limit"), "\(result.stderr)")
        #expect(result.stdout.contains("After:"))
    }
}
