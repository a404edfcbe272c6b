import Foundation
import Testing

@testable import TripBackup

/// The stop-id check's set must answer exactly as `Set<UUID>` does, for random ids, hand-made ones
/// in sequence (a weak hash would pile them into a few slots), more ids than one of its pages holds
/// (65,536), and the all-zero id.
@Suite struct UUIDSetTests {
    private func sequential(_ number: UInt64) -> UUID {
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 { bytes[15 - index] = UInt8(truncatingIfNeeded: number >> (8 * UInt64(index))) }
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }

    @Test func answersAsSetDoesForRandomAndSequentialIDs() {
        var ours = UUIDSet()
        var reference = Set<UUID>()
        var ids = (0..<40_000).map { _ in UUID() } + (0..<40_000).map { sequential(UInt64($0)) }
        // Every id a second time, in another order, so repeats meet tables of every size.
        ids += ids.shuffled()
        for id in ids {
            let inserted = ours.insert(id)
            #expect(inserted == reference.insert(id).inserted)
        }
        #expect(ours.count == reference.count)
        #expect(ours.count == 80_000)
    }

    @Test func takesTheAllZeroIDOnce() throws {
        var ours = UUIDSet()
        let zero = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
        let answers = [ours.insert(zero), ours.insert(zero), ours.insert(sequential(1)), ours.insert(sequential(1))]
        #expect(answers == [true, false, true, false])
        #expect(ours.count == 2)
    }
}
