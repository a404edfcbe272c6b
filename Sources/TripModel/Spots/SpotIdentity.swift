public import Foundation

/// Deterministic spot ids for catalog items.
///
/// The same TourAPI `contentid` gets the same UUID on every machine, so two databases that imported
/// the same file agree on ids and a merge of their backups finds the same spot instead of two.
public enum SpotIdentity {
    /// The UUID for a catalog item: an RFC 9562 version-8 UUID from a 128-bit FNV-1a hash, finalized with SplitMix64, of
    /// `source:contentId`. Not a security boundary, only a stable name.
    /// - Parameters:
    ///   - source: the catalog, e.g. ``Spot/tourAPISource``.
    ///   - contentId: the catalog's own id.
    public static func uuid(source: String, contentId: String) -> UUID {
        var high: UInt64 = 0x6c62_272e_07bb_0142
        var low: UInt64 = 0x62b8_2175_6295_c58d
        for byte in (source + ":" + contentId).utf8 {
            low ^= UInt64(byte)
            // 128-bit multiply by the FNV prime 2^88 + 0x13b, in two 64-bit halves.
            let product = low.multipliedFullWidth(by: 0x13b)
            let newHigh = high &* 0x13b &+ product.high &+ (low << 24)
            low = product.low
            high = newHigh
        }
        // FNV leaves the top bits nearly equal for ids that differ in the last digit, and users type id
        // prefixes: a SplitMix64 finalizer across both halves spreads every input bit over the whole id.
        high ^= mix(low)
        low ^= mix(high)
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            bytes[index] = UInt8(truncatingIfNeeded: high >> (56 - 8 * UInt64(index)))
            bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (56 - 8 * UInt64(index)))
        }
        bytes[6] = (bytes[6] & 0x0f) | 0x80  // version 8
        bytes[8] = (bytes[8] & 0x3f) | 0x80  // RFC 9562 variant
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}
