import Foundation
import Testing

@Suite struct RestoreSectionsOutputTests {
    @Test func restoreReportsTheSpotCatalogToo() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/tourapi/areaBasedList2_seoul.json").path
        let source = try CLIHarness()
        #expect(source.run("spots", "import", fixtures).code == 0)
        source.run("import", CLIHarness.sample("seoul-day.json"))
        let archive = source.directory.appendingPathComponent("b.tar.gz").path
        #expect(source.run("backup", "create", archive).code == 0)
        let target = try CLIHarness()
        let restored = target.run("backup", "restore", archive)
        #expect(restored.code == 0)
        let spotsLine = try #require(restored.stdout.split(separator: "\n").first { $0.hasPrefix("  spots: ") })
        #expect(spotsLine.hasSuffix("added, 0 updated, 0 unchanged, 0 removed"))
        #expect(!spotsLine.hasPrefix("  spots: 0 added"))
    }
}
