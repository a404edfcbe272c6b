import Foundation
import Testing
import TripModel

@testable import TripCLI

/// Every command's help, byte for byte, against `Golden/help/<command path>.txt` in English and
/// `Golden/help/ko/<command path>.txt` in Korean.
///
/// The tree is walked, so a new command without a golden file fails here. `scripts/record-help`
/// re-records the files (it sets `TRIP_RECORD_HELP=1`); review the diff before committing it.
@Suite struct GoldenHelpTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").appendingPathComponent("help")

    /// The English files at the top, each other language in its own folder.
    static func directory(_ language: Language) -> URL {
        language == .english ? directory : directory.appendingPathComponent(language.rawValue)
    }
    static let recording = ProcessInfo.processInfo.environment["TRIP_RECORD_HELP"] == "1"

    /// `trip.txt` for the root, `stop-add.txt` for `trip stop add`.
    static func fileName(_ path: [String]) -> String {
        (path.isEmpty ? "trip" : path.joined(separator: "-")) + ".txt"
    }

    static func everyCommand() -> [(CommandSpec, [String])] {
        var found: [(CommandSpec, [String])] = []
        func visit(_ command: CommandSpec, _ path: [String]) {
            found.append((command, path))
            for subcommand in command.subcommands { visit(subcommand, path + [subcommand.name]) }
        }
        visit(Commands.root, [])
        return found
    }

    @Test(arguments: Language.allCases)
    func everyCommandsHelpMatchesItsGoldenFile(language: Language) throws {
        let directory = Self.directory(language)
        if Self.recording {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        for (command, path) in Self.everyCommand() {
            let file = directory.appendingPathComponent(Self.fileName(path))
            let help = Language.$current.withValue(language) { HelpRenderer(command: command, path: path).render() }
            if Self.recording {
                try help.write(to: file, atomically: true, encoding: .utf8)
                continue
            }
            let golden = try? String(contentsOf: file, encoding: .utf8)
            #expect(golden != nil, "no \(file.lastPathComponent); run scripts/record-help")
            #expect(golden == nil || help == golden, "\(file.lastPathComponent) differs; run scripts/record-help")
        }
    }

    @Test(arguments: Language.allCases)
    func noGoldenFileIsLeftForACommandThatIsGone(language: Language) throws {
        let directory = Self.directory(language)
        let expected = Set(Self.everyCommand().map { Self.fileName($0.1) })
        let present = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".txt") }
        for stale in present where !expected.contains(stale) {
            if Self.recording {
                try FileManager.default.removeItem(at: directory.appendingPathComponent(stale))
            } else {
                Issue.record("\(stale) names no command; run scripts/record-help")
            }
        }
    }

    @Test func fileNamesDoNotCollide() {
        let names = Self.everyCommand().map { Self.fileName($0.1) }
        #expect(Set(names).count == names.count)
    }
}
