import Testing
import TripModel

/// A companion whose name holds ',' or '=' (kept from a file) can be named in `--split` and
/// `--shares` with a backslash before each; unescaped separators still separate.
@Suite struct EscapedNamesTests {
    let people = Participants(companions: ["Kim, Jimin", "a=b", "지민"])

    @Test func splitReadsAnEscapedCommaAsPartOfTheName() throws {
        let shares = try SplitSpecification.parseSplit(#"Kim\, Jimin,지민"#).shares(among: people)
        #expect(shares.map(\.name) == ["Kim, Jimin", "지민"])
        #expect(shares.map(\.weight) == [1, 1])
    }

    @Test func sharesReadEscapedCommasAndEqualsSigns() throws {
        let shares = try SplitSpecification.parseShares(#"Kim\, Jimin=2,a\=b=1,me=0"#).shares(among: people)
        #expect(shares.map(\.name) == ["Kim, Jimin", "a=b", "me"])
        #expect(shares.map(\.weight) == [2, 1, 0])
    }

    @Test func withoutTheBackslashTheNameIsSplitAndNotFound() {
        #expect(throws: CostError.self) {
            try SplitSpecification.parseSplit("Kim, Jimin,지민").shares(among: people)
        }
        #expect(throws: CostError.self) { try SplitSpecification.parseShares("a=b=1") }
    }

    @Test func aBackslashBeforeAnyOtherCharacterIsThatCharacterAndATrailingOneStays() throws {
        #expect(try SplitSpecification.parseSplit(#"\지민"#) == .equally(["지민"]))
        #expect(try SplitSpecification.parseSplit(#"x\"#) == .equally([#"x\"#]))
        #expect(try SplitSpecification.parseSplit(#"a\\,b"#) == .equally([#"a\"#, "b"]))
    }
}
