extension CLIWords.English {
    /// English words of the stop commands.
    static let stop: [String: String] = [
        "stop.add.spot-with-coordinate": "--spot takes the spot's coordinate; leave out --lat and --lon",
        "stop.add.missing-name": "missing argument name",
        "stop.add.empty-name": "the stop needs a name",
        "stop.add.invalid-coordinate": "{latitude},{longitude} is not a valid coordinate",
        "stop.add.spot-without-coordinate": "spot '{spot}' has no valid coordinate",
        "stop.add.note-hours-copied": "Note: opening hours from the spot: {hours}",
        "stop.add.note-hours-not-copied":
            "Note: the spot's hours were not copied ({reason}); their text is in the stop's notes; "
            + "set them with 'trip stop edit --hours'",
        "stop.added": "Added '{stop}' to '{trip}' at position {position} of {count}",
        "stop.edit.empty-name": "--name must not be empty",
        "stop.edit.nothing-to-change":
            "nothing to change; give --name, --lat, --lon, --address, --day, --notes, --arrive, --stay, "
            + "--hours or --mode",
        "stop.edited": "Updated stop {position} '{stop}'",
        "stop.list.none": "'{trip}' has no stops yet.",
        "stop.list.none-on-day": "'{trip}' has no stops on day {day}.",
        "stop.list.header.day": "DAY",
        "stop.list.header.name": "NAME",
        "stop.list.header.coordinate": "LAT,LON",
        "stop.list.header.leg": "LEG",
        "stop.locked": "Locked stop {position} '{stop}'",
        "stop.unlocked": "Unlocked stop {position} '{stop}'",
        "stop.move.already-there": "'{stop}' is already at position {position} in '{trip}'; nothing moved",
        "stop.moved": "Moved '{stop}' from {from} to {to} in '{trip}'",
        "stop.rm.confirm": "Remove stop {position} '{stop}' from '{trip}'?",
        "stop.rm.nothing-removed": "Nothing removed.",
        "stop.rm.removed-meanwhile": "stop '{stop}' was removed from '{trip}' by another command meanwhile",
        "stop.removed": "Removed '{stop}' (was {position}) from '{trip}'",
    ]
}
