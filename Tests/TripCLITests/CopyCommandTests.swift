import Foundation
import Testing
import TripModel

/// `trip copy TRIP [NEW-NAME]`: a new trip with the same content under new ids.
@Suite struct CopyCommandTests {
    /// The Jeju sample with an expense shared by its companions and day 1's lodging taken from stop 2.
    private func jejuWithExpenseAndLodging() throws -> CLIHarness {
        let cli = try CLIHarness()
        #expect(cli.run("import", CLIHarness.sample("jeju-3-days.json")).code == 0)
        #expect(cli.run("expense", "add", "제주", "60000", "--desc", "렌터카", "--paid-by", "지민").code == 0)
        #expect(cli.run("day", "set", "제주", "1", "--lodging", "2").code == 0)
        return cli
    }

    private func trip(_ cli: CLIHarness, _ reference: String) throws -> Trip {
        let result = cli.run("show", reference, "--json")
        #expect(result.code == 0, "\(result.stderr)")
        return try TripDocumentCoding.decoder().decode(Trip.self, from: Data(result.stdout.utf8))
    }

    @Test func theCopyHasTheSameContentUnderNewIDsAndTheOriginalIsUnchanged() throws {
        let cli = try jejuWithExpenseAndLodging()
        #expect(cli.run("finish", "제주").code == 0)
        let original = try trip(cli, "제주")
        let result = cli.run("copy", "제주", "제주 다시")
        #expect(result.code == 0)
        #expect(result.stderr.isEmpty)
        let copy = try trip(cli, "제주 다시")
        #expect(result.stdout == "Created '제주 다시' (\(copy.id.shortID)) with 12 stops and 1 expense\n")
        #expect(try trip(cli, original.id.lowercasedString) == original)

        #expect(copy.id != original.id)
        #expect(copy.status == .planning)
        #expect(copy.finishedAt == nil)
        #expect(copy.createdAt > original.updatedAt)
        #expect(copy.updatedAt == copy.createdAt)
        #expect(copy.startDate == original.startDate)
        #expect(copy.endDate == original.endDate)
        #expect(copy.notes == original.notes)

        #expect(copy.stops.count == 12)
        #expect(Set(copy.stops.map(\.id)).isDisjoint(with: original.stops.map(\.id)))
        for (copied, stop) in zip(copy.stops, original.stops) {
            var same = copied
            same.id = stop.id
            same.updatedAt = stop.updatedAt
            #expect(same == stop)
        }
        #expect(copy.companions == original.companions)  // shared by name across trips, so the same ids

        #expect(copy.expenses.count == 1)
        let expense = try #require(copy.expenses.first)
        let originalExpense = try #require(original.expenses.first)
        #expect(expense.id != originalExpense.id)
        #expect(expense.amount == 60000)
        #expect(expense.description == "렌터카")
        #expect(expense.paidBy == "지민")
        #expect(expense.shares == originalExpense.shares)

        // The lodging taken from stop 2 names the copy's stop 2, not the original's.
        #expect(copy.days.count == 1)
        #expect(copy.days.first?.lodging?.stopId == copy.stops[1].id)
        #expect(original.days.first?.lodging?.stopId == original.stops[1].id)
        var lodging = copy.days.first?.lodging
        lodging?.stopId = original.stops[1].id
        #expect(lodging == original.days.first?.lodging)
    }

    @Test func editingTheCopyLeavesTheOriginalAlone() throws {
        let cli = try jejuWithExpenseAndLodging()
        #expect(cli.run("copy", "제주", "Copy").code == 0)
        let original = try trip(cli, "제주")
        #expect(cli.run("stop", "rm", "Copy", "2", "--yes").code == 0)
        #expect(cli.run("rename", "Copy", "Copy 2").code == 0)
        #expect(try trip(cli, original.id.lowercasedString) == original)
    }

    @Test func noExpensesLeavesThemOut() throws {
        let cli = try jejuWithExpenseAndLodging()
        let result = cli.run("copy", "제주", "Plan only", "--no-expenses")
        #expect(result.code == 0)
        #expect(result.stdout.hasSuffix(" with 12 stops and 0 expenses\n"))
        #expect(try trip(cli, "Plan only").expenses.isEmpty)
        #expect(try trip(cli, "제주").expenses.count == 1)
    }

    @Test func theDefaultNameCountsUpPastNamesTaken() throws {
        let cli = try CLIHarness()
        #expect(cli.run("new", "Busan").code == 0)
        #expect(cli.run("copy", "Busan").stdout.hasPrefix("Created 'Busan (copy)' ("))
        #expect(cli.run("copy", "Busan").stdout.hasPrefix("Created 'Busan (copy 2)' ("))
        #expect(cli.run("copy", "Busan").stdout.hasPrefix("Created 'Busan (copy 3)' ("))
        let names = try #require(
            try JSONSerialization.jsonObject(with: Data(cli.run("list", "--json").stdout.utf8)) as? [[String: Any]]
        ).compactMap { $0["name"] as? String }
        #expect(Set(names) == ["Busan", "Busan (copy)", "Busan (copy 2)", "Busan (copy 3)"])
    }

    @Test func aNewNameAnotherTripHasIsRefusedAndNothingIsWritten() throws {
        let cli = try CLIHarness()
        #expect(cli.run("new", "Busan").code == 0)
        #expect(cli.run("new", "Seoul").code == 0)
        let before = try cli.dump()
        let result = cli.run("copy", "Busan", " Seoul ")
        #expect(result.code == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: a trip named 'Seoul' already exists; choose another name for the copy\n")
        #expect(try cli.dump() == before)
    }

    @Test func jsonPrintsTheNewIDAndName() throws {
        let cli = try CLIHarness()
        #expect(cli.run("new", "Busan").code == 0)
        let result = cli.run("copy", "Busan", "--json")
        #expect(result.code == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["id", "name"])
        #expect(object["name"] as? String == "Busan (copy)")
        let copy = try trip(cli, "Busan (copy)")
        #expect(object["id"] as? String == copy.id.lowercasedString)
    }

    @Test func anUnknownTripIsNotFoundAndNothingIsWritten() throws {
        let cli = try CLIHarness()
        #expect(cli.run("new", "Busan").code == 0)
        let before = try cli.dump()
        let result = cli.run("copy", "Nowhere", "X")
        #expect(result.code == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: no trip matches 'Nowhere'; see 'trip list' for names and ids\n")
        #expect(try cli.dump() == before)
    }

    @Test(arguments: [
        ("   ", "argument new-name is blank"),
        ("a\u{7}b", "argument new-name contains the control character U+0007"),
        ("a\nb", "argument new-name contains the control character U+000A"),
    ])
    func aBadNewNameIsAUsageErrorAndNothingIsWritten(name: String, message: String) throws {
        let cli = try CLIHarness()
        #expect(cli.run("new", "Busan").code == 0)
        let before = try cli.dump()
        let result = cli.run("copy", "Busan", name)
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: \(message)\nSee 'trip copy --help'.\n")
        #expect(try cli.dump() == before)
    }

    @Test func helpNamesTheArgumentsAndOptions() throws {
        let help = try CLIHarness().run("copy", "--help").stdout
        #expect(help.contains("USAGE: trip copy <trip> [<new-name>] [options]"))
        #expect(help.contains("  --no-expenses"))
        #expect(help.contains("  --json"))
    }
}

extension CopyCommandTests {
    /// `trip import DOC --name NEW` of a document whose id exists makes the same copy `trip copy` does.
    @Test func importingATakenIDUnderANewNameRepointsTheLodging() throws {
        let cli = try jejuWithExpenseAndLodging()
        let original = try trip(cli, "제주")
        let document = try cli.file("jeju.json", cli.run("show", "제주", "--json").stdout)
        let result = cli.run("import", document, "--name", "제주 사본")
        #expect(result.code == 0, "\(result.stderr)")
        let copy = try trip(cli, "제주 사본")
        #expect(copy.id != original.id)
        #expect(Set(copy.stops.map(\.id)).isDisjoint(with: original.stops.map(\.id)))
        #expect(copy.days.first?.lodging?.stopId == copy.stops[1].id)
        #expect(try trip(cli, original.name) == original)
    }
}
