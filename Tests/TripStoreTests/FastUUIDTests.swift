import Foundation
import Testing

@testable import TripStore

/// Stored ids are read with `fastUUID`, not Foundation's parser: it must accept exactly the canonical
/// 8-4-4-4-12 form, in either case, and nothing else.
@Suite struct FastUUIDTests {
    @Test(arguments: [
        "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0", "0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0",
        "00000000-0000-0000-0000-000000000000", "ffffffff-ffff-ffff-ffff-ffffffffffff",
    ])
    func canonicalIdsReadAsFoundationReadsThem(_ text: String) throws {
        let expected = try #require(UUID(uuidString: text))
        #expect(fastUUID(text) == expected)
    }

    @Test(arguments: [
        "", "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f", "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f00",
        "0f1e2d3c4b5a-6978-8796-a5b4c3d2e1f0-", "0f1e2d3c-4b5a-6978-8796_a5b4c3d2e1f0",
        "0g1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0", "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f ",
        "{0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1}", "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1é",
    ])
    func anythingElseIsRefused(_ text: String) {
        #expect(fastUUID(text) == nil)
    }
}
