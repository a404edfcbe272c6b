import Testing

@testable import TripCLI

/// The root lists its commands by name and builds one only when asked (Subcommand.lazy): the name it
/// is listed under must be the name the command declares, or `trip NAME` and its help would disagree.
@Suite struct CommandTreeTests {
    @Test func everyListedNameIsTheBuiltCommandsName() {
        let root = Commands.root
        #expect(root.subcommandNames == root.subcommands.map(\.name))
        #expect(Set(root.subcommandNames).count == root.subcommandNames.count, "no name is listed twice")
        for name in root.subcommandNames {
            #expect(root.subcommand(named: name)?.name == name)
        }
        #expect(root.subcommand(named: "nope") == nil)
    }

    @Test func groupsBelowTheRootListTheirBuiltSubcommands() throws {
        let stop = try #require(Commands.root.subcommand(named: "stop"))
        #expect(stop.subcommandNames == stop.subcommands.map(\.name))
        #expect(stop.subcommandNames.contains("add"))
    }
}
