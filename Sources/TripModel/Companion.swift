public import Foundation

/// Someone travelling with you. Companions are shared across trips; a name is unique after
/// trimming white space and Unicode normalization (NFC).
public struct Companion: Codable, Hashable, Identifiable, Sendable {
    public var id: UUID
    public var name: String
    public var updatedAt: Timestamp?

    public init(id: UUID, name: String, updatedAt: Timestamp?) {
        self.id = id
        self.name = Companion.normalize(name)
        self.updatedAt = updatedAt
    }

    enum CodingKeys: String, CodingKey { case id, name, updatedAt }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        name = Companion.normalize(try container.decode(String.self, forKey: .name))
        updatedAt = try container.decodeIfPresent(Timestamp.self, forKey: .updatedAt)
        if let problem = Companion.nameProblem(name) {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath + [CodingKeys.name], debugDescription: problem))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id.lowercasedString, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(updatedAt, forKey: .updatedAt)
    }

    /// Why `name` cannot be a companion's: `--split A,B` and `--shares A=2,B=1` separate names with
    /// ',' and '=', so a name holding either must be written with backslashes there (`Kim\, Jimin`).
    /// Refused when a person is added on the command line, to keep names easy to type; names that arrive
    /// in files (an older backup, a phone backup naming "Kim, Jimin") are kept, because refusing the name
    /// would refuse the whole trip, and are named in `--split`/`--shares` with those backslashes.
    public static func separatorProblem(_ name: String) -> String? {
        guard name.contains(",") || name.contains("=") else { return nil }
        return localized("companion.separator", ["name": MessageText.quoted(name)])
    }

    /// The form a companion's name is stored and compared in: trimmed, NFC.
    public static func normalize(_ name: String) -> String {
        name.trimmingSpacesAndLineBreaks().composed
    }
}
