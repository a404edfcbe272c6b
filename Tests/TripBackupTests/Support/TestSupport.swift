import CArchive
import Foundation
import TripModel

@testable import TripBackup

#if canImport(Glibc)
    import Glibc
#endif

/// A temporary directory removed when the value is released.
final class TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/trip-backup-tests-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        path = String(cString: made)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { "\(path)/\(name)" }
}

enum Fixtures {
    /// Tests/Fixtures, found from this source file so tests need no resource bundle.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
}

/// Writes arbitrary (hostile) entries with libarchive itself, bypassing every rule ArchiveWriter keeps.
struct RawEntry {
    var name: String
    var type: mode_t = S_IFREG
    var data = Data()
    var linkTarget: String?
    var hardlinkTarget: String?
    /// Write this many zero bytes instead of `data` (for bombs), in chunks.
    var zeroBytes: Int64 = 0
}

enum RawArchive {
    static func write(_ entries: [RawEntry], to path: String, format: BackupFormat) throws {
        let api = try ArchiveLibrary.functions()
        guard let handle = api.archive_write_new() else { throw CocoaError(.fileWriteUnknown) }
        defer { _ = api.archive_write_free(handle) }
        if format == .zip {
            _ = api.archive_write_set_format_zip(handle)
        } else {
            _ = api.archive_write_set_format_pax_restricted(handle)
        }
        switch format {
        case .tarGzip: _ = api.archive_write_add_filter_gzip(handle)
        case .tarZstd: _ = api.archive_write_add_filter_zstd(handle)
        case .tarXz: _ = api.archive_write_add_filter_xz(handle)
        default: break
        }
        guard api.archive_write_open_filename(handle, path) == ARCHIVE_OK else { throw CocoaError(.fileWriteUnknown) }
        for raw in entries {
            try add(raw, to: handle, api: api)
        }
        _ = api.archive_write_close(handle)
    }

    private static func add(_ raw: RawEntry, to handle: OpaquePointer, api: trip_archive_api) throws {
        guard let entry = api.archive_entry_new() else { throw CocoaError(.fileWriteUnknown) }
        defer { api.archive_entry_free(entry) }
        api.archive_entry_set_pathname(entry, raw.name)
        api.archive_entry_set_filetype(entry, raw.type)
        api.archive_entry_set_perm(entry, 0o644)
        if let target = raw.linkTarget { api.archive_entry_set_symlink(entry, target) }
        if let target = raw.hardlinkTarget { api.archive_entry_set_hardlink(entry, target) }
        let size = raw.zeroBytes > 0 ? raw.zeroBytes : Int64(raw.data.count)
        api.archive_entry_set_size(entry, raw.type == S_IFREG && raw.hardlinkTarget == nil ? size : 0)
        if raw.type == S_IFCHR {
            api.archive_entry_set_rdevmajor(entry, 1)
            api.archive_entry_set_rdevminor(entry, 3)
        }
        _ = api.archive_write_header(handle, entry)
        if raw.zeroBytes > 0 {
            let chunk = [UInt8](repeating: 0, count: 1 << 20)
            var left = raw.zeroBytes
            while left > 0 {
                let count = Int(min(left, Int64(chunk.count)))
                _ = chunk.withUnsafeBytes { api.archive_write_data(handle, $0.baseAddress, count) }
                left -= Int64(count)
            }
        } else if !raw.data.isEmpty {
            _ = raw.data.withUnsafeBytes { api.archive_write_data(handle, $0.baseAddress, $0.count) }
        }
    }
}

extension ArchiveReader {
    /// Reads every entry, for tests.
    func readAll() throws -> [ArchiveEntry] {
        var entries: [ArchiveEntry] = []
        while let entry = try next() { entries.append(entry) }
        return entries
    }
}

/// Writes entries with ArchiveWriter into a new file and returns the file's bytes.
func writeArchive(
    _ entries: [(String, Data)], format: BackupFormat, at path: String, passphrase: String? = nil
) throws -> Data {
    let output = try AtomicFile(path: path, overwrite: true)
    let writer = try ArchiveWriter(descriptor: output.descriptor, file: path, format: format, passphrase: passphrase)
    for (name, data) in entries {
        try writer.add(path: name, data: data, modified: 1_700_000_000)
    }
    try writer.finish()
    try output.commit()
    return try Data(contentsOf: URL(fileURLWithPath: path))
}

/// Writes `entries` with a correct manifest after them, as BackupCreator would: for tests that
/// build unusual but honest backups.
func writeBackup(_ entries: [(String, Data)], format: BackupFormat, at path: String) throws {
    let output = try AtomicFile(path: path, overwrite: true)
    let writer = try ArchiveWriter(descriptor: output.descriptor, file: path, format: format)
    let manifest = try ManifestWriter()
    var counts = ["trips": 0, "stops": 0, "expenses": 0]
    for (name, data) in entries {
        try manifest.append(try writer.add(path: name, data: data, modified: 0))
        if name.hasPrefix("trips/") {
            let trip = try JSONDecoder().decode(Trip.self, from: data)
            counts["trips", default: 0] += 1
            counts["stops", default: 0] += trip.stops.count
            counts["expenses", default: 0] += trip.expenses.count
        } else if name.hasPrefix("spots/"), let spots = try? JSONDecoder().decode([Spot].self, from: data) {
            // Counted only when the chunk decodes: tests of broken chunks expect the chunk's own error.
            counts["spots", default: 0] += spots.count
        }
    }
    try manifest.write(to: writer, generator: "test", counts: counts, modified: 0)
    try writer.finish()
    try output.commit()
}
