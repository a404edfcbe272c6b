internal import CArchive
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads the regular-file entries of a tar or zip archive (or a bare JSON file) from an untrusted
/// source, whole entry by whole entry, within `ArchiveLimits`.
///
/// Only the reader and the one decompression filter that the leading bytes call for are enabled, so
/// libarchive never starts an external program. Links, devices, directories, unsafe or duplicate
/// names, oversize entries and bombs are refused. Nothing touches the disk. Owns its libarchive
/// handle and file descriptor; not `Sendable`.
public final class ArchiveReader {
    /// The name used in every error message (usually the path the user typed).
    public let file: String
    /// The container format recognised from the leading bytes.
    public let format: BackupFormat
    /// Entry name given to the single entry of a bare JSON file.
    public static let bareJSONEntryName = "encodedData.json"

    private let api: trip_archive_api
    private let handle: OpaquePointer
    private let limits: ArchiveLimits
    private let hasPassphrase: Bool
    private var descriptor: Int32 = -1
    private var memory: UnsafeMutableRawBufferPointer?
    private var memoryCount = 0
    /// Hashes of the names seen so far: 8 bytes each rather than the names, so memory stays small
    /// even for a million entries (a false duplicate needs a 64-bit collision).
    private var seen = Set<Int>()
    private var totalBytes: Int64 = 0
    private var current: (path: String, encrypted: Bool, declared: Int64) = ("", false, 0)
    /// An encrypted entry has been read whole with this passphrase, so it is the right one.
    private var passphraseConfirmed = false
    /// Where `readChunks` reads each piece: made at the first read and kept, not made once per entry
    /// (a zero-filled 64 KiB array per trip document showed in `backup verify`'s profile). Not made
    /// in `init`, whose failures would leave it to no `deinit`.
    private var chunkBuffer: UnsafeMutableRawBufferPointer?

    /// Opens a file for reading.
    /// - Parameters:
    ///   - path: the file to read; must be a regular file.
    ///   - displayName: the name used in errors; defaults to `path`.
    ///   - limits: bounds on entries and sizes.
    ///   - passphrase: the passphrase for an encrypted zip, if the user supplied one.
    /// - Throws: `BackupError.io`, `.unrecognizedFormat` or `.archive`.
    public convenience init(
        path: String, displayName: String? = nil, limits: ArchiveLimits = .standard, passphrase: String? = nil
    ) throws {
        let name = displayName ?? path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw BackupError.io(file: name, message: String(cString: strerror(errno))) }
        let prefix: [UInt8]
        do {
            prefix = try Self.readPrefix(fd: fd, file: name)
        } catch {
            close(fd)
            throw error
        }
        try self.init(file: name, prefix: prefix, limits: limits, passphrase: passphrase) { reader in
            reader.descriptor = fd
            return reader.api.archive_read_open_fd(reader.handle, fd, 64 * 1024)
        } onFailure: {
            close(fd)
        }
    }

    /// Reads an archive held in memory (tests and the fuzzer).
    /// - Parameters:
    ///   - bytes: the whole archive; copied, so the caller may release it.
    ///   - name: the name used in errors.
    public convenience init(
        bytes: [UInt8], name: String, limits: ArchiveLimits = .standard, passphrase: String? = nil
    ) throws {
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        copy.copyBytes(from: bytes)
        try self.init(file: name, prefix: Array(bytes.prefix(512)), limits: limits, passphrase: passphrase) { reader in
            reader.memory = copy
            reader.memoryCount = bytes.count
            return reader.api.archive_read_open_memory(reader.handle, copy.baseAddress, bytes.count)
        } onFailure: {
            copy.deallocate()
        }
    }

    private init(
        file: String, prefix: [UInt8], limits: ArchiveLimits, passphrase: String?,
        open: (ArchiveReader) -> Int32, onFailure: () -> Void
    ) throws {
        guard let format = BackupFormat.detect(prefix: prefix) else {
            onFailure()
            throw BackupError.unrecognizedFormat(file: file)
        }
        let api: trip_archive_api
        do {
            api = try ArchiveLibrary.functions()
        } catch {
            onFailure()
            throw error
        }
        guard let handle = api.archive_read_new() else {
            onFailure()
            throw BackupError.io(file: file, message: localized("backup.out-of-memory"))
        }
        self.api = api
        self.file = file
        self.format = format
        self.handle = handle
        self.limits = limits
        self.hasPassphrase = passphrase != nil
        // From here deinit owns the handle; the source is handed over inside `open`.
        do {
            try check(Self.enableReaders(handle, for: format, api: api), entry: nil)
            if let passphrase { try check(api.archive_read_add_passphrase(handle, passphrase), entry: nil) }
        } catch {
            onFailure()
            throw error
        }
        let status = open(self)
        try check(status, entry: nil)
    }

    deinit {
        _ = api.archive_read_free(handle)
        if descriptor >= 0 { close(descriptor) }
        memory?.deallocate()
        chunkBuffer?.deallocate()
    }

    private static func enableReaders(_ handle: OpaquePointer, for format: BackupFormat, api: trip_archive_api)
        -> Int32
    {
        var status: Int32
        switch format {
        case .zip: status = api.archive_read_support_format_zip(handle)
        case .json: status = api.archive_read_support_format_raw(handle)
        case .tar, .tarGzip, .tarZstd, .tarXz: status = api.archive_read_support_format_tar(handle)
        }
        guard status == ARCHIVE_OK else { return status }
        switch format {
        case .tarGzip: status = api.archive_read_support_filter_gzip(handle)
        case .tarZstd: status = api.archive_read_support_filter_zstd(handle)
        case .tarXz: status = api.archive_read_support_filter_xz(handle)
        case .zip, .tar, .json: status = ARCHIVE_OK
        }
        // ARCHIVE_WARN here means "only through an external program": refuse rather than spawn one.
        return status
    }

    private static func readPrefix(fd: Int32, file: String) throws -> [UInt8] {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw BackupError.io(file: file, message: String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw BackupError.io(file: file, message: localized("backup.input-not-regular"))
        }
        var prefix = [UInt8](repeating: 0, count: 512)
        let count = prefix.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard count >= 0 else { throw BackupError.io(file: file, message: String(cString: strerror(errno))) }
        return Array(prefix.prefix(count))
    }

    /// Bytes consumed from the source so far (compressed): with the file size, a progress measure.
    public var bytesConsumed: Int64 { api.archive_filter_bytes(handle, -1) }

    /// Reads the next entry whole.
    /// - Returns: the entry, or nil at the end of the archive.
    /// - Throws: `BackupError` naming the entry for any damaged, unsafe or oversize entry.
    public func next() throws -> ArchiveEntry? {
        guard let path = try nextPath() else { return nil }
        return try readEntry(path: path)
    }

    /// Reads the bytes of the entry `nextPath()` moved to, whole, and hashes them.
    func readEntry(path: String) throws -> ArchiveEntry {
        try readUnhashed(path: path).hashed()
    }

    /// Reads the bytes of the entry `nextPath()` moved to, whole, leaving the hash to the caller:
    /// the read-ahead hashes on whichever thread decodes the entry, outside its reading lock.
    ///
    /// The bytes go straight into memory sized from the header (up to 1 MiB, as a stranger's header
    /// may lie), not through the chunk buffer and then into their own memory: one copy, not two.
    func readUnhashed(path: String) throws -> UnhashedEntry {
        let capacity = Int(min(max(current.declared, 0), 1 << 20))
        guard capacity > 0, let base = malloc(capacity) else { return try readUnhashedInChunks(path: path) }
        var filled = 0
        do {
            while filled < capacity {
                let count = api.archive_read_data(handle, base + filled, capacity - filled)
                if count == 0 { break }
                if count < 0 { throw readFailure() }
                try account(bytes: Int64(count), entry: current.path, entrySoFar: Int64(filled))
                filled += count
            }
        } catch {
            free(base)
            throw error
        }
        var data = Data()
        if filled > 0 {
            data = Data(bytesNoCopy: base, count: filled, deallocator: .free)
        } else {
            free(base)
        }
        // A header that said too little: the rest in pieces.
        if filled == capacity {
            try readPieces(startingAt: Int64(filled)) { data.append(contentsOf: $0) }
        } else if current.encrypted {
            passphraseConfirmed = true
        }
        return UnhashedEntry(path: path, data: data)
    }

    private func readUnhashedInChunks(path: String) throws -> UnhashedEntry {
        var data = Data()
        try readPieces(startingAt: 0) { data.append(contentsOf: $0) }
        return UnhashedEntry(path: path, data: data)
    }

    /// The path of the entry `nextPath()` moved to.
    public var currentPath: String { current.path }

    /// Moves to the next entry and checks its header, without reading its bytes.
    /// - Returns: its path, or nil at the end of the archive.
    public func nextPath() throws -> String? {
        var entryPointer: OpaquePointer?
        let status = api.archive_read_next_header(handle, &entryPointer)
        if status == ARCHIVE_EOF {
            if format == .zip { try checkZipEnd() }
            return nil
        }
        try check(status, entry: nil)
        guard let entry = entryPointer else {
            throw BackupError.archive(file: file, entry: nil, message: localized("backup.no-entry"))
        }
        let path = try validatedPath(entry)
        guard seen.count < limits.maxEntries else {
            throw BackupError.limitExceeded(
                file: file, entry: path, limit: localized("backup.limit-entries", ["maximum": limits.maxEntries]))
        }
        guard seen.insert(path.hashValue).inserted else { throw BackupError.duplicateEntry(file: file, entry: path) }
        let encrypted = api.archive_entry_is_encrypted(entry) != 0
        if encrypted && !hasPassphrase { throw BackupError.passphraseRequired(file: file) }
        if api.archive_entry_size_is_set(entry) != 0, api.archive_entry_size(entry) > limits.maxEntryBytes {
            throw entryTooLarge(path)
        }
        current = (path, encrypted, api.archive_entry_size(entry))
        return path
    }

    /// Streams the current entry's bytes to `body` in pieces of at most 64 KiB, within the limits,
    /// without hashing them: the one entry read this way, the manifest, is not listed in itself, and
    /// its hash was a tenth of the time a verify spends on it.
    /// - Returns: the entry's size.
    @discardableResult
    public func readChunks(_ body: (UnsafeRawBufferPointer) throws -> Void) throws -> Int64 {
        try readPieces(startingAt: 0, body)
    }

    /// Reads the rest of the current entry in pieces, `before` bytes of it having been read
    /// already, within the limits. - Returns: the entry's whole size.
    @discardableResult
    private func readPieces(startingAt before: Int64, _ body: (UnsafeRawBufferPointer) throws -> Void) throws
        -> Int64
    {
        var size = before
        let chunk = chunkBuffer ?? UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 16)
        chunkBuffer = chunk
        while true {
            let count = api.archive_read_data(handle, chunk.baseAddress, chunk.count)
            if count == 0 { break }
            if count < 0 { throw readFailure() }
            try account(bytes: Int64(count), entry: current.path, entrySoFar: size)
            size += Int64(count)
            try body(UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
        }
        if current.encrypted { passphraseConfirmed = true }
        return size
    }

    /// Tells a wrong passphrase from damaged data. libarchive checks an AES entry in two steps and
    /// says which failed: the 2-byte password verifier derived with the key ("Incorrect
    /// passphrase"), then, at the end of the entry, the HMAC-SHA1 authentication code over the
    /// encrypted bytes ("ZIP bad Authentication code"); damaged compressed data fails inflate first.
    /// So only the verifier means a wrong passphrase, and even that only until one entry has opened
    /// with the same passphrase: after that, a verifier that does not match was damaged too.
    private func readFailure() -> BackupError {
        let text = message()
        guard current.encrypted else { return .archive(file: file, entry: current.path, message: text) }
        if text.localizedCaseInsensitiveContains("passphrase"), !passphraseConfirmed {
            return .wrongPassphrase(file: file)
        }
        return .integrity(
            file: file, entry: current.path,
            reason: localized("backup.encrypted-damaged", ["message": text]))
    }

    /// libarchive reads every entry of a zip whose central directory was cut off without complaint;
    /// a whole zip ends with its end-of-central-directory record, so insist on seeing it.
    private func checkZipEnd() throws {
        let tail = try readTail(ZipEnd.maximumLength)
        guard ZipEnd.isComplete(tail: tail) else {
            throw BackupError.integrity(
                file: file, entry: nil, reason: localized("backup.zip-cut-short"))
        }
    }

    private func readTail(_ length: Int) throws -> [UInt8] {
        if let memory {
            return Array(UnsafeRawBufferPointer(rebasing: memory[0..<memoryCount]).suffix(length))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw BackupError.io(file: file, message: String(cString: strerror(errno)))
        }
        let size = Int(info.st_size)
        let count = min(length, size)
        var tail = [UInt8](repeating: 0, count: count)
        let read = tail.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(size - count)) }
        guard read == count else { throw BackupError.io(file: file, message: localized("backup.cannot-read-end")) }
        return tail
    }

    private func validatedPath(_ entry: OpaquePointer) throws -> String {
        if format == .json { return Self.bareJSONEntryName }
        let path: String
        // A tar header's name as stored, when it is plain ASCII, is the same in UTF-8: asking for the
        // UTF-8 form converts it again through the locale, character by character (0.4 % of a
        // verify's instructions). Anything else goes through that conversion.
        if let stored = api.archive_entry_pathname(entry), let ascii = EntryNamePolicy.asciiName(stored) {
            path = ascii
        } else if let raw = api.archive_entry_pathname_utf8(entry) ?? api.archive_entry_pathname(entry) {
            path = String(cString: raw)
        } else {
            throw BackupError.unsafeEntry(file: file, entry: "?", reason: localized("backup.entry-name-unreadable"))
        }
        if api.archive_entry_hardlink(entry) != nil || api.archive_entry_symlink(entry) != nil {
            throw BackupError.unsafeEntry(file: file, entry: path, reason: localized("backup.entry-link"))
        }
        let type = api.archive_entry_filetype(entry)
        // libarchive's AE_IF* macros carry casts Swift cannot import; they equal the POSIX S_IF* values.
        guard type == S_IFREG else {
            throw BackupError.unsafeEntry(file: file, entry: path, reason: EntryNamePolicy.refusal(ofType: type))
        }
        if let problem = EntryNamePolicy.problem(with: path) {
            throw BackupError.unsafeEntry(file: file, entry: path, reason: problem)
        }
        return path
    }

    private func account(bytes: Int64, entry: String, entrySoFar: Int64) throws {
        if entrySoFar + bytes > limits.maxEntryBytes { throw entryTooLarge(entry) }
        totalBytes += bytes
        if totalBytes > limits.maxTotalBytes {
            throw BackupError.limitExceeded(
                file: file, entry: entry, limit: localized("backup.limit-total", ["maximum": limits.maxTotalBytes]))
        }
        let compressed = max(api.archive_filter_bytes(handle, -1), 1)
        if totalBytes > limits.ratioGraceBytes, totalBytes / compressed > limits.maxExpansionRatio {
            throw BackupError.limitExceeded(
                file: file, entry: entry,
                limit: localized("backup.limit-ratio", ["maximum": limits.maxExpansionRatio]))
        }
    }

    private func entryTooLarge(_ entry: String) -> BackupError {
        .limitExceeded(
            file: file, entry: entry, limit: localized("backup.limit-entry", ["maximum": limits.maxEntryBytes]))
    }

    private func check(_ status: Int32, entry: String?) throws {
        guard status != ARCHIVE_OK else { return }
        let text = message()
        if text.localizedCaseInsensitiveContains("passphrase") {
            throw hasPassphrase ? BackupError.wrongPassphrase(file: file) : BackupError.passphraseRequired(file: file)
        }
        throw BackupError.archive(file: file, entry: entry, message: text)
    }

    private func message() -> String {
        // archive_error_string may return NULL when libarchive recorded no text.
        guard let text = api.archive_error_string(handle) else {
            return localized("backup.libarchive-error", ["code": api.archive_errno(handle)])
        }
        return String(cString: text)
    }
}
