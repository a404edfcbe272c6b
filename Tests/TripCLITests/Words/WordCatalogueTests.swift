import Foundation
import Testing
import TripBackup
import TripFormats
import TripModel
import TripPlanning
import TripStore
import TripSync

@testable import TripCLI

/// The English and Korean catalogues of every module: complete, with matching placeholders, and
/// holding exactly the keys the code asks for.
@Suite struct WordCatalogueTests {
    /// Each module's source folder and its catalogue.
    static let modules: [(folder: String, catalogue: WordCatalogue)] = [
        ("TripCLI", CLIWords.catalogue),
        ("TripModel", ModelWords.catalogue),
        ("TripStore", StoreWords.catalogue),
        ("TripBackup", BackupWords.catalogue),
        ("TripSync", SyncWords.catalogue),
        ("TripFormats", FormatWords.catalogue),
        ("TripPlanning", PlanningWords.catalogue),
    ]

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    @Test(arguments: modules.map(\.folder))
    func everyKeyIsInBothLanguagesWithTheSamePlaceholders(folder: String) throws {
        let catalogue = try #require(Self.modules.first { $0.folder == folder }).catalogue
        #expect(catalogue.problems() == [], "\(folder)")
    }

    @Test(arguments: modules.map(\.folder))
    func theCodeAsksOnlyForKeysTheCatalogueHasAndUsesThemAll(folder: String) throws {
        let catalogue = try #require(Self.modules.first { $0.folder == folder }).catalogue
        let uses = try SourceKeys.scan(Self.sources.appendingPathComponent(folder))
        #expect(uses.dynamic == [], "\(folder): keys must be string literals so this test can see them")
        let missing = uses.keys.subtracting(catalogue.english.keys).sorted()
        #expect(missing == [], "\(folder): keys used but not in the catalogue")
        let unused = Set(catalogue.english.keys).subtracting(uses.keys).sorted()
        #expect(unused == [], "\(folder): keys in the catalogue that nothing uses")
    }

    @Test func everyHelpTextOfTheCommandTreeHasItsKorean() {
        var missing: Set<String> = []
        var seen: Set<String> = []
        for (command, _) in GoldenHelpTests.everyCommand() {
            var texts = [command.abstract, command.discussion] + command.arguments.map(\.help)
            for option in command.allOptions {
                texts.append(option.help)
                if let expects = option.expects { texts.append(expects) }
            }
            for text in texts where !text.isEmpty {
                seen.insert(text)
                if CLIWords.koreanHelp[text] == nil { missing.insert(text) }
            }
        }
        #expect(missing.sorted() == [], "help without Korean")
        let stale = Set(CLIWords.koreanHelp.keys).subtracting(seen).sorted()
        #expect(stale == [], "Korean help for texts no command declares")
    }

    @Test func helpGivenTwiceReadsTheSameEverywhere() {
        var korean: [String: String] = [:]
        for area in CLIWords.koreanHelpAreas {
            for (english, text) in area {
                if let earlier = korean[english] { #expect(earlier == text, "\(english)") }
                korean[english] = text
            }
        }
    }

    /// Options, placeholders like `<PATH>` and environment variables named in the English help must
    /// survive translation: a user copies them from the Korean help too.
    @Test func koreanHelpKeepsTheNamesTheUserTypes() {
        for (english, korean) in CLIWords.koreanHelp {
            for name in HelpNames.find(in: english) {
                #expect(korean.contains(name), "\(name) missing from the Korean of \"\(english)\"")
            }
        }
    }

    @Test func templatesRenderNamedPlaceholdersAndPlurals() {
        let template = WordTemplate("{count} {count|trip|trips} in {{{place}}}")
        #expect(template.render(["count": 1, "place": "Busan"]) == "1 trip in {Busan}")
        #expect(template.render(["count": 3, "place": "Busan"]) == "3 trips in {Busan}")
        #expect(template.render(["count": 0]) == "0 trips in {{place}}")
        #expect((try? template.placeholders()) == ["count", "place"])
    }

    @Test func malformedTemplatesAndMismatchesAreReported() {
        let catalogue = WordCatalogue(
            english: [["a": "{name} left", "b": "only here", "c": "{x|one}", "d": "same"], ["d": "again"]],
            korean: [["a": "{who} 떠남", "c": "{x}", "d": "같음", "e": "한국어만"]])
        let problems = catalogue.problems()
        #expect(problems.contains { $0.hasPrefix("a: placeholders differ") })
        #expect(problems.contains("b: English only"))
        #expect(problems.contains("e: Korean only"))
        #expect(problems.contains { $0.hasPrefix("c: ") && $0.contains("two words") })
        #expect(problems.contains("d: defined in more than one area"))
    }

    @Test func theCurrentLanguagePicksTheTable() {
        let catalogue = WordCatalogue(english: [["hi": "Hello {name}"]], korean: [["hi": "{name}님 안녕하세요"]])
        #expect(catalogue.text("hi", ["name": "Mina"]) == "Hello Mina")
        Language.$current.withValue(.korean) {
            #expect(catalogue.text("hi", ["name": "Mina"]) == "Mina님 안녕하세요")
        }
        #expect(catalogue.text("missing") == "missing")
    }
}

/// The keys a module's code passes to `localized(…)`, read from its source files.
enum SourceKeys {
    struct Uses {
        var keys: Set<String> = []
        /// `file:line` of calls whose key is not a string literal.
        var dynamic: [String] = []
    }

    static func scan(_ folder: URL) throws -> Uses {
        var uses = Uses()
        let literal = try Regex(#"localized\(\s*"([^"\\]+)""#)
        let call = try Regex(#"localized\("#)
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            // Comments may show a call as an example; only code counts.
            let text = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            for match in text.matches(of: literal) {
                if let key = match.output[1].substring { uses.keys.insert(String(key)) }
            }
            let calls = text.matches(of: call).count
            let definitions = text.components(separatedBy: "func localized(").count - 1
            let literals = text.matches(of: literal).count
            if calls - definitions > literals { uses.dynamic.append(file.lastPathComponent) }
        }
        return uses
    }
}

/// Names in a help text that must read the same in every language.
enum HelpNames {
    static func find(in text: String) -> Set<String> {
        var names: Set<String> = []
        for pattern in [#"--[a-z][a-z0-9-]*"#, #"\$[A-Z_]+"#, #"<[A-Z][A-Z-]*>"#] {
            guard let regex = try? Regex(pattern) else { continue }
            for match in text.matches(of: regex) { names.insert(String(text[match.range])) }
        }
        return names
    }
}
