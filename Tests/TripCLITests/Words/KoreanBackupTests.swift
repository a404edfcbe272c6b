import Foundation
import Testing

@testable import TripCLI

/// The backup commands' words in Korean, chosen by `--lang ko` or a Korean locale, and English again
/// with `--lang en` under a Korean locale.
@Suite struct KoreanBackupTests {
    static let korean = ["LANG": "ko_KR.UTF-8"]

    @Test func createAndVerifyReportInKorean() throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 2, stops: 3)
        let path = cli.file("b.tar.zst")
        let created = cli.run("backup", "create", path, "--lang", "ko")
        #expect(created.code == 0)
        #expect(created.stdout == "\(path)에 백업했습니다: 여행 2개, 방문지 6개\n")
        let verified = cli.run("backup", "verify", path, environment: Self.korean)
        #expect(verified.code == 0)
        #expect(verified.stdout == "\(path): 이상 없음, trip 백업 (tar.zst), 여행 2개, 방문지 6개\n")
        let english = cli.run("backup", "verify", path, "--lang", "en", environment: Self.korean)
        #expect(english.code == 0)
        #expect(english.stdout == "\(path): OK, trip backup (tar.zst), 2 trips, 6 stops\n")
    }

    @Test func aBadArchiveNamesTheEntryAndFieldInKorean() throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 1, stops: 1)
        let good = cli.file("good.tar.gz")
        #expect(cli.run("backup", "create", good).code == 0)
        let entry = try #require(try BackupTamper.entries(good).map(\.0).first { $0.hasPrefix("trips/") })
        let stranger = "ffffffff-0000-4000-8000-000000000001"
        let bad = cli.file("bad.tar.gz")
        try BackupTamper.rewrite(good, to: bad) { name, text in
            name == entry ? BackupTamper.replacing("\n  \"id\" : ", with: "\"\(stranger)\"", in: text) : text
        }
        let korean = cli.run("backup", "verify", bad, "--lang", "ko")
        #expect(korean.code == 65)
        #expect(korean.stdout == "")
        #expect(korean.stderr == "오류: \(bad), 항목 '\(entry)', 필드 'id': \(stranger)이(가) 항목 이름과 맞지 않습니다.\n")
        let english = cli.run("backup", "verify", bad, "--lang", "en", environment: Self.korean)
        #expect(english.code == 65)
        #expect(
            english.stderr
                == "Error: \(bad), entry '\(entry)', field 'id': \(stranger) does not match the entry name.\n")
    }

    @Test func restoreReportsAndRefusalsReadInKorean() throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 1, stops: 2)
        let path = cli.file("b.tar.gz")
        #expect(cli.run("backup", "create", path).code == 0)
        let again = cli.run("backup", "restore", path, environment: Self.korean)
        #expect(again.code == 0)
        #expect(again.stdout == "\(path): 백업을 복원했습니다 (merge): 추가 0, 갱신 0, 변경 없음 1, 삭제 0\n")
        let both = cli.run("backup", "restore", path, "--merge", "--replace", "--lang", "ko")
        #expect(both.code == 64)
        #expect(both.stderr.hasPrefix("오류: --merge와 --replace 중 하나만 고르세요\n"))
        let missing = cli.run("backup", "restore", cli.file("nowhere.tar.gz"), "--lang", "ko")
        #expect(missing.code == 66)
        #expect(missing.stderr == "오류: \(cli.file("nowhere.tar.gz")): 그런 파일이 없습니다\n")
    }
}
