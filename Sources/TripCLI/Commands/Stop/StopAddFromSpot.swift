import TripFormats
import TripModel

/// `trip stop add [TRIP] [NAME] --spot ID`: a stop made from a catalog spot, linked by `spotId`.
///
/// The stop takes the spot's opening hours where TourAPI's `usetime`/`restdate` can be read
/// (``TourAPIHours``) and `--hours` is not given. Where they cannot, nothing is guessed: the text goes
/// into the stop's notes and a note on standard error says so.
enum StopAddFromSpot {
    static func run(
        _ options: StopAddCommand.Options, spot spotReference: String, name: String?, _ context: CommandContext
    ) throws {
        let (trip, stop, hoursNote) = try context.database().write { transaction in
            let spot = try transaction.spots.find(spotReference)
            guard let coordinate = spot.coordinate else {
                throw CLIError.dataError(localized("stop.add.spot-without-coordinate", ["spot": spot.title]))
            }
            var trip = try context.loadTrip(options.tripReference, in: transaction)
            var stop = Stop(
                id: context.newID(), position: 0, name: name ?? spot.title,
                address: options.address ?? spot.address, coordinate: coordinate, day: options.day,
                notes: options.notes ?? "", spotId: spot.id.lowercasedString, updatedAt: transaction.now)
            let hoursNote = options.schedule.openingHours == nil ? copyHours(of: spot, to: &stop) : nil
            options.schedule.apply(to: &stop)
            try trip.insertStop(stop, at: options.position, now: transaction.now)
            try transaction.saveEdit(trip)
            return (trip, trip.stops.first { $0.id == stop.id } ?? stop, hoursNote)
        }
        if let hoursNote { context.note(hoursNote) }
        if options.json { return try context.printJSON(stop) }
        context.print(
            localized(
                "stop.added",
                ["stop": stop.name, "trip": trip.name, "position": stop.position, "count": trip.stops.count]))
    }

    /// Sets the spot's hours on `stop`, or keeps their text in its notes; returns the note to tell the user.
    static func copyHours(of spot: Spot, to stop: inout Stop) -> String? {
        switch TourAPIHours.read(useTime: spot.useTime, restDate: spot.restDate) {
        case .none:
            return nil
        case .hours(let hours):
            stop.openingHours = hours
            return localized("stop.add.note-hours-copied", ["hours": hours.text])
        case .unreadable(let reason):
            // TourAPI's own labels for the two texts, so the note reads as the app shows them.
            let lines = [("이용시간", spot.useTime), ("쉬는날", spot.restDate)].filter { !$0.1.isEmpty }
                .map { "\($0.0): \($0.1)" }
            stop.notes = ([stop.notes].filter { !$0.isEmpty } + lines).joined(separator: "\n")
            return localized("stop.add.note-hours-not-copied", ["reason": reason])
        }
    }
}
