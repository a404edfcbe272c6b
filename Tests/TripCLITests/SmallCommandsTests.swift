import Foundation
import Testing

/// The small commands people reach for: `distance --json`.
@Suite struct SmallCommandsTests {
    @Test func distanceJSONCarriesBothPlacesTheMetresAndTheBearing() throws {
        let cli = try CLIHarness()
        cli.run("import", CLIHarness.sample("seoul-day.json"))
        cli.run("start", "서울")
        let result = cli.run("distance", "1", "37.5665,126.978", "--json")
        #expect(result.code == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["from", "to", "meters", "bearing"])
        let from = try #require(object["from"] as? [String: Any])
        #expect(from["position"] as? Int == 1)
        #expect(from["name"] as? String == "경복궁")
        let to = try #require(object["to"] as? [String: Any])
        #expect(to["position"] is NSNull)
        #expect(to["latitude"] as? Double == 37.5665)
        let text = cli.run("distance", "1", "37.5665,126.978").stdout
        let meters = try #require(object["meters"] as? Double)
        let bearing = try #require(object["bearing"] as? Double)
        #expect(text == String(format: "%.3f m (%.3f km), initial bearing %.1f°\n", meters, meters / 1000, bearing))
    }

    @Test func distanceJSONOfOnePlaceHasNoBearing() throws {
        let cli = try CLIHarness()
        let result = cli.run("distance", "37.5,127", "37.5,127", "--json")
        #expect(result.code == 0)
        #expect(
            result.stdout == """
                {
                  "bearing" : null,
                  "from" : {
                    "latitude" : 37.5,
                    "longitude" : 127,
                    "name" : null,
                    "position" : null
                  },
                  "meters" : 0,
                  "to" : {
                    "latitude" : 37.5,
                    "longitude" : 127,
                    "name" : null,
                    "position" : null
                  }
                }

                """)
    }

    @Test func batchTakesNoJSON() throws {
        let cli = try CLIHarness()
        let result = cli.run("distance", "--batch", "--json")
        #expect(result.code == 64)
        #expect(
            result.stderr.hasPrefix(
                "Error: --batch reads every pair from stdin; it takes no places, no --trip and no --json\n"))
    }
}

/// `trip import FILE.json --name NEW` for a document whose id is taken: a copy with new ids.
@Suite struct ImportCopyTests {
    @Test func aTakenIDWithANewNameImportsACopy() throws {
        let cli = try CLIHarness()
        let sample = CLIHarness.sample("seoul-day.json")
        #expect(cli.run("import", sample).code == 0)
        let result = cli.run("import", sample, "--name", "Seoul again")
        #expect(result.code == 0)
        #expect(result.stdout == "Imported 'Seoul again' with 6 stops\n")
        let list = cli.run("list", "--json").stdout
        let trips = try #require(try JSONSerialization.jsonObject(with: Data(list.utf8)) as? [[String: Any]])
        #expect(trips.count == 2)
        #expect(Set(trips.compactMap { $0["id"] as? String }).count == 2)
        let original = try #require(
            try JSONSerialization.jsonObject(with: Data(cli.run("show", "서울", "--json").stdout.utf8)) as? [String: Any])
        let copy = try #require(
            try JSONSerialization.jsonObject(with: Data(cli.run("show", "Seoul again", "--json").stdout.utf8))
                as? [String: Any])
        let originalStops = try #require(original["stops"] as? [[String: Any]])
        let copiedStops = try #require(copy["stops"] as? [[String: Any]])
        #expect(copiedStops.compactMap { $0["name"] as? String } == originalStops.compactMap { $0["name"] as? String })
        #expect(
            Set(copiedStops.compactMap { $0["id"] as? String }).isDisjoint(
                with: originalStops.compactMap { $0["id"] as? String }))
    }

    @Test func aTakenIDWithoutANewNameIsRefused() throws {
        let cli = try CLIHarness()
        let sample = CLIHarness.sample("seoul-day.json")
        #expect(cli.run("import", sample).code == 0)
        let before = try cli.dump()
        let result = cli.run("import", sample)
        #expect(result.code == 65)
        #expect(
            result.stderr.hasSuffix(
                "already exists; add --name NEW to import it as a copy, or use 'trip backup restore' to merge\n"))
        #expect(try cli.dump() == before)
    }
}
