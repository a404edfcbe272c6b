/// The one- and two-character pieces of a title, for the index that answers short keywords.
///
/// A trigram index cannot find words shorter than three characters, and a LIKE over every title
/// costs a full scan. So each title also stores its single characters and adjacent pairs as
/// space-separated tokens ("경복궁" → "경 복 궁 경복 복궁") in an FTS5 table with the plain unicode61
/// tokenizer: a one- or two-character word is then one exact token look-up. A LIKE on the title still
/// runs after it, so characters the tokenizer treats as separators never produce a wrong match.
package enum SpotTitleGrams {
    /// How many tokens are checked for repeats by looking through the list.
    static let listedTokens = 32

    /// The tokens of `title`, lower-cased, without repeats, in first-seen order.
    package static func grams(_ title: String) -> String {
        // A title has a few dozen tokens at most, each a small string compared in place, so looking
        // through the list beats hashing every token; a set takes over for very long titles.
        var seen: Set<String> = []
        var tokens: [String] = []
        func add(_ token: String) {
            if tokens.count < Self.listedTokens {
                if !tokens.contains(token) { tokens.append(token) }
                return
            }
            if seen.isEmpty { seen = Set(tokens) }
            if seen.insert(token).inserted { tokens.append(token) }
        }
        let characters = Array(title.lowercased())
        for (index, character) in characters.enumerated() where isTokenCharacter(character) {
            add(String(character))
            if index + 1 < characters.count, isTokenCharacter(characters[index + 1]) {
                add(String(character) + String(characters[index + 1]))
            }
        }
        return tokens.joined(separator: " ")
    }

    /// The FTS5 query for the short words of a keyword, or nil when there are none it can answer
    /// (a word made only of separator characters is left to the LIKE).
    static func matchExpression(_ words: [String]) -> String? {
        let usable = words.filter { $0.count < 3 && $0.allSatisfy(isTokenCharacter) }
        guard !usable.isEmpty else { return nil }
        return usable.map { "\"" + $0.lowercased() + "\"" }.joined(separator: " ")
    }

    /// Letters and digits: what unicode61 keeps inside tokens. Quotes are never token characters, so
    /// a word that passes this test can be written inside an FTS5 string literal as it is.
    static func isTokenCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }
}
