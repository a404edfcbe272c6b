import Testing

@testable import TripCLI

/// `Option<Value>`, `RepeatableOption` and `Flag`: typed reading and the one wording of a bad value.
@Suite struct OptionTests {
    static let count = Option<Int>("count", short: "c", "N", "How many", expects: "a whole number") { Int($0) }
    static let tag = Option<String>("tag", "TEXT", "A tag").repeatable
    static let size = Option<Int>("size", "N", "A size", expects: "a size") { Int($0) }.clearable
    static let loud = Flag("loud", short: "l", "Say it loudly")

    func parsed(_ options: [String: [String]]) -> ParsedArguments {
        ParsedArguments(commandPath: ["test"], positionals: [], options: options)
    }

    @Test func aGivenValueIsReadConvertedAndAnAbsentOneIsNil() throws {
        #expect(try parsed(["count": ["7"]])[Self.count] == 7)
        #expect(try parsed([:])[Self.count] == nil)
        #expect(try parsed(["count": ["1", "2"]])[Self.count] == 2)  // the parser refuses this; the last wins
    }

    @Test func aValueThatDoesNotConvertIsAUsageErrorInTheUniformWords() throws {
        let error = try #require(throws: CLIError.self) { try parsed(["count": ["seven"]])[Self.count] }
        #expect(error.description == "--count expects a whole number, got 'seven'")
        #expect(error.exitCode == ExitCode.usage)
    }

    @Test func aMissingRequiredOptionNamesIt() throws {
        let error = try #require(throws: CLIError.self) { try parsed([:]).required(Self.count) }
        #expect(error.description == "missing --count")
        #expect(error.exitCode == ExitCode.usage)
        #expect(try parsed(["count": ["3"]]).required(Self.count) == 3)
    }

    @Test func aRepeatableOptionReadsEveryValueInOrder() throws {
        #expect(try parsed(["tag": ["b", "a", "b"]])[Self.tag] == ["b", "a", "b"])
        #expect(try parsed([:])[Self.tag].isEmpty)
        #expect(Self.tag.spec.isRepeatable)
        #expect(!Self.count.spec.isRepeatable)
    }

    @Test func aRepeatedValueThatDoesNotConvertFailsWithTheSameWords() throws {
        let numbers = Self.count.repeatable
        let error = try #require(throws: CLIError.self) { try parsed(["count": ["1", "x"]])[numbers] }
        #expect(error.description == "--count expects a whole number, got 'x'")
    }

    @Test func noneClearsAClearableOption() throws {
        #expect(try parsed(["size": ["none"]])[Self.size] == .some(nil))
        #expect(try parsed(["size": ["4"]])[Self.size] == .some(4))
        #expect(try parsed([:])[Self.size] == nil)
        let error = try #require(throws: CLIError.self) { try parsed(["size": ["big"]])[Self.size] }
        #expect(error.description == "--size expects a size, got 'big'")
    }

    @Test func aFlagIsTrueOnlyWhenGiven() {
        #expect(parsed(["loud": [""]])[Self.loud])
        #expect(!parsed([:])[Self.loud])
        #expect(parsed(["loud": [""]]).has(Self.count) == false)
    }

    @Test func theTextAsTypedIsKeptForHistoryAndMessages() {
        #expect(parsed(["count": ["07"]]).text(of: Self.count) == "07")
        #expect(parsed([:]).text(of: Self.count) == nil)
        #expect(parsed(["count": ["x"]]).has(Self.count))
    }

    @Test func theDeclarationIsWhatHelpAndTheParserSee() {
        #expect(Self.count.spec.name == "count")
        #expect(Self.count.spec.short == "c")
        #expect(Self.count.spec.valueName == "N")
        #expect(Self.count.spec.help == "How many")
        #expect(Self.loud.spec.valueName == nil)
        #expect(Self.loud.spec.short == "l")
    }

    @Test func anOptionWithItsOwnParseKeepsItsOwnWords() throws {
        let day = Option<Int>.day("A day")
        let error = try #require(throws: CLIError.self) { try parsed(["day": ["0"]])[day] }
        #expect(error.description == "--day expects a whole number from 1, got '0'")
    }
}
