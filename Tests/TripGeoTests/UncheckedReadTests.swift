import Testing

@testable import TripGeo

/// The unchecked element read the locked search prices its moves with.
@Suite("Unchecked array reads")
struct UncheckedReadTests {
    @Test("every index reads what the checked subscript reads")
    func matchesChecked() {
        let values = (0..<257).map { Double($0) * 1.5 - 40 }
        for index in values.indices {
            #expect(values[unchecked: index] == values[index])
        }
        let nodes = [7, 3, 9]
        #expect(nodes.indices.map { nodes[unchecked: $0] } == nodes)
    }

    @Test("a copy changed afterwards does not change what the original reads")
    func readsOwnStorage() {
        let original = [1, 2, 3]
        var copy = original
        copy[1] = 20
        #expect(original[unchecked: 1] == 2)
        #expect(copy[unchecked: 1] == 20)
    }
}
