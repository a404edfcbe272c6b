import Testing

/// `trip stop rm` asks before deleting, like `trip rm` and `trip expense rm`: a question on a terminal,
/// `--yes` to skip it, and a refusal (64) without a terminal and without `--yes`.
@Suite struct StopRemoveTests {
    static func prepared() throws -> CLIHarness {
        let cli = try CLIHarness()
        try #require(cli.run("new", "Seoul").code == 0)
        try #require(cli.run("stop", "add", "Seoul", "Palace", "--lat", "37.58", "--lon", "126.98").code == 0)
        try #require(cli.run("stop", "add", "Seoul", "Tower", "--lat", "37.55", "--lon", "126.99").code == 0)
        return cli
    }

    @Test(arguments: [
        ("en", "Error: Remove stop 1 'Palace' from 'Seoul': refusing without --yes when not on a terminal\n"),
        ("ko", "오류: 'Seoul'에서 1번 방문지 'Palace'을(를) 삭제할까요: 터미널이 아닐 때는 --yes 없이 진행하지 않습니다\n"),
    ])
    func withoutATerminalItNeedsYes(language: String, message: String) throws {
        let cli = try Self.prepared()
        let before = try cli.dump()
        let refused = cli.run("stop", "rm", "Seoul", "Palace", "--lang", language)
        #expect(refused.code == 64)
        #expect(refused.stderr == message)
        #expect(refused.stdout.isEmpty)
        #expect(try cli.dump() == before)
    }

    @Test(arguments: [
        ("en", "n", "Remove stop 2 'Tower' from 'Seoul'? [y/N] Nothing removed.\n"),
        ("en", "", "Remove stop 2 'Tower' from 'Seoul'? [y/N] Nothing removed.\n"),
        ("ko", "아니요", "'Seoul'에서 2번 방문지 'Tower'을(를) 삭제할까요? [y/N] 아무것도 삭제하지 않았습니다.\n"),
    ])
    func anAnswerOtherThanYesKeepsTheStop(language: String, answer: String, stderr: String) throws {
        let cli = try Self.prepared()
        let before = try cli.dump()
        let declined = cli.run("stop", "rm", "Seoul", "2", "--lang", language, stdin: [answer], terminal: true)
        #expect(declined.code == 0)
        #expect(declined.stderr == stderr)
        #expect(declined.stdout.isEmpty)
        #expect(try cli.dump() == before)
    }

    @Test(arguments: [
        ("en", "y", "Removed 'Palace' (was 1) from 'Seoul'\n"),
        ("ko", "예", "'Seoul'에서 'Palace'(원래 1번째)을(를) 삭제했습니다.\n"),
    ])
    func yesOnATerminalRemovesIt(language: String, answer: String, stdout: String) throws {
        let cli = try Self.prepared()
        let removed = cli.run("stop", "rm", "Seoul", "1", "--lang", language, stdin: [answer], terminal: true)
        #expect(removed.code == 0)
        #expect(removed.stdout == stdout)
        let list = cli.run("stop", "list", "Seoul", "--json").stdout
        #expect(!list.contains("Palace") && list.contains("Tower"))
    }

    @Test func yesSkipsTheQuestion() throws {
        let cli = try Self.prepared()
        let removed = cli.run("stop", "rm", "Seoul", "2", "-y", terminal: true)
        #expect(removed.code == 0)
        #expect(removed.stderr.isEmpty)
        #expect(removed.stdout == "Removed 'Tower' (was 2) from 'Seoul'\n")
    }

    @Test func anUnknownStopIsRefusedBeforeAnyQuestion() throws {
        let cli = try Self.prepared()
        let before = try cli.dump()
        let result = cli.run("stop", "rm", "Seoul", "Gate", "--lang", "ko", terminal: true)
        #expect(result.code == 65)
        #expect(!result.stderr.contains("[y/N]"))
        #expect(try cli.dump() == before)
    }
}
