import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Collects the manifest's entry lines in an anonymous temporary file while the backup streams out,
/// then writes `manifest.json` as the last entry, so memory stays flat however many trips there are.
/// Owns the temporary file; not `Sendable`.
final class ManifestWriter {
    private let spool: UnsafeMutablePointer<FILE>
    private(set) var count = 0
    private var bytes: Int64 = 0

    init() throws {
        // tmpfile(3) is unlinked at once: nothing is left behind whatever happens to the process.
        guard let file = tmpfile() else {
            throw BackupError.io(file: localized("backup.manifest-spool"), message: String(cString: strerror(errno)))
        }
        spool = file
    }

    deinit { fclose(spool) }

    /// Records one written entry.
    func append(_ entry: WrittenEntry) throws {
        let text = (count == 0 ? "" : ",\n") + ManifestText.line(entry)
        let data = Array(text.utf8)
        guard fwrite(data, 1, data.count, spool) == data.count else {
            throw BackupError.io(file: localized("backup.manifest-spool"), message: String(cString: strerror(errno)))
        }
        bytes += Int64(data.count)
        count += 1
    }

    /// Writes `manifest.json` into `archive`.
    func write(to archive: ArchiveWriter, generator: String, counts: [String: Int], modified: Int64) throws {
        let head = Array(ManifestText.head(counts: counts).utf8)
        let tail = Array(ManifestText.tail(generator: generator).utf8)
        guard fflush(spool) == 0 else {
            throw BackupError.io(file: localized("backup.manifest-spool"), message: localized("backup.cannot-flush"))
        }
        rewind(spool)
        let size = Int64(head.count) + bytes + Int64(tail.count)
        try archive.add(path: Manifest.entryName, size: size, modified: modified) { write in
            try head.withUnsafeBytes { try write($0) }
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            var left = bytes
            while left > 0 {
                let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, Int(min(left, 64 * 1024)), spool) }
                guard count > 0 else {
                    throw BackupError.io(
                        file: localized("backup.manifest-spool"), message: localized("backup.cannot-read-back"))
                }
                try chunk.withUnsafeBytes { try write(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
                left -= Int64(count)
            }
            try tail.withUnsafeBytes { try write($0) }
        }
    }
}
