import Testing

@testable import TripCLI

/// The trip, stop, companion and day commands speak Korean with `--lang ko` or a Korean locale, and
/// English again with `--lang en` whatever the locale says.
@Suite struct KoreanTripTests {
    static let korean = ["LANG": "ko_KR.UTF-8"]

    @Test func stopCommandsReportInKorean() throws {
        let cli = try CLIHarness()
        cli.run("new", "Seoul")
        let added = cli.run("stop", "add", "Seoul", "경복궁", "--lat", "37.579617", "--lon", "126.977041", "--lang", "ko")
        #expect(added.code == 0)
        #expect(added.stdout == "'경복궁'을(를) 'Seoul'의 1곳 중 1번째에 추가했습니다.\n")
        cli.run("stop", "add", "Seoul", "덕수궁", "--lat", "37.565804", "--lon", "126.975146")
        let moved = cli.run("stop", "move", "Seoul", "덕수궁", "--to", "1", environment: Self.korean)
        #expect(moved.stdout == "'Seoul'에서 '덕수궁'을(를) 2번째에서 1번째로 옮겼습니다.\n")
        #expect(cli.run("stop", "lock", "Seoul", "1", "--lang", "ko").stdout == "1번 방문지 '덕수궁'을(를) 고정했습니다.\n")
        let list = cli.run("stop", "list", "Seoul", environment: Self.korean)
        #expect(list.stdout.split(separator: "\n").first.map(String.init) == Self.stopListHeader)
        let nothing = cli.run("stop", "edit", "Seoul", "1", "--lang", "ko")
        #expect(nothing.code == ExitCode.usage)
        #expect(
            nothing.stderr
                == "오류: 바꿀 것이 없습니다. --name, --lat, --lon, --address, --day, --notes, --arrive, --stay, "
                + "--hours, --mode 중 하나를 주세요\n")
        let removed = cli.run("stop", "rm", "Seoul", "2", "--yes", environment: Self.korean)
        #expect(removed.stdout == "'Seoul'에서 '경복궁'(원래 2번째)을(를) 삭제했습니다.\n")
    }

    static let stopListHeader = "#  일차  이름" + spaces(7) + "위도,경도" + spaces(15) + "구간  ID"

    @Test func companionCommandsReportInKorean() throws {
        let cli = try CLIHarness()
        cli.run("new", "Busan")
        #expect(
            cli.run("companion", "add", "영희", "--trip", "Busan", environment: Self.korean).stdout
                == "'Busan'에 영희을(를) 추가했습니다.\n")
        #expect(cli.run("companion", "list", "--all", "--lang", "ko").stdout == "영희  (여행 1개)\n")
        let me = cli.run("companion", "add", "me", "--trip", "Busan", environment: Self.korean)
        #expect(me.code == ExitCode.usage)
        #expect(me.stderr == "오류: 'me'은(는) 경비에서 나를 뜻합니다. 동행자에게 다른 이름을 주세요\n")
        let missing = cli.run("companion", "rm", "철수", "--trip", "Busan", "--lang", "ko")
        #expect(missing.code == ExitCode.dataError)
        #expect(missing.stderr == "오류: 철수은(는) 'Busan'의 동행자가 아닙니다\n")
    }

    @Test func daySetSaysTheDayInKorean() throws {
        let cli = try CLIHarness()
        cli.run("new", "Jeju", "--start", "2026-10-01", "--end", "2026-10-03")
        let set = cli.run(
            "day", "set", "Jeju", "2", "--end", "21:00", "--lodging", "33.5,126.5", "--lodging-name", "호텔",
            environment: Self.korean)
        #expect(set.code == 0)
        #expect(set.stdout == "'Jeju'의 2일차는 09:00에 출발해 21:00까지 돌아오고 '호텔'에서 묵습니다.\n")
        let bad = cli.run("day", "set", "Jeju", "0", "--end", "21:00", "--lang", "ko")
        #expect(bad.code == ExitCode.usage)
        #expect(bad.stderr.hasPrefix("오류: DAY에는 1부터 366까지의 정수가 와야 합니다. 받은 값: '0'\n"))
    }

    @Test func tripCommandsReportInKorean() throws {
        let cli = try CLIHarness()
        let created = cli.run("new", "Gyeongju", "--lang", "ko")
        #expect(created.stdout.hasPrefix("여행 'Gyeongju'(") && created.stdout.hasSuffix(")을(를) 만들었습니다.\n"))
        cli.run("stop", "add", "Gyeongju", "불국사", "--lat", "35.790", "--lon", "129.332")
        cli.run("stop", "add", "Gyeongju", "석굴암", "--lat", "35.795", "--lon", "129.349")
        let list = cli.run("list", environment: Self.korean)
        #expect(list.stdout.split(separator: "\n").first.map(String.init) == Self.tripListHeader)
        #expect(list.stdout.contains("계획 중"))
        let show = cli.run("show", "Gyeongju", "--lang", "ko")
        #expect(show.stdout.hasPrefix("Gyeongju  [계획 중]  id "))
        #expect(show.stdout.hasSuffix("합계: 방문지 2곳, 1.6 km\n"))
        let started = cli.run("start", "Gyeongju", environment: Self.korean)
        #expect(started.stdout == "'Gyeongju'을(를) 시작했습니다. 이제 현재 여행입니다.\n")
        let again = cli.run("start", "Gyeongju", environment: Self.korean)
        #expect(again.code == ExitCode.dataError)
        #expect(again.stderr == "오류: 'Gyeongju'은(는) 이미 현재 여행입니다\n")
        let removed = cli.run("rm", "Gyeongju", "--yes", "--lang", "ko")
        #expect(removed.stdout == "여행 'Gyeongju'을(를) 삭제했습니다.\n")
        #expect(cli.run("list", "--lang", "ko").stderr == "아직 여행이 없습니다. 'trip new NAME'으로 만드세요.\n")
    }

    static let tripListHeader = "ID" + spaces(8) + "이름" + spaces(6) + "상태" + spaces(5) + "날짜  방문지"

    static func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

    @Test func englishWinsOverAKoreanLocale() throws {
        let cli = try CLIHarness()
        cli.run("new", "Seoul")
        let added = cli.run(
            "stop", "add", "Seoul", "경복궁", "--lat", "37.579617", "--lon", "126.977041", "--lang", "en",
            environment: Self.korean)
        #expect(added.stdout == "Added '경복궁' to 'Seoul' at position 1 of 1\n")
        let none = cli.run("companion", "list", "--trip", "Seoul", "--lang", "en", environment: Self.korean)
        #expect(none.stderr == "No companions yet. Add one with 'trip companion add NAME'.\n")
        let list = cli.run("list", "--lang", "en", environment: Self.korean)
        #expect(list.stdout.hasPrefix("ID  "))
        #expect(list.stdout.contains("planning"))
    }
}
