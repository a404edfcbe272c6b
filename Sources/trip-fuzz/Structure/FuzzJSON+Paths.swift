/// One step into a JSON tree.
enum FuzzJSONStep: Hashable {
    case key(String)
    case index(Int)
}

extension FuzzJSON {
    /// Every path below the root, parents before children, in document order.
    func paths(prefix: [FuzzJSONStep] = []) -> [[FuzzJSONStep]] {
        switch self {
        case .array(let items):
            return items.indices.flatMap { index -> [[FuzzJSONStep]] in
                let path = prefix + [.index(index)]
                return [path] + items[index].paths(prefix: path)
            }
        case .object(let members):
            return members.flatMap { member -> [[FuzzJSONStep]] in
                let path = prefix + [.key(member.key)]
                return [path] + member.value.paths(prefix: path)
            }
        default:
            return []
        }
    }

    /// The value at `path`, or nil when the path leads nowhere.
    func value(at path: some Collection<FuzzJSONStep>) -> FuzzJSON? {
        guard let step = path.first else { return self }
        switch (self, step) {
        case (.array(let items), .index(let index)) where items.indices.contains(index):
            return items[index].value(at: path.dropFirst())
        case (.object(let members), .key(let key)):
            return members.first { $0.key == key }?.value.value(at: path.dropFirst())
        default:
            return nil
        }
    }

    /// Replaces the value at `path` (nil removes it); a path that leads nowhere changes nothing.
    func replacing(at path: some Collection<FuzzJSONStep>, with replacement: FuzzJSON?) -> FuzzJSON {
        guard let step = path.first else { return replacement ?? .null }
        let rest = path.dropFirst()
        switch (self, step) {
        case (.array(var items), .index(let index)) where items.indices.contains(index):
            if rest.isEmpty, replacement.isNone {
                items.remove(at: index)
            } else {
                items[index] = items[index].replacing(at: rest, with: replacement)
            }
            return .array(items)
        case (.object(var members), .key(let key)):
            guard let position = members.firstIndex(where: { $0.key == key }) else { return self }
            if rest.isEmpty, replacement.isNone {
                members.remove(at: position)
            } else {
                members[position].value = members[position].value.replacing(at: rest, with: replacement)
            }
            return .object(members)
        default:
            return self
        }
    }

    /// Two trees are the same document when they serialize to the same bytes.
    func sameDocument(as other: FuzzJSON) -> Bool {
        serialized() == other.serialized()
    }

    /// Every string in the tree that looks like a UUID: the pool for duplicated and broken references.
    func uuidStrings() -> [String] {
        switch self {
        case .string(let text): return text.count == 36 && text.filter({ $0 == "-" }).count == 4 ? [text] : []
        case .array(let items): return items.flatMap { $0.uuidStrings() }
        case .object(let members): return members.flatMap { $0.value.uuidStrings() }
        default: return []
        }
    }
}

extension Optional where Wrapped == FuzzJSON {
    fileprivate var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}
