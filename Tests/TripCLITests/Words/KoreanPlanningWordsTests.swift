import Testing
import TripGeo
import TripModel

@testable import TripCLI

/// `trip route`, `distance`, `plan days`, `schedule`, `expense` and `settle` in Korean: chosen by
/// `--lang ko` or by a Korean locale, and English again with `--lang en` under that locale.
@Suite struct KoreanPlanningWordsTests {
    static let korean = ["LANG": "ko_KR.UTF-8"]

    /// Three stops about 999 m apart due north, the first two on day 1 and the last on day 2.
    static func walk() throws -> CLIHarness {
        let cli = try CLIHarness()
        let steps: [[String]] = [
            ["new", "Walk"],
            ["stop", "add", "Walk", "Start", "--lat", "37.5", "--lon", "127", "--day", "1"],
            ["stop", "add", "Walk", "Middle", "--lat", "37.509", "--lon", "127", "--day", "1"],
            ["stop", "add", "Walk", "End", "--lat", "37.518", "--lon", "127", "--day", "2"],
        ]
        for step in steps { try #require(cli.run(arguments: step).code == 0, "\(step)") }
        return cli
    }

    static func words(_ line: Substring) -> [Substring] { line.split(separator: " ") }

    @Test func routeReportInKorean() throws {
        let cli = try Self.walk()
        let result = cli.run("route", "Walk", "--lang", "ko")
        #expect(result.code == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first.map(Self.words) == ["#", "일차", "이름", "구간"])
        #expect(lines.contains { Self.words($0) == ["1일차:", "장소", "2개", "999", "m"] })
        #expect(lines.last == "합계: 2.0 km, 장소 3개")
    }

    @Test func routeErrorUnderAKoreanLocaleAndEnglishWithLangEn() throws {
        let cli = try Self.walk()
        let korean = cli.run("route", "Walk", "--optimize", "--day", "3", environment: Self.korean)
        #expect(korean.code == 65)
        #expect(korean.stderr == "오류: 'Walk'에는 3일차 장소가 없습니다\n")
        let english = cli.run("route", "Walk", "--optimize", "--day", "3", "--lang", "en", environment: Self.korean)
        #expect(english.code == 65)
        #expect(english.stderr == "Error: 'Walk' has no stops on day 3\n")
        let usage = cli.run("route", "Walk", "--seed", "3", environment: Self.korean)
        #expect(usage.code == 64)
        #expect(usage.stderr.hasPrefix("오류: --seed은(는) --optimize 또는 --apply와 함께만 쓸 수 있습니다\n"))
    }

    @Test func distanceInKorean() throws {
        let cli = try CLIHarness()
        let result = cli.run("distance", "37.5,127", "37.509,127", "--lang", "ko")
        #expect(result.code == 0)
        #expect(result.stdout == "998.884 m (0.999 km), 초기 방위각 0.0°\n")
        let batch = cli.run("distance", "--batch", "--lang", "ko", stdin: ["1,2"])
        #expect(batch.code == 65)
        #expect(batch.stderr.contains("1번째 줄: lat1,lon1,lat2,lon2 형식이어야 합니다. 받은 값: '1,2'\n"))
        #expect(batch.stderr.contains("1줄 중 1줄을 읽을 수 없습니다"))
    }

    @Test func planDaysReportInKorean() throws {
        let cli = try Self.walk()
        let result = cli.run("plan", "days", "2", "Walk", environment: Self.korean)
        #expect(result.code == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == "Walk: 장소 3개를 2일로, 일차마다 열린 경로")
        #expect(lines.dropFirst().first?.hasPrefix("균형: 장소 수, 하루 ") == true)
        #expect(lines.contains { Self.words($0) == ["일차", "장소", "거리", "현재", "장소", "현재", "거리"] })
        #expect(lines.contains { $0.hasPrefix("1일차: 장소 ") })
        #expect(lines.last == "합계: 999 m (현재 계획: 999 m)")
        #expect(result.stderr.contains("미리 보기입니다. 저장하려면 --apply를 붙여 다시 실행하세요."))
        let refused = cli.run("plan", "days", "9", "Walk", "--lang", "ko")
        #expect(refused.code == 65)
        #expect(refused.stderr == "오류: 'Walk'에는 장소가 3개뿐이라 9일로 나누기에 너무 적습니다. 많아야 3일로 계획하세요\n")
    }

    @Test func scheduleReportInKorean() throws {
        let cli = try Self.walk()
        let result = cli.run("schedule", "Walk", "--lang", "ko")
        #expect(result.code == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.contains("1일차 · 09:00–11:15"))
        #expect(lines.contains { Self.words($0) == ["시각", "장소", "이동", "대기", "체류", "출발"] })
        #expect(lines.contains("이동 15분 · 도보 0 m"))
        #expect(lines.last == "참고: 이동 시간은 직선거리, 우회 비율, 이동 수단별 속도로 낸 추정치입니다.")
        let missing = cli.run("schedule", "Walk", "--day", "5", "--lang", "ko")
        #expect(missing.code == 65)
        #expect(missing.stderr == "오류: 'Walk'에는 5일차 장소가 없습니다\n")
    }

    @Test func expensesAndSettlingInKorean() throws {
        let cli = try Self.walk()
        #expect(cli.run("companion", "add", "지민", "--trip", "Walk").code == 0)
        let added = cli.run(
            "expense", "add", "Walk", "12000", "--desc", "점심", "--paid-by", "me", environment: Self.korean)
        #expect(added.code == 0, "\(added.stderr)")
        #expect(added.stdout.hasPrefix("'Walk'에 지출 "))
        #expect(added.stdout.hasSuffix("을(를) 추가했습니다: 12,000 KRW 점심, 낸 사람 me, 나누는 사람 지민, me\n"))
        let list = cli.run("expense", "list", "Walk", "--lang", "ko")
        let lines = list.stdout.split(separator: "\n")
        #expect(lines.first.map(Self.words) == ["ID", "금액", "낸", "사람", "내용", "몫"])
        #expect(lines.last == "합계: 12,000 KRW")
        let english = cli.run("expense", "list", "Walk", "--lang", "en", environment: Self.korean)
        #expect(
            english.stdout.split(separator: "\n").first.map(Self.words) == [
                "ID", "AMOUNT", "PAID", "BY", "DESCRIPTION", "PARTS",
            ])
        let settle = cli.run("settle", "Walk", "--lang", "ko")
        #expect(settle.stdout.split(separator: "\n").contains { Self.words($0) == ["이름", "낸", "돈", "몫", "잔액"] })
        let unknown = cli.run("expense", "rm", "Walk", "zzz", "--yes", "--lang", "ko")
        #expect(unknown.code == 65)
        #expect(unknown.stderr == "오류: 'Walk'에 id가 'zzz'(으)로 시작하는 지출이 없습니다. 'trip expense list'를 보세요\n")
    }

    /// The engine's own refusals (TripGeo speaks English) read in Korean where the command line reports them.
    @Test func routeEngineErrorsInKorean() {
        Language.$current.withValue(.korean) {
            #expect(RouteError.notAPermutation.words == "순서에 모든 장소가 정확히 한 번씩 들어 있지 않습니다.")
            #expect(DayPlanError.infeasible(day: 0, fixed: 4).words.hasPrefix("1일차에 고정된 장소가 4개라"))
        }
        #expect(RouteError.invalidStay(place: 2).words == RouteError.invalidStay(place: 2).description)
        #expect(
            DayPlanError.invalidDayCount(5, stopCount: 3).words
                == DayPlanError.invalidDayCount(5, stopCount: 3).description)
    }

    /// The time limit note names the limit as `Duration` prints it in English.
    @Test func secondsReadAsDurationPrintsThem() {
        #expect(RouteCommand.seconds(.milliseconds(1500)) == "\(Duration.milliseconds(1500))")
        #expect(RouteCommand.seconds(.seconds(1)) == "\(Duration.seconds(1))")
    }
}
