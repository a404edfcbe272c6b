import Foundation
import Testing

@Suite struct EncryptedBackupCLITests {
    /// A backup encrypted with "right passphrase" whose first trip entry has one encrypted byte flipped.
    private func damagedBackup(_ cli: CLIHarness) throws -> String {
        cli.run("new", "Jeju")
        cli.run("stop", "add", "Jeju", "성산일출봉", "--lat", "33.458056", "--lon", "126.9425")
        let path = cli.directory.appendingPathComponent("secret.zip").path
        #expect(
            cli.run("backup", "create", path, "--encrypt", environment: ["TRIP_PASSPHRASE": "right passphrase"]).code
                == 0)
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let name = Array("trips/".utf8)
        let at = try #require((0..<bytes.count - name.count).first { Array(bytes[$0..<$0 + name.count]) == name })
        // The first match is in the local header: data starts after the name and the extra field;
        // the salt (16 bytes) and the password verifier (2) come before the encrypted bytes.
        let header = at - 30
        let nameLength = Int(bytes[header + 26]) | Int(bytes[header + 27]) << 8
        let extraLength = Int(bytes[header + 28]) | Int(bytes[header + 29]) << 8
        bytes[at + nameLength + extraLength + 18 + 3] ^= 0x01
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aDamagedEntryIsReportedAsDamageWithTheRightPassphrase() throws {
        let cli = try CLIHarness()
        let path = try damagedBackup(cli)
        let before = try cli.dump()
        for command in [["backup", "verify", path], ["backup", "restore", path]] {
            let result = cli.run(arguments: command, environment: ["TRIP_PASSPHRASE": "right passphrase"])
            #expect(result.code == 65)
            #expect(result.stderr.hasPrefix("Error: \(path), entry 'trips/"))
            #expect(result.stderr.contains("': integrity check failed: the encrypted data is damaged ("))
            #expect(result.stderr.hasSuffix("); the passphrase is right, so restore another copy.\n"))
            #expect(!result.stderr.contains("passphrase is wrong"))
        }
        #expect(try cli.dump() == before)
    }

    @Test func aWrongPassphraseIsStillCalledWrong() throws {
        let cli = try CLIHarness()
        let path = try damagedBackup(cli)
        let before = try cli.dump()
        for command in [["backup", "verify", path], ["backup", "restore", path]] {
            let result = cli.run(arguments: command, environment: ["TRIP_PASSPHRASE": "not it"])
            #expect(result.code == 65)
            #expect(result.stderr == "Error: \(path): the passphrase is wrong.\n")
        }
        #expect(try cli.dump() == before)
    }
}
