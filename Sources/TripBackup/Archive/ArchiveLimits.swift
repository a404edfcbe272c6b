/// Bounds applied while reading an archive from an untrusted source.
///
/// libarchive sets no limits of its own (a 39 KB .tar.xz expands to 256 MiB), so every read is
/// bounded here: a bomb is refused after at most `maxEntryBytes` of work per entry, or as soon as
/// the expansion ratio becomes implausible.
public struct ArchiveLimits: Sendable, Equatable {
    /// Most entries an archive may hold (a backup has one per trip, one per 1,000 spots, and a handful).
    public var maxEntries: Int
    /// Largest single entry, expanded.
    public var maxEntryBytes: Int64
    /// Largest sum of all entries, expanded.
    public var maxTotalBytes: Int64
    /// Largest ratio of expanded to compressed bytes, checked once `ratioGraceBytes` were expanded.
    /// JSON compresses 5–30×; bombs compress 1,000× and more.
    public var maxExpansionRatio: Int64
    /// Expanded bytes below which the ratio is not checked (tiny files have meaningless ratios).
    public var ratioGraceBytes: Int64

    /// Creates limits.
    public init(
        maxEntries: Int, maxEntryBytes: Int64, maxTotalBytes: Int64,
        maxExpansionRatio: Int64 = 400, ratioGraceBytes: Int64 = 8 << 20
    ) {
        self.maxEntries = maxEntries
        self.maxEntryBytes = maxEntryBytes
        self.maxTotalBytes = maxTotalBytes
        self.maxExpansionRatio = maxExpansionRatio
        self.ratioGraceBytes = ratioGraceBytes
    }

    /// Room for two million trips and entries (the manifest included) of up to 256 MiB each, 16 GiB in all: far above real use,
    /// far below what would exhaust a machine.
    public static let standard = ArchiveLimits(
        maxEntries: 2_000_016, maxEntryBytes: 256 << 20, maxTotalBytes: 16 << 30)
}
