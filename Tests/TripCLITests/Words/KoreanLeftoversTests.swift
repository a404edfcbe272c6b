import Foundation
import Testing
import TripBackup
import TripGeo
import TripModel
import TripPlanning

@testable import TripCLI

/// The messages that were still English under `--lang ko`: JSON syntax, fare model files, expense and
/// schedule checks of a trip document, the route engine's refusals, the nouns named in coordinate
/// errors, and the names `trip` makes up and stores. Korean with `--lang ko`, English unchanged with
/// `--lang en`; a refused command leaves the database as it was.
@Suite struct KoreanLeftoversTests {
    /// A trip document with one expense, the shape `trip export --format json` writes.
    static let document = """
        {"id": "0b6f3a52-9d0e-4c8e-a8f6-3c1d2e4f5a6b", "name": "Seoul", "notes": "", "status": "planning",
         "createdAt": "2026-12-01T09:00:00.000Z", "updatedAt": "2026-12-01T09:00:00.000Z",
         "startDate": null, "endDate": null, "finishedAt": null,
         "companions": [{"id": "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f", "name": "지민",
                         "updatedAt": "2026-12-01T09:00:00.000Z"}],
         "stops": [{"id": "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a", "position": 1, "name": "Palace", "address": "",
                    "notes": "", "latitude": 37.58, "longitude": 126.98, "day": null, "locked": false,
                    "spotId": null, "updatedAt": "2026-12-01T09:00:00.000Z"}],
         "expenses": [{"id": "3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b", "amount": 5000, "currency": "KRW",
                       "description": "tea", "paidBy": "me",
                       "shares": [{"name": "지민", "weight": 1}, {"name": "me", "weight": 1}],
                       "createdAt": "2026-12-01T09:00:00.000Z", "updatedAt": "2026-12-01T09:00:00.000Z"}]__DAYS__}
        """

    static func document(replacing original: String = "", with replacement: String = "", days: String = "") -> String {
        let text = document.replacingOccurrences(of: "__DAYS__", with: days.isEmpty ? "" : ", \"dayPlans\": \(days)")
        return original.isEmpty ? text : text.replacingOccurrences(of: original, with: replacement)
    }

    /// Runs `arguments` (with `{file}` standing for a file holding `contents`) in both languages and
    /// checks the exact error, the exit code, and that nothing was written.
    static func refused(
        _ arguments: [String], contents: String, code: Int32, korean: String, english: String,
        file name: String = "input.json"
    ) throws {
        let cli = try CLIHarness()
        try #require(cli.run("new", "Seoul").code == 0)
        try #require(cli.run("stop", "add", "Seoul", "Gate", "--lat", "37.57", "--lon", "126.97").code == 0)
        try #require(cli.run("stop", "add", "Seoul", "Tower", "--lat", "37.55", "--lon", "126.99").code == 0)
        let path = try cli.file(name, contents)
        let filled = arguments.map { $0 == "{file}" ? path : $0 }
        let before = try cli.dump()
        let inKorean = cli.run(arguments: filled + ["--lang", "ko"])
        #expect(inKorean.code == code)
        #expect(inKorean.stderr == "오류: \(korean.replacingOccurrences(of: "{file}", with: path))\n")
        #expect(inKorean.stdout.isEmpty)
        let inEnglish = cli.run(arguments: filled + ["--lang", "en"])
        #expect(inEnglish.code == code)
        #expect(inEnglish.stderr == "Error: \(english.replacingOccurrences(of: "{file}", with: path))\n")
        #expect(try cli.dump() == before)
    }

    // MARK: JSON syntax

    @Test(arguments: [
        (
            "{\"id\": \"x\",\n \"name\": tru}", "{file}: 올바른 JSON이 아닙니다: 2번째 줄 10번째 글자: true이(가) 와야 합니다",
            "{file}: not valid JSON: line 2, column 10: expected true"
        ),
        (
            "{\"id\": \"x\"\n\"name\": 1}", "{file}: 올바른 JSON이 아닙니다: 2번째 줄 1번째 글자: 필드 뒤에 ','나 '}'가 와야 합니다",
            "{file}: not valid JSON: line 2, column 1: expected ',' or '}' after a field"
        ),
        (
            "[1, 2", "{file}: 올바른 JSON이 아닙니다: 1번째 줄 6번째 글자: 목록을 ']'로 닫기 전에 문서가 끝납니다",
            "{file}: not valid JSON: line 1, column 6: the document ends before the list is closed with ']'"
        ),
    ])
    func aBrokenDocumentIsPlacedInKorean(contents: String, korean: String, english: String) throws {
        try Self.refused(["import", "{file}"], contents: contents, code: 65, korean: korean, english: english)
    }

    /// Every syntax problem has its Korean sentence: no English word is left in it but JSON's own.
    @Test(arguments: [
        "{\"a\": 1,\n \"b\": }", "{\"a\": 1\n\"b\": 2}", "[1, 2", "[1, 2 3]", "{\"이름\": \"제주\n\"}", "{\"a\": tru}",
        "{} {}", "{a: 1}", "", "{\"a\"", "{\"a\": 1", "\"\\x\"", "\"\\u12g4\"", "\"abc", "-", "1.", "1e",
        String(repeating: "[", count: 600),
    ])
    func everySyntaxProblemReadsInKorean(text: String) throws {
        let error = try #require(throws: JSONSyntaxError.self) { try JSONSyntax.check(Array(text.utf8)) }
        let korean = Language.$current.withValue(.korean) { error.description }
        let english = try Regex(#"[A-Za-z]{3,}"#)
        let words = korean.matches(of: english).map { String(korean[$0.range]) }
        #expect(words.allSatisfy { ["true", "false", "null"].contains($0) }, "\(korean)")
        #expect(korean.hasPrefix("\(error.line)번째 줄 \(error.column)번째 글자: "))
    }

    // MARK: fare model files

    static let fare = """
        {"name": "T", "currency": "KRW", "baseFare": 1000, "baseDistanceMeters": 1000, "stepDistanceMeters": 100,
         "stepFare": 100, "roundingUnit": 100, "nightSurcharges": [{"from": "22:00", "to": "04:00", "percent": 20}]}
        """

    @Test(arguments: [
        (
            fare.replacingOccurrences(of: "\"KRW\"", with: "\"krw\""),
            "요금 모델 {file}의 'currency'이(가) 잘못되었습니다: 'krw'은(는) 대문자로 쓴 사용 중인 ISO 4217 코드가 아닙니다",
            "the fare model {file} is invalid at 'currency': 'krw' is not an upper-case active ISO 4217 code"
        ),
        (
            fare.replacingOccurrences(of: "\"22:00\"", with: "\"25:00\""),
            "요금 모델 {file}의 'nightSurcharges[0].from'이(가) 잘못되었습니다: '25:00'은(는) HH:MM 형식의 시각이 아닙니다",
            "the fare model {file} is invalid at 'nightSurcharges[0].from': '25:00' is not a time HH:MM"
        ),
        (
            fare.replacingOccurrences(of: "\"04:00\"", with: "\"22:00\""),
            "요금 모델 {file}의 'nightSurcharges[0]'이(가) 잘못되었습니다: from과 to가 같아서 시간대가 비게 됩니다",
            "the fare model {file} is invalid at 'nightSurcharges[0]': from and to are equal; the window would be empty"
        ),
        (
            fare.replacingOccurrences(of: "\"stepFare\": 100", with: "\"stepFare\": -1"),
            "요금 모델 {file}의 'stepFare'이(가) 잘못되었습니다: 0…1000000 보조 단위여야 합니다",
            "the fare model {file} is invalid at 'stepFare': must be 0…1000000 minor units"
        ),
        (
            fare.replacingOccurrences(of: "\"stepFare\": 100", with: "\"stepFare\": 100, \"steps\": 1"),
            "요금 모델 {file}의 'steps'이(가) 잘못되었습니다: 알 수 없는 필드입니다",
            "the fare model {file} is invalid at 'steps': unknown field"
        ),
        (
            fare.replacingOccurrences(of: "\"baseFare\": 1000", with: "\"baseFare\": \"x\""),
            "요금 모델 {file}의 'baseFare'이(가) 잘못되었습니다: 정수이(가) 와야 합니다",
            "the fare model {file} is invalid at 'baseFare': expected a whole number"
        ),
        (
            "[1", "요금 모델 {file}의 '(최상위)'이(가) 잘못되었습니다: 올바른 JSON이 아닙니다",
            "the fare model {file} is invalid at '(top level)': not valid JSON"
        ),
    ])
    func aRefusedFareModelSaysWhyInKorean(contents: String, korean: String, english: String) throws {
        try Self.refused(
            ["fare", "Seoul", "--model", "{file}"], contents: contents, code: 65, korean: korean, english: english)
    }

    // MARK: expenses and schedule of an imported document

    @Test(arguments: [
        (
            document(replacing: "\"amount\": 5000", with: "\"amount\": -5"),
            "{file}: expenses[0]: 금액 -5은(는) 0보다 커야 합니다", "{file}: expenses[0]: amount -5 must be positive"
        ),
        (
            document(replacing: "\"amount\": 5000", with: "\"amount\": 10000000000000000"),
            "{file}: expenses[0]: 금액 10000000000000000이(가) 15자리를 넘습니다",
            "{file}: expenses[0]: amount 10000000000000000 is over 15 digits"
        ),
        (
            document(replacing: "{\"name\": \"me\", \"weight\": 1}", with: "{\"name\": \"지민\", \"weight\": 1}"),
            "{file}: expenses[0]: 몫에 같은 사람이 두 번 나옵니다", "{file}: expenses[0]: a person appears twice in shares"
        ),
        (
            document(replacing: "\"weight\": 1}]", with: "\"weight\": 1000001}]"),
            "{file}: expenses[0]: 몫의 가중치는 1000000을(를) 넘을 수 없습니다",
            "{file}: expenses[0]: a share weight must not exceed 1000000"
        ),
        (
            document(replacing: "\"currency\": \"KRW\"", with: "\"currency\": \"krw\""),
            "{file}: expenses[0]: 통화 'krw'은(는) ISO 4217 코드가 아닙니다",
            "{file}: expenses[0]: currency 'krw' is not an ISO 4217 code"
        ),
        (
            document(days: "[{\"day\": 2}, {\"day\": 1}]"), "{file}: dayPlans[1]: 일차는 순서대로 한 번씩만 적어야 합니다",
            "{file}: dayPlans[1]: days must be listed once each, in order"
        ),
        (
            document(days: "[{\"day\": 400}]"), "{file}: dayPlans[0]: 400일차가 1…366 범위를 벗어납니다",
            "{file}: dayPlans[0]: day 400 is outside 1…366"
        ),
        (
            document(days: "[{\"day\": 1, \"lodging\": {\"name\": \"Inn\", \"latitude\": 95, \"longitude\": 127}}]"),
            "{file}: dayPlans[0]: 숙소 'Inn'의 좌표 95.0,127.0이(가) 올바르지 않습니다",
            "{file}: dayPlans[0]: lodging 'Inn' has an invalid coordinate 95.0,127.0"
        ),
        (
            document(replacing: "\"status\": \"planning\"", with: "\"status\": \"gone\""),
            "{file}: status: 'gone'은(는) 쓸 수 있는 값이 아닙니다", "{file}: status: 'gone' is not one of the allowed values"
        ),
        (
            document(replacing: "\"startDate\": null", with: "\"startDate\": \"2026-13-01\""),
            "{file}: startDate: '2026-13-01'은(는) YYYY-MM-DD 형식의 날짜가 아닙니다",
            "{file}: startDate: '2026-13-01' is not a date in the form YYYY-MM-DD"
        ),
        (
            document(replacing: "\"finishedAt\": null", with: "\"finishedAt\": \"yesterday\""),
            "{file}: finishedAt: 'yesterday'은(는) 2026-11-30T13:06:50.123Z 같은 ISO-8601 시각이 아닙니다",
            "{file}: finishedAt: 'yesterday' is not an ISO-8601 timestamp like 2026-11-30T13:06:50.123Z"
        ),
    ])
    func aRefusedDocumentSaysWhyInKorean(contents: String, korean: String, english: String) throws {
        try Self.refused(["import", "{file}"], contents: contents, code: 65, korean: korean, english: english)
    }

    @Test func theBaseDocumentImports() throws {
        let cli = try CLIHarness()
        let result = cli.run("import", try cli.file("trip.json", Self.document()))
        #expect(result.code == 0, "\(result.stderr)")
    }

    // MARK: the route engine's refusals

    /// Planning hands on the engine's reason as a fact; the command line words it in the user's language.
    @Test(arguments: [
        (
            RouteError.invalidTime, "경로의 시작 시각이나 가장 늦은 끝 시각이 숫자가 아니거나 범위를 벗어납니다.",
            "The start time or the latest end of the route is not a number or out of range."
        ),
        (
            RouteError.conflictingConstraint(node: 3), "장소 3이(가) 경로의 정해진 시작이나 끝과 어긋나는 위치에 고정되었습니다.",
            "Place 3 is locked at a position that contradicts the route's fixed start or end."
        ),
    ])
    func theRouteEnginesRefusalReadsInKorean(reason: RouteError, korean: String, english: String) {
        let error = PlanningError.engineRejected(reason)
        let inKorean = Language.$current.withValue(.korean) {
            ErrorReporting.cliError(for: error, commandPath: ["route"])
        }
        #expect(inKorean.exitCode == 1)
        #expect(inKorean.description == "경로 엔진이 요청을 거부했습니다: \(korean)")
        let inEnglish = ErrorReporting.cliError(for: error, commandPath: ["route"])
        #expect(inEnglish.description == "the route engine rejected the request: \(english)")
        // The English is TripGeo's own description, as before planning passed the reason on as a fact.
        #expect(english == reason.description)
    }

    // MARK: nouns in coordinate errors

    @Test func aMalformedBaseIsNamedInKorean() throws {
        try Self.refused(
            ["plan", "days", "Seoul", "2", "--base", "a,b"], contents: "", code: 64,
            korean: "숙소은(는) 37.5796,126.977 같은 lat,lon이어야 합니다. 받은 값: 'a,b'",
            english: "the base must be lat,lon like 37.5796,126.977, got 'a,b'")
    }

    // MARK: names trip makes up and stores

    @Test func aCopyIsNamedInTheLanguageOfTheCommandThatMadeIt() throws {
        let cli = try CLIHarness()
        try #require(cli.run("new", "Seoul").code == 0)
        let first = cli.run("copy", "Seoul", "--lang", "ko")
        #expect(first.code == 0)
        #expect(first.stdout.hasPrefix("'Seoul (사본)'("))
        #expect(cli.run("copy", "Seoul", "--lang", "ko").stdout.hasPrefix("'Seoul (사본 2)'("))
        let english = cli.run("copy", "Seoul", "--lang", "en")
        #expect(english.stdout.hasPrefix("Created 'Seoul (copy)' ("))
        #expect(cli.run("copy", "Seoul", "--lang", "en").stdout.hasPrefix("Created 'Seoul (copy 2)' ("))
        let names = cli.run("list", "--json").stdout
        for name in ["Seoul (사본)", "Seoul (사본 2)", "Seoul (copy)", "Seoul (copy 2)"] {
            #expect(names.contains("\"\(name)\""), "\(name)")
        }
    }

    /// Standard input has no file name to name the trip after (the harness cannot feed a real stdin).
    @Test func aTripFromStandardInputIsNamedInTheCommandsLanguage() {
        #expect(Language.$current.withValue(.korean) { ImportFormats.fileStem("-") } == "가져온 여행")
        #expect(ImportFormats.fileStem("-") == "Imported trip")
        #expect(Language.$current.withValue(.korean) { ImportFormats.fileStem("trips/jeju.gpx") } == "jeju")
    }

    /// A place the app saved without a name becomes a stop named by its number, in the restore's language.
    @Test func anUnnamedLegacyPlaceIsNamedInTheRestoresLanguage() {
        let place = LegacyStop(name: " ", address: "", latitude: 37.5, longitude: 127.0, turn: 1)
        let backup = LegacyBackup(trips: [LegacyTrip(name: "t", isTraveling: true, stops: [place], companions: [])])
        let time = Timestamp(millisecondsSinceEpoch: 0)
        let korean = Language.$current.withValue(.korean) { LegacyConversion.trips(from: backup, backupTime: time) }
        #expect(korean.trips.first?.stops.map(\.name) == ["방문지 1"])
        let english = LegacyConversion.trips(from: backup, backupTime: time)
        #expect(english.trips.first?.stops.map(\.name) == ["Stop 1"])
    }

    // MARK: route files and TourAPI pages

    @Test(arguments: [
        (
            "trip.gpx", "<gpx><trk", "{file} 1행이(가) 올바르지 않습니다: 문서가 일찍 끝나거나 루트 요소 뒤에 내용이 있습니다",
            "{file} line 1 is not valid: the document ends early or has content after the root element"
        ),
        (
            "trip.csv", "name,lat,lon\n", "{file}에 가져올 점이 없습니다: 머리글만 있고 행이 없습니다",
            "{file} holds no points to import: it has a header but no rows"
        ),
        (
            "trip.kml", "<kml><Document><Placemark><name>A</name></Placemark></Document></kml>",
            "{file}에 가져올 점이 없습니다: Point가 있는 Placemark가 없습니다",
            "{file} holds no points to import: it has no Placemark with a Point"
        ),
        (
            "trip.geojson", "{\"type\": \"FeatureCollection\", \"features\": [1]}",
            "{file} 1행, 필드 'features[0]': feature는 객체여야 합니다",
            "{file} line 1, field 'features[0]': a feature must be an object"
        ),
        (
            "trip.geojson", "{\"type\": \"FeatureCollection\",\n \"features\": [\n1,,]}",
            "{file} 3행이(가) 올바르지 않습니다: 3번째 글자: 값(객체, 목록, 큰따옴표로 감싼 텍스트, 숫자, true, false, null)이 와야 합니다",
            "{file} line 3 is not valid: column 3: expected a value (an object, a list, text in double quotes, a number, true, false or null)"
        ),
    ])
    func aRefusedRouteFileSaysWhyInKorean(name: String, contents: String, korean: String, english: String) throws {
        let arguments = ["import", "{file}"] + (name.hasSuffix(".geojson") ? ["--format", "geojson"] : [])
        try Self.refused(arguments, contents: contents, code: 65, korean: korean, english: english, file: name)
    }

    @Test func aBrokenTourAPIPageIsPlacedInKorean() throws {
        try Self.refused(
            ["spots", "import", "{file}"], contents: "{\"response\": }", code: 65,
            korean: "{file}: 올바른 JSON 파일이 아닙니다 (1번째 줄 14번째 글자: 값(객체, 목록, 큰따옴표로 감싼 텍스트, 숫자, true, false, null)이 와야 합니다)",
            english:
                "{file}: the file is not valid JSON (line 1, column 14: expected a value (an object, a list, text in double quotes, a number, true, false or null))"
        )
    }

    // MARK: exported reports

    static func jeju() throws -> CLIHarness {
        let cli = try CLIHarness()
        let steps: [[String]] = [
            ["new", "Jeju", "--start", "2026-12-10", "--end", "2026-12-11"],
            ["stop", "add", "Jeju", "동문시장", "--lat", "33.5116", "--lon", "126.5262", "--day", "1"],
            [
                "stop", "add", "Jeju", "성산일출봉", "--lat", "33.4581", "--lon", "126.9425", "--day", "1", "--address",
                "서귀포시 성산읍",
            ],
            ["companion", "add", "지민", "--trip", "Jeju"],
        ]
        for step in steps { try #require(cli.run(arguments: step).code == 0, "\(step)") }
        return cli
    }

    @Test func theMarkdownReportIsWrittenInTheCommandsLanguage() throws {
        let cli = try Self.jeju()
        let korean = cli.run("export", "Jeju", "--format", "md", "--lang", "ko")
        #expect(korean.code == 0)
        #expect(
            korean.stdout == """
                # Jeju

                _2026-12-10 – 2026-12-11 · 장소 2곳 · 39.1 km_

                **동행:** 지민

                ## 1일차 — 2026-12-10 (목) · 39.1 km

                | # | 장소 | 주소 | 이전 장소에서 |
                |---:|---|---|---:|
                | 1 | 동문시장 |   | — |
                | 2 | 성산일출봉 | 서귀포시 성산읍 | 39.1 km |

                """)
        let english = cli.run("export", "Jeju", "--format", "md", "--lang", "en")
        #expect(
            english.stdout == """
                # Jeju

                _2026-12-10 – 2026-12-11 · 2 stops · 39.1 km_

                **Companions:** 지민

                ## Day 1 — 2026-12-10 (Thu) · 39.1 km

                | # | Stop | Address | From previous |
                |---:|---|---|---:|
                | 1 | 동문시장 |   | — |
                | 2 | 성산일출봉 | 서귀포시 성산읍 | 39.1 km |

                """)
    }

    @Test func theMapsLegendIsWrittenInTheCommandsLanguage() throws {
        let cli = try Self.jeju()
        let korean = cli.run("export", "Jeju", "--format", "svg", "--lang", "ko").stdout
        #expect(korean.contains(">1일차 · 장소 2곳, 39.1 km</text>"))
        let english = cli.run("export", "Jeju", "--format", "svg", "--lang", "en").stdout
        #expect(english.contains(">Day 1 · 2 stops, 39.1 km</text>"))
    }

    // MARK: tariff names

    /// A built-in tariff is named in the command's language; a model from the user's file keeps its name.
    @Test func aBuiltInTariffIsNamedInKorean() throws {
        let cli = try Self.jeju()
        let korean = cli.run("fare", "Jeju", "--lang", "ko")
        #expect(korean.code == 0)
        #expect(korean.stdout.hasPrefix("Jeju: 제주 중형 택시 (2024-07-01부터), 2명\n"))
        #expect(korean.stderr.hasPrefix("참고: 요금표 제주 중형 택시 (2024-07-01부터): "))
        let deluxe = cli.run("fare", "Jeju", "--taxi", "deluxe", "--lang", "ko")
        #expect(deluxe.stdout.hasPrefix("Jeju: 서울 모범·대형 택시 (2023-02-01부터), 2명\n"))
        let english = cli.run("fare", "Jeju", "--lang", "en")
        #expect(english.stdout.hasPrefix("Jeju: Jeju mid-size taxi (since 2024-07-01), 2 people\n"))
        let own = try cli.file("own.json", Self.fare)
        #expect(cli.run("fare", "Jeju", "--model", own, "--lang", "ko").stdout.hasPrefix("Jeju: T, 2명\n"))
    }

    @Test func anUnknownFacilityIsRefusedInKorean() throws {
        let known = BarrierFreeFacility.allCases.map(\.rawValue).joined(separator: ", ")
        try Self.refused(
            ["spots", "near", "35.1,129.1", "--accessible", "wheelchair,lift"], contents: "", code: 64,
            korean: "--accessible: 알 수 없는 시설 'lift'입니다. 다음 중 하나를 쓰세요: \(known)",
            english: "--accessible: unknown facility 'lift'; use one of \(known)")
    }

    /// Only the page has a place for taxi fares; the trip document refuses `--taxi` rather than dropping it.
    @Test func taxiFaresOutsideThePageAreRefusedInKorean() throws {
        try Self.refused(
            ["export", "Seoul", "--format", "json", "--taxi", "mid"], contents: "", code: 64,
            korean: "--taxi는 html이나 pdf 페이지에 택시 요금을 더합니다. --format json에는 넣을 곳이 없습니다\n'trip export --help'를 보세요.",
            english:
                "--taxi adds fares to the html or pdf page; --format json has no place for them\nSee 'trip export --help'."
        )
    }
}
