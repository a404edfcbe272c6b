import Foundation

/// Mutates a valid backup's JSON entries one value at a time, the way a damaged or hostile file
/// would differ from a good one: odd timestamps, hostile strings, out-of-range numbers, changed
/// types, ids copied across documents, broken references, missing or extra fields and documents.
struct FieldMutator {
    /// The entries being mutated, in archive order, without the manifest (the repacker writes it).
    var entries: [(path: String, document: FuzzJSON)]
    /// A short description of each mutation made, for the findings log.
    private(set) var log: [String] = []

    init(entries: [(path: String, document: FuzzJSON)]) {
        self.entries = entries
    }

    /// Applies one mutation chosen by the recipe.
    mutating func mutate(_ recipe: inout FuzzRecipe) {
        guard !entries.isEmpty else { return }
        let target = recipe.pick(entries.count)
        let document = entries[target].document
        let paths = document.paths()
        let kind = recipe.pick(Kind.allCases.count)
        guard let kind = Kind(rawValue: kind) else { return }
        if kind == .copyDocument {
            copyDocument(target, &recipe)
            return
        }
        guard !paths.isEmpty else { return }
        let path = paths[recipe.pick(paths.count)]
        guard let old = document.value(at: path) else { return }
        let new: FuzzJSON?
        switch kind {
        case .timestamp: new = .string(recipe.element(of: Self.oddTimestamps))
        case .hostileString: new = Self.hostileString(&recipe, old: old)
        case .oddNumber: new = .number(recipe.element(of: Self.oddNumbers))
        case .changeType:
            new = recipe.element(of: [.null, .bool(true), .number("0"), .string(""), .array([]), .object([])])
        case .duplicateId: new = sharedId(&recipe).map(FuzzJSON.string) ?? old
        case .breakReference: new = .string(Self.uuid(&recipe))
        case .remove: new = nil
        case .duplicateElement: new = Self.duplicatingElement(of: old, &recipe)
        case .addField: new = Self.addingField(to: old, &recipe)
        case .copyDocument: return
        }
        entries[target].document = document.replacing(at: path, with: new)
        log.append("\(entries[target].path) \(Self.describe(path)): \(kind)")
    }

    enum Kind: Int, CaseIterable {
        case timestamp, hostileString, oddNumber, changeType, duplicateId, breakReference, remove
        case duplicateElement, addField, copyDocument
    }

    static let oddTimestamps = [
        "2026-12-01T10:00:00+14:00", "2026-12-01T10:00:00+99:59", "2026-12-01T10:00:00-23:59",
        "0000-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "-0001-01-01T00:00:00Z", "+275760-09-13T00:00:00Z",
        "2026-02-30T00:00:00Z", "2026-12-01T24:00:00Z", "2026-12-31T23:59:60Z", "1969-12-31T23:59:59.999Z",
        "2026-12-01T10:00:00.1234567891Z", "2026-12-01T10:00:00", "2026-12-01", "2026-13-01", "1900-01-01",
        "10000-01-01", "2026-12-01T10:00:00z", "2026-12-01 10:00:00Z", "",
    ]

    static let oddNumbers = [
        "1e400", "-1e400", "-0", "1.5", "0.5", "9223372036854775807", "9223372036854775808",
        "-9223372036854775809", "123456789012345678901234567890", "91", "-90.0000001", "180.0000001", "-181",
        "0", "-1", "1e-320", "4294967297", "2147483648", "1E2", "100000000000000000000000",
    ]

    private static func hostileString(_ recipe: inout FuzzRecipe, old: FuzzJSON) -> FuzzJSON {
        let base: String
        if case .string(let text) = old { base = text } else { base = "x" }
        switch recipe.pick(9) {
        case 0: return .string(base + "\u{0}")
        case 1: return .string("\u{1}\u{7}\u{1b}[31m" + base)
        case 2: return .string(String(repeating: "가", count: 1 + Int(recipe.number() % 300_000)))
        case 3: return .string(recipe.element(of: ["", " ", "\t", "\u{3000}", "\u{200b}", "\n"]))
        case 4: return .string(base + "\u{202e}\u{feff}")
        case 5: return .rawString(Array(base.utf8) + [0xff, 0xc0, 0x80])
        case 6: return .string("e\u{301}" + base)  // not NFC
        case 7: return .string(base + "\r\n" + base)
        default: return .string(String(repeating: base, count: 2))
        }
    }

    /// An id that occurs somewhere in any document, so two documents (or two records) share it.
    private func sharedId(_ recipe: inout FuzzRecipe) -> String? {
        let pool = entries.flatMap { $0.document.uuidStrings() }
        return pool.isEmpty ? nil : pool[recipe.pick(pool.count)]
    }

    static func uuid(_ recipe: inout FuzzRecipe) -> String {
        let bytes = (0..<16).map { _ in recipe.byte() }
        let hex = bytes.map { String(format: "%02X", $0) }.joined()
        let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
            String(hex.dropFirst(range.lowerBound).prefix(range.count))
        }
        return parts.joined(separator: "-")
    }

    private static func duplicatingElement(of value: FuzzJSON, _ recipe: inout FuzzRecipe) -> FuzzJSON {
        guard case .array(let items) = value, !items.isEmpty else { return value }
        return .array(items + [items[recipe.pick(items.count)]])
    }

    private static func addingField(to value: FuzzJSON, _ recipe: inout FuzzRecipe) -> FuzzJSON {
        guard case .object(let members) = value else { return value }
        let key = recipe.element(of: ["extra", "id", "__proto__", "", "updatedAt"])
        return .object(members.filter { $0.key != key } + [FuzzJSONMember(key: key, value: .string("x"))])
    }

    /// Adds a copy of a trip document under another trip's name: two documents, one id.
    private mutating func copyDocument(_ index: Int, _ recipe: inout FuzzRecipe) {
        guard entries[index].path.hasPrefix("trips/") else { return }
        let path = "trips/\(Self.uuid(&recipe).lowercased()).json"
        entries.append((path, entries[index].document))
        log.append("\(path): copy of \(entries[index].path)")
    }

    private static func describe(_ path: [FuzzJSONStep]) -> String {
        path.map { step in
            switch step {
            case .key(let key): return "." + key
            case .index(let index): return "[\(index)]"
            }
        }.joined()
    }
}
