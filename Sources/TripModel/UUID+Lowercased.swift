public import Foundation

extension UUID {
    /// The id as documents and the database write it: lower case, as RFC 9562 recommends.
    ///
    /// Spelled out here rather than as `uuidString.lowercased()`: corelibs Foundation formats through
    /// `uuid_unparse` (printf) and lower-casing copies again, about 5 % of a restore, which writes
    /// every trip's and stop's id.
    public var lowercasedString: String {
        let digits: StaticString = "0123456789abcdef"
        return withUnsafeBytes(of: uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { text in
                var at = 0
                for (index, byte) in bytes.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        text[at] = UInt8(ascii: "-")
                        at += 1
                    }
                    text[at] = digits.utf8Start[Int(byte >> 4)]
                    text[at + 1] = digits.utf8Start[Int(byte & 0x0F)]
                    at += 2
                }
                return at
            }
        }
    }

    /// The first 8 hex digits, as tables and messages show an id: enough to tell trips apart and to
    /// type back as an id prefix.
    public var shortID: String { String(lowercasedString.prefix(8)) }
}
