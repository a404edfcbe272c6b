import Foundation
import Testing

@testable import TripBackup

/// Entry names decide what a reader does with an entry, so each is read exactly: a trip document
/// only under the lower-case id trip writes, so one trip cannot hide under two spellings.
@Suite struct BackupLayoutTests {
    @Test func namesTripWritesAreKnown() throws {
        let id = try #require(UUID(uuidString: "0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0"))
        #expect(BackupLayout.kind(of: BackupLayout.tripPath(id)) == .trip(id))
        #expect(BackupLayout.kind(of: "trips/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0.json") == .trip(id))
        #expect(BackupLayout.kind(of: "backup.json") == .header)
        #expect(BackupLayout.kind(of: "manifest.json") == .manifest)
        #expect(BackupLayout.kind(of: "companions.json") == .section("companions.json"))
        #expect(BackupLayout.kind(of: "spots/000012.json") == .spotChunk(12))
    }

    @Test(arguments: [
        "trips/0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0.json", "trips/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1fA.json",
        "trips/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f.json", "trips/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f00.json",
        "trips/0f1e2d3c_4b5a-6978-8796-a5b4c3d2e1f0.json", "trips/0g1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0.json",
        "trips/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0.JSON", "trips/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0",
        "trip/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0.json", "trips/.json",
        "trips/x/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0.json",
        "spots/12.json", "spots/000000.json", "spots/010001.json", "Companions.json", "notes.txt",
    ])
    func anythingElseIsUnknown(name: String) {
        #expect(BackupLayout.kind(of: name) == nil)
    }
}
