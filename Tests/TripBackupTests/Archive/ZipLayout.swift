/// The facts of a zip the encryption tests check, read straight from its bytes (central directory,
/// local headers, data descriptors), independently of libarchive.
struct ZipLayout {
    struct Entry {
        var name: String
        var centralCRC: UInt32
        var centralVendor: UInt16?
        var localCRC: UInt32
        var localVendor: UInt16?
        var method: UInt16
        var dosTime: UInt16
        var dosDate: UInt16
        /// The Unix mtime of the "UT" extra block, when there is one.
        var extendedTime: UInt32?
        var descriptorCRC: UInt32?
        /// Where the entry's stored bytes (for AES: salt, verifier, ciphertext, code) begin and end.
        var data: Range<Int>
    }

    var entries: [Entry] = []

    init(_ bytes: [UInt8]) {
        guard let end = (0...(bytes.count - 22)).reversed().first(where: { Self.signature(bytes, $0, 0x06054b50) })
        else { return }
        var offset = Int(Self.u32(bytes, end + 16))
        for _ in 0..<Int(Self.u16(bytes, end + 10)) {
            let nameLength = Int(Self.u16(bytes, offset + 28))
            let extraLength = Int(Self.u16(bytes, offset + 30))
            let name = String(decoding: bytes[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self)
            let centralExtra = Array(bytes[(offset + 46 + nameLength)..<(offset + 46 + nameLength + extraLength)])
            let local = Int(Self.u32(bytes, offset + 42))
            let compressed = Int(Self.u32(bytes, offset + 20))
            let localName = Int(Self.u16(bytes, local + 26))
            let localExtraLength = Int(Self.u16(bytes, local + 28))
            let localExtra = Array(bytes[(local + 30 + localName)..<(local + 30 + localName + localExtraLength)])
            let start = local + 30 + localName + localExtraLength
            let descriptor = start + compressed
            entries.append(
                Entry(
                    name: name, centralCRC: Self.u32(bytes, offset + 16),
                    centralVendor: Self.block(0x9901, in: centralExtra).map { Self.u16($0, 0) },
                    localCRC: Self.u32(bytes, local + 14),
                    localVendor: Self.block(0x9901, in: localExtra).map { Self.u16($0, 0) },
                    method: Self.u16(bytes, local + 8), dosTime: Self.u16(bytes, local + 10),
                    dosDate: Self.u16(bytes, local + 12),
                    extendedTime: Self.block(0x5455, in: localExtra).flatMap { $0.count >= 5 ? Self.u32($0, 1) : nil },
                    descriptorCRC: Self.signature(bytes, descriptor, 0x08074b50)
                        ? Self.u32(bytes, descriptor + 4) : nil,
                    data: start..<descriptor))
            offset += 46 + nameLength + extraLength + Int(Self.u16(bytes, offset + 32))
        }
    }

    private static func block(_ id: UInt16, in extra: [UInt8]) -> [UInt8]? {
        var offset = 0
        while offset + 4 <= extra.count {
            let size = Int(u16(extra, offset + 2))
            if u16(extra, offset) == id { return Array(extra[(offset + 4)..<min(extra.count, offset + 4 + size)]) }
            offset += 4 + size
        }
        return nil
    }

    private static func signature(_ bytes: [UInt8], _ offset: Int, _ value: UInt32) -> Bool {
        offset >= 0 && offset + 4 <= bytes.count && u32(bytes, offset) == value
    }

    static func u16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    static func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(u16(bytes, offset)) | UInt32(u16(bytes, offset + 2)) << 16
    }
}
