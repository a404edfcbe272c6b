import Foundation
import Testing

@testable import TripStore

/// The bases `trip sync` remembers for edits made while it ran, kept in `sync_state` beside its
/// other values without being mistaken for them.
@Suite struct SyncBasesTests {
    @Test func basesAreKeptByPathApartFromOtherStateAndForgottenOneByOne() throws {
        let database = try TemporaryDatabase().open()
        let document = Data("{\"id\":\"x\"}".utf8)
        try database.write { transaction in
            try transaction.sync.setValue("abc", for: "synced_commit")
            try transaction.sync.setValue("[]", for: "section:companions.json")
            // `_` and `%` are LIKE wildcards: a key that merely resembles the prefix is not a base.
            try transaction.sync.setValue("no", for: "bas_:trips/y.json")
            try transaction.sync.setBase(document, for: "trips/x.json")
            try transaction.sync.setBase(nil, for: "spots/0f.json")
        }
        let bases = try database.read { try $0.sync.bases() }
        #expect(bases.count == 2)
        #expect(bases["trips/x.json"] == .some(document))
        #expect(bases["spots/0f.json"] == .some(nil))

        try database.write { transaction in
            try transaction.sync.setBase(Data("{}".utf8), for: "trips/x.json")
            try transaction.sync.removeBase(for: "spots/0f.json")
        }
        #expect(try database.read { try $0.sync.bases() } == ["trips/x.json": .some(Data("{}".utf8))])
        #expect(try database.read { try $0.sync.value("synced_commit") } == "abc")
    }
}
