extension CLIWords.English {
    /// English words of the sync commands.
    static let sync: [String: String] = [
        "sync.removed": "(removed)",
        // trip sync
        "sync.synced": "Synced: committed {committed}, pulled {pulled}, merged {merged}, pushed {pushed}",
        "sync.synced-offline":
            "Synced: committed {committed}, pulled {pulled}, merged {merged}, offline: will push next time",
        "sync.conflict": "Conflict {id}: '{trip}' {field}: kept {side} ({value}), see 'trip sync conflicts'",
        "sync.skipped-note": "{what} changed while syncing; the next 'trip sync' takes them",
        // trip sync init, remote, restore
        "sync.created": "Created the sync repository {folder}",
        "sync.created-with-remote": "Created the sync repository {folder} with remote {remote}",
        "sync.remote-set": "Sync remote is now {remote}",
        "sync.restored": "Restored '{name}' as of {revision}",
        // trip sync status
        "sync.status-remote": "Remote:        {remote}",
        "sync.status-no-remote": "(none)",
        "sync.status-local-changes": "Local changes: {count} {count|document|documents}",
        "sync.status-ahead": "Ahead:         {count}",
        "sync.status-behind": "Behind:        {count}",
        "sync.status-last-sync": "Last sync:     {time}",
        "sync.status-never": "never",
        // trip sync conflicts
        "sync.take-side": "--take must be 'ours' or 'theirs', not '{text}'",
        "sync.take-needs-id": "--take needs the ID of a conflict; 'trip sync conflicts' lists them",
        "sync.took": "Took {side} for conflict {id} in '{name}'",
        "sync.no-conflicts": "No conflicts.",
        "sync.header-id": "ID",
        "sync.header-trip": "TRIP",
        "sync.header-field": "FIELD",
        "sync.header-ours": "OURS",
        "sync.header-theirs": "THEIRS",
        "sync.header-kept": "KEPT",
    ]
}
