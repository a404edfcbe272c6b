extension CLIWords.English {
    /// English words of the spots commands.
    static let spots: [String: String] = [
        "spots.none-found": "No spots found.",
        "spots.accessible-unknown": "--accessible: unknown facility '{word}'; use one of {known}",
        "spots.more": "More: --cursor {cursor}",
        "spots.header.id": "ID",
        "spots.header.title": "TITLE",
        "spots.header.type": "TYPE",
        "spots.header.area": "AREA",
        "spots.header.distance": "DISTANCE",
        "spots.header.dates": "DATES",
        "spots.header.when": "WHEN",
        "spots.header.keyword": "KEYWORD",
        "spots.header.filters": "FILTERS",
        "spots.field.id": "Id",
        "spots.field.type": "Type",
        "spots.field.area": "Area",
        "spots.field.address": "Address",
        "spots.field.location": "Location",
        "spots.field.phone": "Phone",
        "spots.field.homepage": "Homepage",
        "spots.field.dates": "Dates",
        "spots.field.hours": "Hours",
        "spots.field.closed": "Closed",
        "spots.field.modified": "Modified",
        "spots.barrier-free.none": "Barrier-free: no information",
        "spots.barrier-free.title": "Barrier-free",
        "spots.bookmarked": "Bookmarked '{title}'",
        "spots.already-bookmarked": "'{title}' was already bookmarked",
        "spots.unbookmarked": "Removed the bookmark on '{title}'",
        "spots.not-bookmarked": "'{title}' was not bookmarked",
        "spots.history.cleared": "Cleared {count} remembered {count|search|searches}",
        "spots.history.none": "No searches yet.",
        "festivals.on-or-range": "use either --on or --from/--to",
        "festivals.to-needs-from": "--to needs --from",
        "festivals.range-reversed": "--from {from} is after --to {to}",
        "festivals.undated": "{count} {count|festival|festivals} without dates left out.",
        "spots.import.too-many-files": "at most {count} files at once",
        "spots.import.too-large": "{path}: the files add up to more than 1 GiB; import them in smaller groups",
        "spots.import.skipped-item": "Skipped {item}",
        "spots.import.summary": """
        Imported {files} {files|file|files}: {added} added, {updated} updated, {unchanged} unchanged; barrier-free \
        facts for {barrierFree} {barrierFree|spot|spots}
        """,
        "spots.import.summary-skipped": """
        Imported {files} {files|file|files}: {added} added, {updated} updated, {unchanged} unchanged; barrier-free \
        facts for {barrierFree} {barrierFree|spot|spots}; {skipped} invalid {skipped|item|items} skipped
        """,
        "spots.import.partial-page": "{source} holds {count} of {total} results; save and import the other pages too",
        "spots.import.progress": "Importing spots: {done} of {total}",
        "spots.radius-unit": "--radius needs a unit: {number}km or {number}m",
        "spots.radius": "--radius expects a distance like 500m or 2km, up to 2000km; got {text}",
        "spots.sort-distance-needs-from": "--sort distance needs --from LAT,LON",
        "spots.search-needs-filter": "give a keyword, --type or --area",
        "spots.place.no-coordinate": "stop '{name}' has no valid coordinate",
        "spots.place.no-stops": "'{name}' has no stops yet; add one with 'trip stop add'",
    ]
}
