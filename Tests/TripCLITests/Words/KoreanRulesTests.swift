import Foundation
import Testing

@testable import TripCLI

/// TripModel's rules (a stop's day, a companion's name, a trip document's JSON and its stops) refuse
/// in Korean with `--lang ko`, in English with `--lang en`, and leave the database as it was.
@Suite struct KoreanRulesTests {
    /// Runs `arguments` and checks its exit code and stderr, and that the database did not change.
    func refuses(
        _ cli: CLIHarness, _ arguments: [String], code: Int32, stderr: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = try cli.dump()
        let result = cli.run(arguments: arguments)
        #expect(result.code == code, sourceLocation: sourceLocation)
        #expect(result.stderr == stderr, sourceLocation: sourceLocation)
        #expect(try cli.dump() == before, sourceLocation: sourceLocation)
    }

    func write(_ text: String, to name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aDayPastTheEndOfTheTripIsRefusedInKorean() throws {
        let cli = try CLIHarness()
        cli.run("new", "Jeju", "--start", "2026-10-01", "--end", "2026-10-02")
        let add = ["stop", "add", "Jeju", "X", "--lat", "33", "--lon", "126", "--day", "5"]
        try refuses(
            cli, add + ["--lang", "ko"], code: ExitCode.dataError,
            stderr: "오류: 5일차는 'Jeju'의 마지막 날을 지납니다. 이 여행은 2일(2026-10-01 → 2026-10-02)입니다. "
                + "1부터 2까지의 일차를 쓰거나 'trip edit --end'로 종료일을 옮기세요\n")
        try refuses(
            cli, add + ["--lang", "en"], code: ExitCode.dataError,
            stderr: "Error: day 5 is past the end of 'Jeju', which has 2 days (2026-10-01 → 2026-10-02); "
                + "use a day from 1 to 2, or move the end with 'trip edit --end'\n")
    }

    @Test func aCompanionNameWithASeparatorIsRefusedInKorean() throws {
        let cli = try CLIHarness()
        cli.run("new", "Busan")
        let add = ["companion", "add", "Kim,Jimin", "--trip", "Busan"]
        try refuses(
            cli, add + ["--lang", "ko"], code: ExitCode.usage,
            stderr: "오류: 동행자 이름에는 ','나 '='를 쓸 수 없습니다(--split과 --shares가 이름 사이에 씁니다): 'Kim,Jimin'\n")
        try refuses(
            cli, add + ["--lang", "en"], code: ExitCode.usage,
            stderr:
                "Error: a companion's name cannot contain ',' or '=' (--split and --shares use them between names): "
                + "'Kim,Jimin'\n")
    }

    @Test func aBrokenTripDocumentIsRefusedInKorean() throws {
        let cli = try CLIHarness()
        cli.run("new", "Seoul")
        let missing = try write("{\"name\": 3}", to: "missing.json")
        try refuses(
            cli, ["import", missing, "--lang", "ko"], code: ExitCode.dataError,
            stderr: "오류: \(missing): id: 꼭 있어야 하는 필드가 없습니다\n")
        try refuses(
            cli, ["import", missing, "--lang", "en"], code: ExitCode.dataError,
            stderr: "Error: \(missing): id: required field is missing\n")
        let cut = try write("{\"name\": \"A\", ", to: "cut.json")
        let result = cli.run("import", cut, "--lang", "ko")
        #expect(result.code == ExitCode.dataError)
        #expect(result.stderr == "오류: \(cut): 올바른 JSON이 아닙니다: 1번째 줄 15번째 글자: 큰따옴표로 감싼 필드 이름이 와야 합니다\n")
    }

    @Test func aStopOutOfPlaceInAnImportedTripIsRefusedInKorean() throws {
        let cli = try CLIHarness()
        let document = """
            {"companions": [], "createdAt": "2026-10-01T00:00:00.000Z", "endDate": null, "expenses": [],
             "finishedAt": null, "id": "11111111-1111-4111-8111-111111111111", "name": "Dup", "notes": "",
             "startDate": null, "status": "planning", "updatedAt": "2026-10-01T00:00:00.000Z",
             "stops": [{"address": "", "day": null, "id": "22222222-2222-4222-8222-222222222222",
              "latitude": 37, "locked": false, "longitude": 127, "name": "X", "notes": "", "position": 4,
              "spotId": null, "updatedAt": "2026-10-01T00:00:00.000Z"}]}
            """
        let path = try write(document, to: "position.json")
        try refuses(
            cli, ["import", path, "--lang", "ko"], code: ExitCode.dataError,
            stderr: "오류: \(path): stops[0].position: 위치 4은(는) 1이어야 합니다. 위치는 1부터 차례로 매겨야 합니다\n")
        try refuses(
            cli, ["import", path, "--lang", "en"], code: ExitCode.dataError,
            stderr: "Error: \(path): stops[0].position: position 4 should be 1: positions run 1…n in order\n")
    }
}
