import Testing

/// TripModel's cost and schedule errors in Korean with `--lang ko`, in English with `--lang en`; a
/// refused command leaves the database as it was.
@Suite struct KoreanCostsScheduleTests {
    static func prepared() throws -> CLIHarness {
        let cli = try CLIHarness()
        let steps: [[String]] = [
            ["new", "Seoul"],
            ["stop", "add", "Seoul", "Palace", "--lat", "37.58", "--lon", "126.98"],
            ["companion", "add", "지민", "--trip", "Seoul"],
        ]
        for step in steps { try #require(cli.run(arguments: step).code == 0, "\(step)") }
        return cli
    }

    static let expense = ["expense", "add", "Seoul", "--desc", "tea", "--paid-by", "me"]
    static let hours = ["stop", "edit", "Seoul", "1", "--hours"]

    @Test(arguments: [
        (
            expense + ["12.5.0"], Int32(64),
            "'12.5.0'은(는) 금액이 아닙니다. 12000, 12,000, 12.50처럼 숫자와 필요하면 소수점을 쓰세요\n'trip expense add --help'를 보세요.",
            "'12.5.0' is not an amount; write digits with an optional decimal point, like 12000, 12,000 or 12.50\nSee 'trip expense add --help'."
        ),
        (
            expense + ["5", "--currency", "XYZ"], 64,
            "'XYZ'은(는) 사용 중인 ISO 4217 통화 코드가 아닙니다. KRW, USD, JPY, EUR 같은 코드를 쓰세요\n'trip expense add --help'를 보세요.",
            "'XYZ' is not an active ISO 4217 currency code; use a code like KRW, USD, JPY or EUR\nSee 'trip expense add --help'."
        ),
        (
            expense + ["5", "--split", "me,ME"], 64,
            "'me'이(가) 두 번 있습니다. 한 사람은 한 번만 쓰세요\n'trip expense add --help'를 보세요.",
            "'me' is listed twice; name each person once\nSee 'trip expense add --help'."
        ),
        (
            expense + ["5", "--split", "me,Bob"], 65, "'Bob'은(는) 이 여행에 없습니다. 다음 중 하나를 쓰세요: 지민, me",
            "'Bob' is not on this trip; use one of: 지민, me"
        ),
        (
            hours + ["Mo 09:00-08:00"], 64,
            "--hours: 영업시간 'Mo 09:00-08:00': '09:00-08:00'은(는) 시작보다 먼저 끝납니다. 자정을 넘는 범위는 쓸 수 없습니다",
            "--hours: opening hours 'Mo 09:00-08:00': '09:00-08:00' ends before it starts; ranges past midnight are not supported"
        ),
        (
            hours + ["PH off"], 64, "--hours: 영업시간 'PH off': 공휴일과 방학('PH')은 쓸 수 없습니다",
            "--hours: opening hours 'PH off': public and school holidays ('PH') are not supported"
        ),
    ])
    func refusedInBothLanguages(arguments: [String], code: Int32, korean: String, english: String) throws {
        let cli = try Self.prepared()
        let before = try cli.dump()
        let inKorean = cli.run(arguments: arguments + ["--lang", "ko"])
        #expect(inKorean.code == code)
        #expect(inKorean.stderr == "오류: \(korean)\n")
        let inEnglish = cli.run(arguments: arguments + ["--lang", "en"])
        #expect(inEnglish.code == code)
        #expect(inEnglish.stderr == "Error: \(english)\n")
        #expect(try cli.dump() == before)
    }
}
