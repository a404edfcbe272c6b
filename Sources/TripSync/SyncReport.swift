public import TripModel

/// What one `trip sync` did; `--json` prints it.
public struct SyncReport: Encodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case committed, pulled, merged, pushed, conflicts, offline, commit, skipped
    }

    /// One conflict as `trip sync --json` and `trip sync conflicts --json` show it.
    public struct Conflict: Encodable, Sendable {
        public var id: Int64
        public var trip: String
        public var tripName: String
        public var field: String
        public var ours: JSONValue?
        public var theirs: JSONValue?
        public var winner: String
        public var ourMachine: String
        public var theirMachine: String
    }

    /// Trip documents committed from local changes.
    public var committed = 0
    /// Trip documents the remote changed that this sync applied here.
    public var pulled = 0
    /// Trip documents changed on both sides and merged field by field.
    public var merged = 0
    /// Trip documents the push sent to the remote.
    public var pushed = 0
    public var conflicts: [Conflict] = []
    /// True when the remote was out of reach: local work is committed and waits for the next sync.
    public var offline = false
    /// Why the remote was out of reach, as git said it.
    public var unreachable: SyncError?
    /// The commit the database now matches.
    public var commit: String?
    /// Trips edited here while the sync ran; the next sync takes them.
    public var skipped: [String] = []
}
