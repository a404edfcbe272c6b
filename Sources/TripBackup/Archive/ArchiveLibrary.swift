internal import CArchive

/// libarchive, opened the first time an archive is read or written rather than linked, so commands
/// that never touch a backup do not pay for loading it and the libraries it needs (CArchive.h).
enum ArchiveLibrary {
    /// The soname trip opens.
    static let defaultLibrary = TRIP_ARCHIVE_LIBRARY

    /// libarchive's functions.
    /// - Parameter library: the soname to open; only tests pass another (one that is missing).
    /// - Throws: `BackupError.libraryUnavailable` with the loader's reason.
    static func functions(library: String = defaultLibrary) throws -> trip_archive_api {
        var failure: UnsafePointer<CChar>?
        guard let api = trip_archive_load(library, &failure) else {
            throw BackupError.libraryUnavailable(
                library: library, reason: failure.map { String(cString: $0) } ?? library)
        }
        return api.pointee
    }
}
