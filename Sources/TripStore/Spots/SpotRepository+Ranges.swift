public import Foundation

extension SpotRepository {
    /// Removes (or, with `apply` false, only counts) the stored spots whose ids lie after `after`
    /// (from the start when nil) and up to `through` (to the end when nil), except `keeping`.
    ///
    /// A replacing restore calls this once per backup chunk with the chunk's own ids (at most a
    /// thousand), so spots the backup lacks are found by walking both id orders side by side, without
    /// holding the catalog's ids in memory.
    /// - Returns: how many spots were (or would be) removed.
    @discardableResult
    public func removeAbsent(after: UUID?, through: UUID?, keeping: [UUID], apply: Bool) throws -> Int {
        let (filter, values) = Self.absentFilter(after: after, through: through, keeping: keeping)
        // One-shot: each chunk keeps a different number of ids, so each call is new SQL.
        if apply { return try connection.run("DELETE FROM spots" + filter, values, lifetime: .oneShot) }
        return try connection.queryFirst("SELECT count(*) FROM spots" + filter, values, lifetime: .oneShot) {
            $0.int(0)
        } ?? 0
    }

    /// How many bookmarks point at the spots `removeAbsent` would remove given the same range: the
    /// foreign key removes those bookmarks with their spots, so a report must count them first.
    public func bookmarksOnAbsent(after: UUID?, through: UUID?, keeping: [UUID]) throws -> Int {
        let (filter, values) = Self.absentFilter(after: after, through: through, keeping: keeping)
        return try connection.queryFirst(
            "SELECT count(*) FROM spot_bookmarks WHERE spot_id IN (SELECT id FROM spots" + filter + ")", values,
            lifetime: .oneShot
        ) { $0.int(0) } ?? 0
    }

    private static func absentFilter(after: UUID?, through: UUID?, keeping: [UUID]) -> (String, [SQLValue]) {
        var conditions: [String] = []
        var values: [SQLValue] = []
        if let after {
            values.append(.uuid(after))
            conditions.append("id > ?\(values.count)")
        }
        if let through {
            values.append(.uuid(through))
            conditions.append("id <= ?\(values.count)")
        }
        if !keeping.isEmpty {
            let first = values.count + 1
            let list = (first..<first + keeping.count).map { "?\($0)" }.joined(separator: ", ")
            conditions.append("id NOT IN (\(list))")
            values += keeping.map { .uuid($0) }
        }
        return (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND "), values)
    }
}
