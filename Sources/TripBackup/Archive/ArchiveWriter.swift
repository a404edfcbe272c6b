internal import CArchive
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What was written for one entry: the facts the manifest records.
public struct WrittenEntry: Sendable, Equatable, Codable {
    /// Path inside the archive.
    public var path: String
    /// Size in bytes, uncompressed.
    public var bytes: Int64
    /// Hex SHA-256 of the bytes.
    public var sha256: String

    /// Creates a record.
    public init(path: String, bytes: Int64, sha256: String) {
        self.path = path
        self.bytes = bytes
        self.sha256 = sha256
    }
}

/// Streams regular-file entries into a tar.gz, tar.zst, tar.xz or zip archive, one at a time.
///
/// Every entry gets the same fixed metadata (mode 0644, uid/gid 0, no owner names) and a caller-chosen
/// mtime, and gzip is told not to store a timestamp, so the same entries give the same bytes.
/// An encrypted zip is WinZip AE-2 (no plaintext CRC) and every entry carries the same fixed time, so
/// it shows names and sizes but not when each trip changed.
/// Owns its libarchive handle; not `Sendable`. The file descriptor stays the caller's.
public final class ArchiveWriter {
    /// The time given to every entry of an encrypted zip: the earliest a zip can store (1980-01-01 UTC).
    public static let encryptedEntryTime: Int64 = 315_532_800

    private let api: trip_archive_api
    private let handle: OpaquePointer
    private let file: String
    private var finished = false
    /// Set for encrypted zips: rewrites libarchive's AE-1 output as AE-2 on its way to the file.
    private var rewriter: ZipAE2Rewriter?

    /// Opens a writer on an open file descriptor.
    /// - Parameters:
    ///   - descriptor: where the archive goes; not closed by the writer.
    ///   - file: the name used in errors.
    ///   - format: a writable container format (not `.tar` or `.json`).
    ///   - passphrase: encrypts a zip with AES-256 when given; refused for other formats.
    /// - Throws: `BackupError.archive` when libarchive refuses the settings.
    public init(descriptor: Int32, file: String, format: BackupFormat, passphrase: String? = nil) throws {
        let api = try ArchiveLibrary.functions()
        guard let handle = api.archive_write_new() else {
            throw BackupError.io(file: file, message: localized("backup.out-of-memory"))
        }
        self.api = api
        self.handle = handle
        self.file = file
        try configure(format: format, passphrase: passphrase)
        // Into a pipe libarchive would pad the last block with zeros after the compressed stream:
        // gzip readers skip them, zstd reads them as a broken frame. Unpadded, a pipe gets the same
        // bytes as a file.
        try check(api.archive_write_set_bytes_in_last_block(handle, 1), entry: nil)
        guard passphrase != nil else {
            try check(api.archive_write_open_fd(handle, descriptor), entry: nil)
            return
        }
        let rewriter = ZipAE2Rewriter { buffer in try Self.writeAll(buffer, to: descriptor, file: file) }
        self.rewriter = rewriter
        // Unbuffered, so each libarchive call's bytes have reached the rewriter when it returns.
        try check(api.archive_write_set_bytes_per_block(handle, 0), entry: nil)
        let context = Unmanaged.passUnretained(rewriter).toOpaque()
        try check(api.archive_write_open2(handle, context, nil, writeThroughRewriter, nil, nil), entry: nil)
    }

    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32, file: String) throws {
        var offset = 0
        while offset < buffer.count {
            let count = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw OutputWriteError(code: count < 0 ? errno : EIO) }
            offset += count
        }
    }

    deinit {
        // archive_write_free also closes (flushes) a writer that finish() did not reach.
        _ = api.archive_write_free(handle)
    }

    private func configure(format: BackupFormat, passphrase: String?) throws {
        switch format {
        case .zip:
            _ = ZipClock.pinnedToUTC
            try check(api.archive_write_set_format_zip(handle), entry: nil)
            try check(api.archive_write_set_options(handle, "zip:compression=deflate"), entry: nil)
        case .tarGzip, .tarZstd, .tarXz:
            // pax_restricted writes plain ustar headers for our short ASCII names: readable by any tar.
            try check(api.archive_write_set_format_pax_restricted(handle), entry: nil)
        case .tar, .json:
            throw BackupError.io(
                file: file, message: localized("backup.format-not-written", ["format": format.rawValue]))
        }
        switch format {
        case .tarGzip:
            try check(api.archive_write_add_filter_gzip(handle), entry: nil)
            // No timestamp keeps the bytes reproducible. Level 3 instead of 6: pretty JSON compresses
            // within 8% as well at 60% of the CPU time, and compression was a quarter of a backup's time.
            try check(api.archive_write_set_options(handle, "gzip:!timestamp,gzip:compression-level=3"), entry: nil)
        case .tarZstd:
            try check(api.archive_write_add_filter_zstd(handle), entry: nil)
            // Level 1, not libarchive's 3: on our pretty JSON it is both faster (0.3–0.4 s against
            // 0.6–0.8 s per 100 MB of a 100,000-trip backup's tar; gzip level 3 took 1.2–1.4 s) and
            // smaller (10.6 MB against 11.4 MB; gzip 15.5 MB).
            try check(api.archive_write_set_options(handle, "zstd:compression-level=1"), entry: nil)
        case .tarXz: try check(api.archive_write_add_filter_xz(handle), entry: nil)
        case .zip, .tar, .json: break
        }
        guard let passphrase else { return }
        guard format == .zip else {
            throw BackupError.io(file: file, message: localized("backup.only-zip-encrypted"))
        }
        try check(api.archive_write_set_options(handle, "zip:encryption=aes256"), entry: nil)
        try check(api.archive_write_set_passphrase(handle, passphrase), entry: nil)
    }

    /// Writes one regular-file entry.
    /// - Parameters:
    ///   - path: the entry's name inside the archive.
    ///   - data: the entry's bytes.
    ///   - modified: mtime in seconds since 1970, taken from the data so that output is reproducible.
    /// - Returns: the entry's path, size and SHA-256 for the manifest.
    @discardableResult
    public func add(path: String, data: Data, modified: Int64) throws -> WrittenEntry {
        var hash = SHA256()
        try add(path: path, size: Int64(data.count), modified: modified) { write in
            try data.withUnsafeBytes { buffer in
                hash.update(buffer)
                try write(buffer)
            }
        }
        return WrittenEntry(path: path, bytes: Int64(data.count), sha256: hash.finalizeHex())
    }

    /// Writes one entry whose bytes are produced in pieces, so a large entry never sits in memory.
    /// - Parameters:
    ///   - size: the exact number of bytes `body` will write (tar headers carry it up front).
    ///   - body: writes the bytes through the function it is given.
    public func add(
        path: String, size: Int64, modified: Int64,
        body: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void
    ) throws {
        guard let entry = api.archive_entry_new() else {
            throw BackupError.io(file: file, message: localized("backup.out-of-memory"))
        }
        defer { api.archive_entry_free(entry) }
        api.archive_entry_set_pathname(entry, path)
        api.archive_entry_set_filetype(entry, S_IFREG)
        api.archive_entry_set_perm(entry, 0o644)
        api.archive_entry_set_size(entry, size)
        let time = rewriter == nil ? max(modified, 0) : Self.encryptedEntryTime
        api.archive_entry_set_mtime(entry, time_t(time), 0)
        api.archive_entry_set_uid(entry, 0)
        api.archive_entry_set_gid(entry, 0)
        try rewrite(entry: path) { try $0.beginHeader() }
        try check(api.archive_write_header(handle, entry), entry: path)
        try rewrite(entry: path) { try $0.endHeader() }
        var written: Int64 = 0
        try body { buffer in
            var offset = 0
            while offset < buffer.count {
                let rest = UnsafeRawBufferPointer(rebasing: buffer[offset...])
                let count = api.archive_write_data(handle, rest.baseAddress, rest.count)
                guard count > 0 else { throw failure(entry: path) }
                offset += count
            }
            written += Int64(buffer.count)
        }
        guard written == size else {
            throw BackupError.archive(
                file: file, entry: path,
                message: localized("backup.wrote-other-size", ["written": written, "size": size]))
        }
        try check(api.archive_write_finish_entry(handle), entry: path)
        try rewrite(entry: path) { try $0.endEntry() }
    }

    /// Writes the archive's trailer and flushes the compressor. Call once, after the last entry.
    public func finish() throws {
        guard !finished else { return }
        finished = true
        try rewrite(entry: nil) { try $0.beginCentralDirectory() }
        try check(api.archive_write_close(handle), entry: nil)
        try rewrite(entry: nil) { try $0.finish() }
    }

    /// Runs one step of the AE-2 rewriter (none for other archives). A failed write is recorded on
    /// the handle as libarchive records its own, so it is reported the same way.
    private func rewrite(entry: String?, _ step: (ZipAE2Rewriter) throws -> Void) throws {
        guard let rewriter else { return }
        do {
            try step(rewriter)
        } catch let error as OutputWriteError {
            trip_archive_set_errno(handle, error.code)
            try check(ARCHIVE_FATAL, entry: entry)
        }
    }

    private func check(_ status: Int32, entry: String?) throws {
        guard status != ARCHIVE_OK else { return }
        throw failure(entry: entry)
    }

    /// The errors of write(2) itself: the output is at fault (a full disk, a closed pipe), not the
    /// archive, so they name the output and the cause and no entry.
    static let outputErrors: Set<Int32> = [ENOSPC, EDQUOT, EIO, EFBIG, EPIPE, EBADF, EROFS, ENXIO, ENODEV]

    private func failure(entry: String?) -> BackupError {
        let code = api.archive_errno(handle)
        if Self.outputErrors.contains(code) {
            return .writeFailed(file: file, message: String(cString: strerror(code)))
        }
        return .archive(file: file, entry: entry, message: message())
    }

    private func message() -> String {
        guard let text = api.archive_error_string(handle) else {
            return localized("backup.libarchive-error", ["code": api.archive_errno(handle)])
        }
        return String(cString: text)
    }
}

/// libarchive's write callback for encrypted zips: hands the bytes to the `ZipAE2Rewriter` behind
/// the context pointer; -1 tells libarchive the write failed (the rewriter keeps the reason).
private let writeThroughRewriter:
    @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, UnsafeRawPointer?, Int) -> Int = {
        archive, context, buffer, length in
        guard let context else { return -1 }
        let rewriter = Unmanaged<ZipAE2Rewriter>.fromOpaque(context).takeUnretainedValue()
        do {
            try rewriter.write(UnsafeRawBufferPointer(start: buffer, count: length))
            return length
        } catch let error as OutputWriteError {
            trip_archive_set_errno(archive, error.code)
            return -1
        } catch {
            trip_archive_set_message(archive, "\(error)")
            return -1
        }
    }

/// write(2) failed on the output of an encrypted zip; the code is handed to libarchive.
struct OutputWriteError: Error {
    let code: Int32
}

/// libarchive stamps zip entries with an MS-DOS date and time computed with localtime(3), so the same
/// data would give different zip bytes in Seoul and in London. Pinning the process's time zone to
/// UTC, once and before the first zip is written, keeps zips reproducible everywhere. Harmless for
/// `trip`: it prints times in UTC (ISO-8601) anyway, and a trip process is single-threaded.
enum ZipClock {
    static let pinnedToUTC: Bool = {
        setenv("TZ", "UTC0", 1)
        tzset()
        return true
    }()
}
