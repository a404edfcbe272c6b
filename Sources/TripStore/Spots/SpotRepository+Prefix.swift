public import TripModel

/// The spot catalog in the pieces `trip sync` keeps it in: all spots whose id starts the same way.
extension SpotRepository {
    /// The spots whose lower-case id starts with `prefix` (hexadecimal digits), in id order.
    ///
    /// A range on the id's unique index rather than `substr`, so reading one piece does not scan the
    /// catalog: `g` sorts after every character an id holds (`0-9`, `a-f` and `-`).
    public func spots(idPrefix prefix: String) throws -> [Spot] {
        try connection.query(
            "SELECT \(Self.columns) FROM spots s WHERE s.id >= ?1 AND s.id < ?2 ORDER BY s.id",
            [.text(prefix), .text(prefix + "g")]
        ) { try Self.spot($0) }
    }

    /// Every spot's id and `updatedAt` as stored (lower-case id, ISO-8601 text), in id order, without
    /// decoding the spots: enough to tell which pieces changed since they were last compared.
    public func forEachStamp(_ body: (String, String) throws -> Void) throws {
        try connection.forEach("SELECT id, updated_at FROM spots ORDER BY id") { row in
            try body(row.string(0), row.string(1))
        }
    }
}
