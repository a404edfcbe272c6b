/// One entry line of `manifest.json` as ``ManifestParser`` hands it over, for the length of the call.
///
/// A line in the layout trip writes stays the bytes it was read as, so that ``EntryLedger`` can
/// compare it with the entry it recorded without making Strings of the path and hash, and of the
/// recorded name, at every line: the manifest lists every trip, and it is read after the last trip,
/// on one thread while the other has nothing left to do.
enum ListedEntry {
    /// A line ``ManifestEntryLine`` read: a printable-ASCII path and 64 lower-case hex digits, both
    /// still in the parser's buffer, so valid only during the call.
    case plain(path: UnsafeRawBufferPointer, bytes: Int64, sha256: UnsafeRawBufferPointer)
    /// A line read through Strings (``ManifestParser/entry(_:)``).
    case written(WrittenEntry)

    /// The entry as a value that may be kept.
    var entry: WrittenEntry {
        switch self {
        case let .plain(path, bytes, sha256):
            WrittenEntry(
                path: String(decoding: path, as: UTF8.self), bytes: bytes,
                sha256: String(decoding: sha256, as: UTF8.self))
        case let .written(entry): entry
        }
    }
}
