extension CLIWords.English {
    /// English words of the trip commands, and of reading and writing the files they take.
    static let trip: [String: String] = [
        "trip.new.empty-name": "the trip needs a name",
        "trip.new.end-before-start": "--end {end} is before --start {start}",
        "trip.created": "Created trip '{trip}' ({id})",
        "trip.list.none": "No trips yet. Create one with 'trip new NAME'.",
        "trip.list.header.name": "NAME",
        "trip.list.header.status": "STATUS",
        "trip.list.header.dates": "DATES",
        "trip.list.header.stops": "STOPS",
        "trip.list.header.finished": "FINISHED",
        "trip.status.planning": "planning",
        "trip.status.traveling": "traveling",
        "trip.status.finished": "finished",
        "trip.history.none": "No finished trips yet. Finish one with 'trip finish'.",
        "trip.show.header": "{trip}  [{status}]  id {id}",
        "trip.show.header-dated": "{trip}  [{status}]  {dates}  id {id}",
        "trip.show.no-stops": "No stops yet. Add one with 'trip stop add {trip} NAME --lat LAT --lon LON'.",
        "trip.show.total": "Total: {distance} over {count} {count|stop|stops}",
        "trip.show.companions": "Companions: {names}",
        "trip.show.notes": "Notes: {notes}",
        "trip.show.column.day": "DAY",
        "trip.show.column.name": "NAME",
        "trip.show.column.leg": "LEG",
        "trip.show.column.address": "ADDRESS",
        "trip.rename.empty-name": "the new name is empty",
        "trip.renamed": "Renamed '{old}' to '{new}'",
        "trip.edit.nothing-to-change":
            "nothing to change; give --start, --end, --notes, --time-zone, --mode or --mode-…",
        "trip.edit.end-before-start": "the end date {end} would be before the start date {start}",
        "trip.edited": "Updated '{trip}'",
        "trip.edit.stranded-stop": "{position} '{stop}' (day {day})",
        "trip.edit.stranded-one":
            "Warning: '{trip}' now has {days} {days|day|days}, but this stop is on a later day: {stops}; "
            + "give it a day with 'trip stop edit STOP --day D' or run 'trip plan days {days}'",
        "trip.edit.stranded-many":
            "Warning: '{trip}' now has {days} {days|day|days}, but these stops are on a later day: {stops}; "
            + "give them a day with 'trip stop edit STOP --day D' or run 'trip plan days {days}'",
        "trip.edit.speed-range": "--mode-speed {mode}={value}: a speed must be 0.1…300 km/h",
        "trip.edit.detour-range": "--mode-detour {mode}={value}: a detour factor must be 1…5",
        "trip.edit.wait-range": "--mode-wait {mode}={value}: a wait must be 0…240 minutes",
        "trip.start.already-current": "'{trip}' is already the current trip",
        "trip.start.finished": "'{trip}' is finished; it stays in the history",
        "trip.start.other-under-way": "'{trip}' is under way; finish it with 'trip finish' or add --switch",
        "trip.started": "Started '{trip}': it is now the current trip",
        "trip.finish.already-finished": "'{trip}' is already finished",
        "trip.finished": "Finished '{trip}': see it in 'trip history'",
        "trip.rm.confirm": "Delete trip '{trip}' and its {count} {count|stop|stops}?",
        "trip.rm.nothing-deleted": "Nothing deleted.",
        "trip.rm.deleted-meanwhile": "trip '{trip}' was deleted by another command meanwhile",
        "trip.removed": "Deleted trip '{trip}'",
        "trip.copy.name-taken": "a trip named {name} already exists; choose another name for the copy",
        "trip.copy.name-too-long": "{problem}; give the copy a shorter NEW-NAME",
        "trip.copied":
            "Created '{trip}' ({id}) with {stops} {stops|stop|stops} and {expenses} {expenses|expense|expenses}",
        "trip.import.id-taken":
            "{path}: a trip with id {id} already exists; "
            + "add --name NEW to import it as a copy, or use 'trip backup restore' to merge",
        "trip.import.note": "Note: {note}",
        "trip.import.not-a-document": "{path}: not a trip document: {reason}",
        "trip.import.unknown-format": "unknown --format '{format}'; use one of {formats}",
        "trip.imported": "Imported '{trip}' with {count} {count|stop|stops}",
        "trip.imported-from": "Imported '{trip}' with {count} {count|stop|stops} from {format}",
        "trip.import.default-name": "Imported trip",
        "trip.import.track-named":
            "Note: the file has only tracks; took the {stops} {stops|point|points} it names "
            + "out of {points} {points|track point|track points}",
        "trip.import.track-simplified":
            "Note: the file has only tracks; simplified {points} {points|track point|track points} "
            + "to {stops} {stops|stop|stops}",
        "trip.import.track-simplified-to-maximum":
            "Note: the file has only tracks; simplified {points} {points|track point|track points} "
            + "to {stops} {stops|stop|stops} (--max-stops {maximum})",
        "trip.export.wrote": "Wrote '{trip}' to {path}",
        "trip.export.wrote-as": "Wrote '{trip}' as {format} to {path}",
        "trip.export.unknown-format": "unknown --format '{format}'; use one of {formats}",
        "trip.export.pdf-needs-file": "a PDF is binary; name the file to write with -o FILE",
        "trip.export.taxi-needs-page":
            "--taxi adds fares to the html or pdf page; --format {format} has no place for them",
        "trip.export.unknown-taxi": "unknown --taxi '{taxi}'; use mid or deluxe",
        "trip.file.no-such-file": "{path}: no such file",
        "trip.file.is-a-directory": "{path} is a directory, not a file",
        "trip.file.unreadable": "{path}: cannot be read",
        "trip.file.unreadable-because": "{path}: cannot be read: {reason}",
        "trip.file.too-large": "{path}: larger than {mebibytes} MiB",
        "trip.file.output-is-a-directory": "{path} is a directory; give a file name, such as {path}/trip.json",
        "trip.file.output-exists": "{path} exists; add --force to overwrite it",
        "trip.file.cannot-write": "cannot write {path}: {message}",
        "copy.the-copy-name": "the copy's name",
        "copy.default-name": "{name} (copy)",
        "copy.default-name-numbered": "{name} (copy {number})",
    ]
}
