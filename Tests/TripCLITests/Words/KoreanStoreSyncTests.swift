import Foundation
import Testing

@testable import TripCLI

/// The database's and sync's words in Korean, chosen by `--lang ko` or a Korean locale, and English
/// again with `--lang en` under a Korean locale.
@Suite struct KoreanStoreSyncTests {
    static let korean = ["LANG": "ko_KR.UTF-8"]

    @Test func aTripThatDoesNotExistIsReportedInKoreanByOptionAndByLocale() throws {
        let cli = try CLIHarness()
        cli.run("list")
        let expected = "오류: 'Nowhere'에 맞는 여행이 없습니다. 이름과 id는 'trip list'에서 확인하세요\n"
        let byOption = cli.run("show", "Nowhere", "--lang", "ko")
        #expect(byOption.code == 65)
        #expect(byOption.stderr == expected)
        let byLocale = cli.run("show", "Nowhere", environment: Self.korean)
        #expect(byLocale.code == 65)
        #expect(byLocale.stderr == expected)
        let english = cli.run("show", "Nowhere", "--lang", "en", environment: Self.korean)
        #expect(english.code == 65)
        #expect(english.stderr == "Error: no trip matches 'Nowhere'; see 'trip list' for names and ids\n")
    }

    @Test func aFileThatIsNotADatabaseIsNamedInKorean() throws {
        let cli = try CLIHarness()
        let path = try cli.file("notes.txt", String(repeating: "not a database\n", count: 20))
        let result = cli.run("--db", path, "list", environment: Self.korean)
        #expect(result.code == 65)
        #expect(
            result.stderr
                == "오류: \(path)은(는) trip 데이터베이스가 아닙니다 (다른 종류의 파일입니다). "
                + "--db나 $TRIP_DB로 다른 경로를 지정하세요\n")
    }

    @Test func syncReportsAndStatusReadInKorean() throws {
        let sync = try SyncHarness(machines: 1)
        sync.run(0, "new", "Daegu")
        let synced = sync.run(0, "sync", "--lang", "ko")
        #expect(synced.code == 0)
        #expect(synced.stdout == "동기화했습니다: 커밋 1, 가져옴 0, 병합 0, 푸시 1\n")
        let status = sync.run(0, "sync", "status", environment: Self.korean)
        #expect(status.code == 0)
        let lines = status.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 5)
        #expect(lines[0] == "원격 저장소:   \(sync.remote)")
        #expect(lines[1] == "로컬 변경:     문서 0개")
        #expect(lines[2] == "앞선 커밋:     0")
        #expect(lines[3] == "뒤진 커밋:     0")
        #expect(lines[4].hasPrefix("마지막 동기화: ") && lines[4] != "마지막 동기화: 없음")
        let english = sync.run(0, "sync", "status", "--lang", "en", environment: Self.korean)
        let englishLines = english.stdout.split(separator: "\n").map(String.init)
        try #require(englishLines.count == 5)
        #expect(englishLines[0] == "Remote:        \(sync.remote)")
        #expect(englishLines[1] == "Local changes: 0 documents")
        #expect(englishLines[2] == "Ahead:         0")
        #expect(englishLines[3] == "Behind:        0")
        #expect(englishLines[4].hasPrefix("Last sync:     ") && englishLines[4] != "Last sync:     never")
    }

    @Test func syncErrorsReadInKorean() throws {
        let cli = try CLIHarness()
        cli.run("new", "Mokpo")
        let folder = cli.directory.appendingPathComponent("trip-sync.git").path
        let notReady = cli.run("sync", environment: Self.korean)
        #expect(notReady.code == 66)
        #expect(
            notReady.stderr == "오류: \(folder)에 동기화 저장소가 없습니다. 먼저 'trip sync init [REMOTE]'를 실행하세요\n")
        #expect(cli.run("sync", "init").code == 0)
        let badSide = cli.run("sync", "conflicts", "--take", "mine", "1", "--lang", "ko")
        #expect(badSide.code == 64)
        #expect(badSide.stderr == "오류: --take에는 'ours' 또는 'theirs'가 와야 합니다. 받은 값: 'mine'\n")
        let none = cli.run("sync", "conflicts", "--lang", "ko")
        #expect(none.code == 0)
        #expect(none.stdout == "충돌이 없습니다.\n")
    }
}
