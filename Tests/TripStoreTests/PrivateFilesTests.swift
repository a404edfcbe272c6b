import Foundation
import Testing

@testable import TripStore

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct PrivateFilesTests {
    @Test func theDatabaseAndItsWALFilesAreOwnerOnlyWhateverTheUmask() throws {
        let temporary = try TemporaryDatabase()
        let previous = umask(0o022)
        defer { umask(previous) }
        let database = try temporary.open()
        try database.write { transaction in
            try transaction.connection.execute("CREATE TABLE scratch (x)")
        }
        for suffix in ["", "-wal", "-shm"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: temporary.path + suffix)
            #expect(attributes[.posixPermissions] as? Int == 0o600, "trip.sqlite\(suffix)")
        }
    }

    @Test func theCommittedStateReaderSeesNothingOfAnOpenTransaction() throws {
        let temporary = try TemporaryDatabase()
        let database = try temporary.open()
        try database.write { try $0.connection.execute("CREATE TABLE scratch (x)") }
        let count = try database.write { transaction -> Int in
            try transaction.connection.run("INSERT INTO scratch VALUES (1)")
            let reader = try database.committedStateReader()
            return try reader.read { try $0.connection.queryFirst("SELECT count(*) FROM scratch") { $0.int(0) } ?? -1 }
        }
        #expect(count == 0)
        #expect(try database.read { try $0.connection.queryFirst("SELECT count(*) FROM scratch") { $0.int(0) } } == 1)
    }
}
