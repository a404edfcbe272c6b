import Foundation
import Testing

@testable import TripCLI

/// `trip spots import` parses several files at once: the catalog and the first error must be those
/// of reading the files one after the other.
@Suite struct SpotsImportReaderTests {
    /// More files than one parallel batch holds, three items each.
    static let fileCount = SpotsImportReader.batchSize * 2 + 8

    static func items(file: Int) -> [String] {
        (0..<3).map { item in
            let id = 700_000 + file * 10 + item
            return #"{"contentid":"\#(id)","title":"묶음\#(file)-\#(item)","mapx":"127.\#(id)","mapy":"36.5"}"#
        }
    }

    static func page(_ items: [String]) -> String {
        #"{"response":{"header":{"resultCode":"0000"},"body":{"items":{"item":["#
            + items.joined(separator: ",") + "]}}}}"
    }

    /// The files, with `bad` (0-based) given an item without a title.
    static func files(_ cli: CLIHarness, bad: Int? = nil) throws -> [String] {
        try (0..<fileCount).map { file in
            var items = Self.items(file: file)
            if file == bad { items.append(#"{"contentid":"799999","title":"","mapx":"127.0","mapy":"37.5"}"#) }
            return try cli.file("page-\(file).json", Self.page(items))
        }
    }

    @Test func manyFilesLeaveTheSameCatalogAsOneFileWithTheSameItems() throws {
        let many = try CLIHarness()
        let one = try CLIHarness()
        let result = many.run(arguments: ["spots", "import"] + (try Self.files(many)))
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Imported \(Self.fileCount) files: \(Self.fileCount * 3) added"))
        let all = (0..<Self.fileCount).flatMap(Self.items(file:))
        #expect(one.run("spots", "import", try one.file("all.json", Self.page(all))).code == 0)
        #expect(try many.dump() == one.dump())
    }

    @Test(arguments: ["en", "ko"])
    func aBadItemInALateFileGivesItsOwnMessageAndImportsNothing(language: String) throws {
        let cli = try CLIHarness()
        let bad = Self.fileCount - 3
        var paths = try Self.files(cli, bad: bad)
        paths[Self.fileCount - 1] = cli.file("missing.json")
        let before = try cli.dump()
        let result = cli.run(arguments: ["spots", "import", "--lang", language] + paths)
        let alone = cli.run("spots", "import", "--lang", language, paths[bad])
        #expect(result.code == 65)
        #expect(result.stderr == alone.stderr)
        #expect(result.stderr.contains(paths[bad]), "\(result.stderr)")
        #expect(try cli.dump() == before)
    }

    @Test func aMissingFileBeforeABadOneIsTheErrorGiven() throws {
        let cli = try CLIHarness()
        var paths = try Self.files(cli, bad: Self.fileCount - 2)
        paths[SpotsImportReader.batchSize + 1] = cli.file("missing.json")
        let before = try cli.dump()
        let result = cli.run(arguments: ["spots", "import"] + paths)
        let alone = cli.run("spots", "import", paths[SpotsImportReader.batchSize + 1])
        #expect(result.code == alone.code)
        #expect(result.code != 0)
        #expect(result.stderr == alone.stderr)
        #expect(try cli.dump() == before)
    }
}
