import Foundation
import Testing
import TripModel

@testable import TripCLI

/// The parser, help, shared errors and the spot commands speak the language `--lang` or the locale
/// asks for, and only that one.
@Suite struct KoreanCoreTests {
    static let korean = ["LANG": "ko_KR.UTF-8"]

    @Test func aMistypedCommandIsReportedInKoreanWithTheHelpPointer() throws {
        let cli = try CLIHarness()
        let result = cli.run("stop", "ad", "--lang", "ko")
        #expect(result.code == 64)
        #expect(
            result.stderr
                == "오류: 'trip stop'에 'ad'(이)라는 명령이 없습니다; 'add'을(를) 뜻하셨나요?\n'trip stop --help'를 보세요.\n")
    }

    @Test func theLocaleChoosesKoreanAndLangEnglishOverridesIt() throws {
        let cli = try CLIHarness()
        let korean = cli.run("new", "부산", "--bogus", environment: Self.korean)
        #expect(korean.code == 64)
        #expect(korean.stderr.hasPrefix("오류: 알 수 없는 옵션 '--bogus'"))
        let english = cli.run("new", "부산", "--bogus", "--lang", "en", environment: Self.korean)
        #expect(english.stderr.hasPrefix("Error: unknown option '--bogus'"))
        let posixOrder = cli.run("new", "부산", "--bogus", environment: ["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"])
        #expect(posixOrder.stderr.hasPrefix("Error: "))
        #expect(cli.run("list", "--json").stdout.contains("부산") == false)
    }

    @Test func anOptionValueErrorNamesTheOptionInKorean() throws {
        let cli = try CLIHarness()
        let result = cli.run("spots", "near", "37.5,abc", "--lang=ko")
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("오류: PLACE은(는) 37.5796,126.977 같은 lat,lon이어야 합니다. 받은 값: '37.5,abc'"))
        let limit = cli.run("spots", "bookmarks", "--limit", "0", "--lang", "ko")
        #expect(limit.stderr.hasPrefix("오류: --limit에는 1부터 1000까지의 정수이(가) 와야 합니다. 받은 값: '0'"))
    }

    @Test func anUnknownLanguageIsAUsageError() throws {
        let cli = try CLIHarness()
        let result = cli.run("list", "--lang", "fr")
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: --lang expects ko or en, got 'fr'"))
    }

    @Test func helpIsKoreanHeadingsAndTexts() throws {
        let cli = try CLIHarness()
        let help = cli.run("spots", "bookmark", "--help", "--lang", "ko")
        #expect(help.code == 0)
        #expect(help.stdout.hasPrefix("개요: 관광지를 북마크합니다.\n\n사용법: trip spots bookmark <id>\n\n인자:\n"))
        #expect(help.stdout.contains("  --lang <ko|en>  메시지, 표, 도움말, 페이지의 언어"))
        let english = cli.run("spots", "bookmark", "--help", environment: ["LANG": "C.UTF-8"])
        #expect(english.stdout.hasPrefix("OVERVIEW: Bookmark a spot.\n"))
    }

    @Test func spotCommandsPrintKoreanTablesAndReports() throws {
        let cli = try CLIHarness()
        let imported = cli.run(
            "spots", "import", SpotsCommandTests.fixture("areaBasedList2_seoul.json"), environment: Self.korean)
        #expect(imported.code == 0)
        #expect(
            imported.stdout
                == "파일 1개를 가져왔습니다: 추가 6, 갱신 0, 변경 없음 0. 무장애 정보가 있는 관광지 0곳\n")
        let search = cli.run("spots", "search", "궁", environment: Self.korean)
        let header = try #require(search.stdout.split(separator: "\n").first)
        #expect(header.split(separator: " ", omittingEmptySubsequences: true) == ["ID", "이름", "분류", "지역"])
        let none = cli.run("spots", "search", "없는곳", "--lang", "ko")
        #expect(none.code == 0 && none.stdout.isEmpty && none.stderr == "결과가 없습니다.\n")
        let englishNone = cli.run("spots", "search", "없는곳", "--lang", "en", environment: Self.korean)
        #expect(englishNone.stderr == "No spots found.\n")
    }

    @Test func langMayComeBeforeTheCommandLikeDb() throws {
        let cli = try CLIHarness()
        let before = cli.run("--lang", "ko", "spots", "search", "없는곳")
        #expect(before.code == 0 && before.stderr == "결과가 없습니다.\n")
        let joined = cli.run("--lang=en", "spots", "search", "없는곳", environment: Self.korean)
        #expect(joined.code == 0 && joined.stderr == "No spots found.\n")
    }

    @Test func aFailedWriteToStandardOutputIsReportedInTheCommandsLanguage() throws {
        let cli = try CLIHarness()
        let output = FailingSink()
        let errors = BufferSink()
        let io = TerminalIO(
            standardOutput: output, standardError: errors,
            environment: ["TRIP_DB": cli.databasePath, "HOME": cli.directory.path, "LANG": "ko_KR.UTF-8"])
        let code = TripCommandLine.run(["completions", "bash"], io: io)
        #expect(code == 74)
        #expect(errors.text.hasPrefix("오류: 표준 출력에 쓸 수 없습니다: "))
    }

    @Test func theLanguageIsReadBeforeParsingAndStopsAtTheDoubleDash() {
        #expect(GlobalOptions.requestedLanguage(["list", "--lang", "ko"]) == .korean)
        #expect(GlobalOptions.requestedLanguage(["--lang=EN", "list"]) == .english)
        #expect(GlobalOptions.requestedLanguage(["new", "--", "--lang", "ko"]) == nil)
        #expect(GlobalOptions.requestedLanguage(["list", "--lang", "fr"]) == nil)
    }
}

/// Standard output on a full disk: every write fails with ENOSPC.
private final class FailingSink: OutputSink {
    var writeError: Int32? { ENOSPC }
    func write(_ text: String) {}
}
