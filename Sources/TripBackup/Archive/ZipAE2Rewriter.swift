/// Turns libarchive's AES zip output from WinZip AE-1 into AE-2 as it streams to the file.
///
/// AE-1 stores each entry's plaintext CRC-32 in the clear (in the data descriptor and the central
/// directory), which leaks more than the entry's name and size: a guessed document can be checked
/// against it without the passphrase. AE-2 stores 0 there and relies on the HMAC-SHA1
/// authentication code alone. libarchive 3.6 writes AE-2 only for entries under 20 bytes and has
/// no option for it, so this rewriter changes, without moving a byte, exactly these fields:
/// - the vendor version (1 → 2) in each 0x9901 extra block, local header and central directory;
/// - the CRC-32 in each data descriptor and central directory record (→ 0).
/// The authentication code covers only the encrypted data, so it stays valid.
///
/// `ArchiveWriter` tells it where it is (header, entry data, central directory), so it never has to
/// guess a signature inside encrypted bytes; libarchive must hand over its output unbuffered
/// (bytes per block 0) for those calls to line up with the bytes.
final class ZipAE2Rewriter {
    private enum Phase {
        /// Collecting a local file header until `endHeader()`.
        case header
        /// Passing entry data through, holding back the tail where the data descriptor will be.
        case data(zip64: Bool)
        /// Central directory records, rewritten one by one as they complete.
        case centralDirectory
    }

    private let output: (UnsafeRawBufferPointer) throws -> Void
    private var phase = Phase.header
    private var held: [UInt8] = []
    private var zip64 = false
    private var aes = false

    /// - Parameter output: writes bytes to their destination, in order.
    init(output: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        self.output = output
    }

    /// Bytes from libarchive.
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        held.append(contentsOf: bytes)
        switch phase {
        case .header:
            break
        case .data(let zip64):
            // A data descriptor is 16 bytes, or 24 with Zip64 sizes; keep it until the entry ends.
            let keep = zip64 ? 24 : 16
            if held.count > keep * 64 { try flush(count: held.count - keep) }
        case .centralDirectory:
            try rewriteCentralRecords()
        }
    }

    /// A local file header is about to be written.
    func beginHeader() throws {
        try flush(count: held.count)
        phase = .header
    }

    /// The local file header is complete: patch its AES extra block and start passing data.
    func endHeader() throws {
        guard held.count >= 30, held.starts(with: [0x50, 0x4b, 0x03, 0x04]) else {
            throw BackupError.io(file: "zip", message: localized("backup.zip-local-header"))
        }
        let nameLength = Int(Self.uint16(held, at: 26))
        let extraLength = Int(Self.uint16(held, at: 28))
        let extraStart = 30 + nameLength
        guard held.count == extraStart + extraLength else {
            throw BackupError.io(file: "zip", message: localized("backup.zip-local-header-length"))
        }
        zip64 = Self.patchExtra(&held, from: extraStart, length: extraLength)
        aes = Self.isAES(held, methodAt: 8)
        try flush(count: held.count)
        phase = .data(zip64: zip64)
    }

    /// The entry is complete: its last bytes are the data descriptor, whose CRC becomes 0.
    func endEntry() throws {
        let length = zip64 ? 24 : 16
        let start = held.count - length
        guard start >= 0, Array(held[start..<start + 4]) == [0x50, 0x4b, 0x07, 0x08] else {
            throw BackupError.io(file: "zip", message: localized("backup.zip-data-descriptor"))
        }
        if aes { held.replaceSubrange(start + 4..<start + 8, with: [0, 0, 0, 0]) }
        try flush(count: held.count)
        phase = .header
    }

    /// What follows is the central directory and the end records.
    func beginCentralDirectory() throws {
        try flush(count: held.count)
        phase = .centralDirectory
    }

    /// Writes out everything still held (after libarchive's close).
    func finish() throws {
        if case .centralDirectory = phase { try rewriteCentralRecords() }
        try flush(count: held.count)
    }

    private func rewriteCentralRecords() throws {
        // Central records (PK\1\2) are patched whole; the end records that follow pass unchanged.
        while held.count >= 46, held.starts(with: [0x50, 0x4b, 0x01, 0x02]) {
            let nameLength = Int(Self.uint16(held, at: 28))
            let extraLength = Int(Self.uint16(held, at: 30))
            let commentLength = Int(Self.uint16(held, at: 32))
            let length = 46 + nameLength + extraLength + commentLength
            guard held.count >= length else { return }
            var record = Array(held[0..<length])
            Self.patchExtra(&record, from: 46 + nameLength, length: extraLength)
            if Self.isAES(record, methodAt: 10) { record.replaceSubrange(16..<20, with: [0, 0, 0, 0]) }
            held.removeFirst(length)
            try emit(record)
        }
        if held.count >= 4, !held.starts(with: [0x50, 0x4b, 0x01, 0x02]) { try flush(count: held.count) }
    }

    /// Sets the vendor version of any AES extra block in `bytes[from..<from+length]` to AE-2.
    /// - Returns: whether the extra field also holds a Zip64 block (its data descriptor is longer).
    @discardableResult
    private static func patchExtra(_ bytes: inout [UInt8], from start: Int, length: Int) -> Bool {
        var offset = start
        var zip64 = false
        while offset + 4 <= start + length {
            let id = uint16(bytes, at: offset)
            let size = Int(uint16(bytes, at: offset + 2))
            if id == 0x9901, size >= 7, offset + 4 + 7 <= start + length {
                bytes[offset + 4] = 2
                bytes[offset + 5] = 0
            }
            if id == 0x0001 { zip64 = true }
            offset += 4 + size
        }
        return zip64
    }

    /// Compression method 99 marks a WinZip AES entry; other entries keep their CRC.
    private static func isAES(_ header: [UInt8], methodAt offset: Int) -> Bool {
        uint16(header, at: offset) == 99
    }

    private static func uint16(_ bytes: [UInt8], at offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private func flush(count: Int) throws {
        guard count > 0 else { return }
        let part = Array(held[0..<count])
        held.removeFirst(count)
        try emit(part)
    }

    private func emit(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try output($0) }
    }
}
