import Foundation
import Testing

@testable import TripStore

/// Expenses are paid and shared only by people on the trip: taking a payer off the trip is refused
/// (files that name one bring them back as a companion: BroughtBackCompanionTests), and a trip stored
/// before the rule can still be edited and repaired.
@Suite struct ParticipantGateTests {
    static func strangerReason(_ name: String) -> String {
        "'\(name)' is not on the trip: an expense is paid and shared by its companions and me; "
            + "add the companion to the trip first"
    }

    /// The Seoul sample (companion 지민) with a lunch 지민 paid and a taxi 지민 shares.
    static func seeded() throws -> (CLIHarness, lunch: String, taxi: String) {
        let cli = try CLIHarness()
        try #require(cli.run("import", CLIHarness.sample("seoul-day.json")).code == 0)
        let lunch = cli.run("expense", "add", "서울", "12000", "--desc", "lunch", "--paid-by", "지민")
        try #require(lunch.code == 0, "\(lunch.stderr)")
        let taxi = cli.run("expense", "add", "서울", "8000", "--desc", "taxi", "--paid-by", "me")
        try #require(taxi.code == 0, "\(taxi.stderr)")
        return (cli, try shortID(lunch.stdout), try shortID(taxi.stdout))
    }

    /// The id in `Added expense 1a2b3c4d to …`.
    static func shortID(_ output: String) throws -> String {
        let words = output.split(separator: " ")
        return String(try #require(words.count > 2 ? words[2] : nil))
    }

    @Test func removingACompanionWhoPaidOrSharesIsRefused() throws {
        let (cli, lunch, taxi) = try Self.seeded()
        let before = try cli.dump()
        let result = cli.run("companion", "rm", "지민", "--trip", "서울")
        #expect(result.code == 65)
        #expect(
            result.stderr
                == "Error: '지민' paid or shares 2 expenses on '서울 하루 (Seoul day)': 'lunch' (\(lunch)), "
                + "'taxi' (\(taxi)); remove them first with 'trip expense rm'\n")
        #expect(result.stdout.isEmpty)
        #expect(try cli.dump() == before)
    }

    @Test func forgettingACompanionWhoPaysSomewhereIsRefused() throws {
        let (cli, _, _) = try Self.seeded()
        let before = try cli.dump()
        let result = cli.run("companion", "rm", "지민", "--everywhere", "--yes")
        #expect(result.code == 65)
        #expect(result.stderr.hasPrefix("Error: '지민' paid or shares 2 expenses on '서울 하루 (Seoul day)': "))
        #expect(try cli.dump() == before)
    }

    @Test func onceTheExpensesAreGoneTheCompanionCanGo() throws {
        let (cli, lunch, taxi) = try Self.seeded()
        #expect(cli.run("expense", "rm", "서울", lunch, "--yes").code == 0)
        let one = cli.run("companion", "rm", "지민", "--trip", "서울")
        #expect(one.code == 65)
        #expect(one.stderr.contains("paid or shares an expense on '서울 하루 (Seoul day)': 'taxi' (\(taxi)); remove it"))
        #expect(cli.run("expense", "rm", "서울", taxi, "--yes").code == 0)
        #expect(cli.run("companion", "rm", "지민", "--trip", "서울").code == 0)
    }

    @Test func theStoreRefusesAStrangerWhateverCallsIt() throws {
        let (cli, _, _) = try Self.seeded()
        let before = try cli.dump()
        let database = try Database(path: cli.databasePath)
        #expect(throws: StoreError.self) {
            try database.write { transaction in
                let id = try #require(try transaction.trips.summaries().first?.id)
                var trip = try #require(try transaction.trips.trip(id: id))
                trip.companions = []
                try transaction.trips.save(trip)
            }
        }
        #expect(try cli.dump() == before)
    }

    /// A trip stored before the rule (its payer's companion link deleted by hand) still lists, shows,
    /// renames, takes new expenses, exports and backs up; adding the companion back repairs it.
    @Test func aTripStoredBeforeTheRuleCanBeRepaired() throws {
        let (cli, _, _) = try Self.seeded()
        let connection = try Connection(path: cli.databasePath)
        try connection.run("DELETE FROM trip_companions")
        connection.close()
        #expect(cli.run("show", "서울").code == 0)
        #expect(cli.run("expense", "list", "서울").code == 0)
        let renamed = cli.run("rename", "서울", "Seoul again")
        #expect(renamed.code == 0, "\(renamed.stderr)")
        #expect(cli.run("expense", "add", "Seoul again", "3000", "--desc", "water", "--paid-by", "me").code == 0)
        // Its export and backup keep the expense as it is (import and restore bring 지민 back: see
        // BroughtBackCompanionTests); adding the companion back repairs the trip here.
        #expect(cli.run("export", "Seoul again", "--format", "json").code == 0)
        #expect(cli.run("backup", "create", cli.directory.appendingPathComponent("old.tar.gz").path).code == 0)
        #expect(cli.run("companion", "add", "지민", "--trip", "Seoul again").code == 0)
        #expect(cli.run("show", "Seoul again").code == 0)
        let repaired = cli.run("export", "Seoul again", "--format", "json")
        let again = try cli.file("repaired.json", repaired.stdout)
        let copied = cli.run("import", again, "--name", "Copy")
        #expect(copied.code == 0, "\(copied.stderr)")
        #expect(copied.stderr.isEmpty)
    }
}
