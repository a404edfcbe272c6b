import Testing

@Suite struct ColorTests {
    @Test func colourOnlyOnATerminalWithoutNO_COLOR() throws {
        let cli = try CLIHarness()
        cli.run("new", "Paint")
        let plain = cli.run("list", terminal: true)
        #expect(!plain.stdout.contains("\u{1B}["))
        let coloured = cli.run("list", terminal: true, environment: ["NO_COLOR": ""])
        #expect(coloured.stdout.hasPrefix("\u{1B}[1mID"))
        let piped = cli.run("list", environment: ["NO_COLOR": ""])
        #expect(!piped.stdout.contains("\u{1B}["))
        let error = cli.run("show", "nothing", terminal: true, environment: ["NO_COLOR": ""])
        #expect(error.stderr.hasPrefix("\u{1B}[31mError:\u{1B}[0m no trip matches"))
        #expect(cli.run("show", "nothing", terminal: true).stderr.hasPrefix("Error: no trip"))
    }
}
