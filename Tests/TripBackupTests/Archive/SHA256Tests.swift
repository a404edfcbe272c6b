import Foundation
import Testing
import TripBackup

@Suite struct SHA256Tests {
    @Test func knownVectors() {
        #expect(SHA256.hex(of: Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(of: Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func incrementalEqualsWhole() {
        let bytes = Data((0..<100_000).map { UInt8($0 % 251) })
        var hash = SHA256()
        hash.update(bytes.prefix(12_345))
        hash.update(bytes.dropFirst(12_345))
        #expect(hash.finalizeHex() == SHA256.hex(of: bytes))
    }
}
