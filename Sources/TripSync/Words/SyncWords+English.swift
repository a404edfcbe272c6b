extension SyncWords.English {
    /// Every English word of TripSync.
    static let all: [String: String] = [
        // SyncError
        "sync.not-initialized": "no sync repository at {folder}; run 'trip sync init [REMOTE]' first",
        "sync.already-initialized":
            "a sync repository already exists at {folder}; use 'trip sync remote REMOTE' to change the remote",
        "sync.git-unavailable": "cannot run git ({path}); install it with 'apt-get install git'",
        "sync.git-failed": "git {command} failed: {message}",
        "sync.unreachable":
            "cannot reach the remote {remote} ({message}); local changes are committed and will be pushed by the next 'trip sync'",
        "sync.race-lost": "the remote kept changing while pushing ({attempts} attempts); run 'trip sync' again",
        "sync.invalid-document": "the sync repository holds an invalid document {path}: {reason}; nothing was applied",
        "sync.unknown-revision": "no such revision in the sync repository: {revision}",
        "sync.unknown-conflict": "no conflict with id {id}; 'trip sync conflicts' lists them",
        // Details inside those errors
        "sync.git-no-message": "no message",
        "sync.fast-import-no-commit": "no commit id in its answer",
        "sync.blob-count": "{ids} blob ids for {documents} documents",
        "sync.unfit-path": "a path it cannot hold: {path}",
        "sync.tree-count": "{ids} tree ids for {folders} folders",
        "sync.no-reader": "no reader for trip {id}",
        "sync.spot-wrong-piece": "[{index}].id: {id} belongs in {piece}",
        "sync.spot-twice": "[{index}].id: {id} appears twice",
        "sync.id-not-name": "its id {id} does not match its name",
        "sync.revision-without-trip": "{revision} has no trip {id}",
        // What changed while a sync ran
        "sync.skipped-trips": "{count} {count|trip|trips}",
        "sync.skipped-spot-pieces": "{count} {count|piece|pieces} of the spot catalog",
        "sync.skipped-nothing": "nothing",
        "sync.skipped-list": "{first} and {last}",
        "sync.section-bookmarks": "the bookmarks",
        "sync.section-companions": "the companion list",
        "sync.section-search-history": "the search history",
    ]
}
