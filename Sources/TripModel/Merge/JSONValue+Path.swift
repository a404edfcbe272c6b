/// Putting one value back at a conflict's path, for `trip sync conflicts --take`.
extension JSONValue {
    /// The document with `value` at `path` (nil removes what is there). A collection element is named
    /// by its id; a record put back into an ordered collection goes to the place its order key names,
    /// and the collection is renumbered.
    public func replacing(at path: [String], with value: JSONValue?, schema: MergeSchema) -> JSONValue? {
        guard let key = path.first else { return value }
        var members = objectValue ?? [:]
        if let collection = schema.collections[key], path.count >= 2,
            let elements = members[key]?.arrayValue ?? (value == nil ? nil : [])
        {
            members[key] = .array(
                Self.replacing(in: elements, id: path[1], rest: Array(path.dropFirst(2)), value, collection, schema))
        } else if let replaced = (members[key] ?? .object([:])).replacing(
            at: Array(path.dropFirst()), with: value, schema: schema)
        {
            members[key] = replaced
        } else {
            members[key] = nil
        }
        return .object(members)
    }

    private static func replacing(
        in elements: [JSONValue], id: String, rest: [String], _ value: JSONValue?, _ collection: MergeSchema.Collection,
        _ schema: MergeSchema
    ) -> [JSONValue] {
        var elements = elements
        let index = elements.firstIndex { element in
            guard let key = element.objectValue?[collection.idKey] else { return false }
            return (key.stringValue ?? key.compactText) == id
        }
        if let index {
            if let replaced = elements[index].replacing(at: rest, with: value, schema: schema) {
                elements[index] = replaced
            } else {
                elements.remove(at: index)
            }
        } else if rest.isEmpty, let value {
            var slot = elements.count
            if let orderKey = collection.orderKey, case .integer(let position)? = value.objectValue?[orderKey] {
                slot = min(max(0, Int(position) - 1), elements.count)
            }
            elements.insert(value, at: slot)
        }
        guard let orderKey = collection.orderKey else { return elements }
        return elements.enumerated().map { offset, element in
            guard var members = element.objectValue else { return element }
            members[orderKey] = .integer(Int64(offset + 1))
            return .object(members)
        }
    }
}
