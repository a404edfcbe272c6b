internal import CNettle
import Foundation

/// Incremental SHA-256 over the system's nettle library (never hand-rolled).
///
/// nettle spells its API `sha256_init/update/digest` through `#define` aliases that Swift does not
/// import, so the real `nettle_`-prefixed symbols are called.
///
/// A value type: copying it forks the running hash, which is harmless and keeps it `Sendable`.
public struct SHA256: Sendable {
    private var context = sha256_ctx()

    /// Starts an empty hash.
    public init() {
        nettle_sha256_init(&context)
    }

    /// Feeds bytes into the hash.
    /// - Parameter bytes: any contiguous bytes; may be empty.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        nettle_sha256_update(&context, bytes.count, base.assumingMemoryBound(to: UInt8.self))
    }

    /// Feeds a byte sequence that stores its elements contiguously (Data, [UInt8]).
    public mutating func update<Bytes: ContiguousBytes>(_ bytes: Bytes) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Finishes the hash and returns it as 64 lower-case hex digits.
    /// - Returns: the hex digest; the hash is reset afterwards (nettle's contract).
    public mutating func finalizeHex() -> String {
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_SIZE))
        digest.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress {
                nettle_sha256_digest(&context, buffer.count, base)
            }
        }
        return Self.hex(digest)
    }

    /// The hex SHA-256 of a whole buffer.
    public static func hex<Bytes: ContiguousBytes>(of bytes: Bytes) -> String {
        var hash = SHA256()
        hash.update(bytes)
        return hash.finalizeHex()
    }

    static func hexString<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        hex(Array(bytes))
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
