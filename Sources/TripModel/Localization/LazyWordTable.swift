import Synchronization

/// One language's table, built from its areas the first time a word of that language is asked for.
///
/// Every command starts by reading some words, but only ever in one language: building both tables
/// (hashing ~1,900 keys across every module) at the first word was a visible share of a short
/// command such as `trip show` (perf, release build). The lock makes the first use safe from any
/// thread; later uses only copy the finished dictionary's reference.
final class LazyWordTable: Sendable {
    struct Built {
        var table: [String: String]
        /// Keys that more than one area defines.
        var duplicates: [String]
    }

    private let areas: @Sendable () -> [[String: String]]
    private let built = Mutex<Built?>(nil)

    init(_ areas: @escaping @Sendable () -> [[String: String]]) {
        self.areas = areas
    }

    var value: Built {
        built.withLock { state in
            if let state { return state }
            let made = Self.union(areas())
            state = made
            return made
        }
    }

    private static func union(_ areas: [[String: String]]) -> Built {
        var duplicates: [String] = []
        let table = areas.reduce(into: [String: String]()) { table, area in
            duplicates += area.keys.filter { table[$0] != nil }
            table.merge(area) { first, _ in first }
        }
        return Built(table: table, duplicates: duplicates)
    }
}
