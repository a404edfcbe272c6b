import Foundation
import Testing

@testable import TripStore

/// A cached statement whose last step failed is usable again: the failure is reported once.
@Suite struct CachedStatementErrorTests {
    @Test func aConstraintFailureDoesNotFollowTheStatementIntoItsNextUse() throws {
        let temporary = try TemporaryDatabase()
        let connection = try Connection(path: temporary.path)
        defer { connection.close() }
        try connection.execute("CREATE TABLE t (x INTEGER UNIQUE)")
        let insert = "INSERT INTO t VALUES (?1)"
        try connection.run(insert, [.int(1)])
        #expect(throws: SQLiteError.self) { try connection.run(insert, [.int(1)]) }
        try connection.run(insert, [.int(2)])
        #expect(try connection.queryFirst("SELECT count(*) FROM t") { $0.int(0) } == 2)
    }
}
