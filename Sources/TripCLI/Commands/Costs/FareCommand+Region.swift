import Foundation
import TripModel
import TripStore

/// The tariff `trip fare` uses and why: named with --taxi or --model, or picked from where the stops are.
struct FareTariff {
    /// How the tariff was picked, as `--json` reports it.
    enum Source: String, Encodable {
        /// The city holding most of the priced legs' stops.
        case stops
        /// No stop lies in a city with a tariff: Seoul's, the default before regional tariffs.
        case fallback
        /// `--taxi NAME`.
        case taxi
        /// `--model FILE`.
        case file
    }

    var model: FareModel
    var source: Source
    /// The `--taxi` city key of a built-in tariff (`seoul` for both Seoul models); nil for a file.
    var region: String?
    /// What to tell the user on standard error when the tariff was picked for them.
    var note: String?

    /// The tariff the options name, else the one of the city holding most of the priced legs' stops.
    /// - Parameters:
    ///   - options: The checked options.
    ///   - trip: The trip being priced.
    ///   - spotAreas: The TourAPI area of each stop made from a spot, by stop id.
    static func choose(_ options: FareOptions, trip: Trip, spotAreas: [UUID: SpotArea])
        throws -> FareTariff
    {
        if options.modelGiven {
            guard let name = options.taxiName else {
                return FareTariff(model: options.model, source: .file, region: nil, note: nil)
            }
            let key = name.lowercased()
            let city = FareRegion.all.first { $0.key == key }?.key ?? "seoul"
            return FareTariff(model: options.model, source: .taxi, region: city, note: nil)
        }
        let choice = try FareRegionChoice(stops: trip.stops, selection: options.selection, spotAreas: spotAreas)
        let model = try BuiltInFareModels.model(of: choice.tariffRegion)
        // A leg has two stops, so there are always at least two to count.
        let language = Language.current
        guard let region = choice.region else {
            let cities = FareRegion.all.map { $0.area.label(language) }
            let list = localized(
                "costs.cities", ["list": cities.dropLast().joined(separator: ", "), "last": cities.last ?? ""])
            return FareTariff(
                model: model, source: .fallback, region: FareRegion.all[0].key,
                note: localized(
                    "costs.tariff-fallback", ["count": choice.counted, "cities": list, "model": model.displayName()]))
        }
        return FareTariff(
            model: model, source: .stops, region: region.key,
            note: localized(
                "costs.tariff-matched",
                [
                    "model": model.displayName(), "matched": choice.matched, "count": choice.counted,
                    "city": region.area.label(language),
                ]))
    }

    /// The TourAPI area of each stop of `trip` made from a catalog spot that is still in the database.
    static func spotAreas(of trip: Trip, in transaction: Transaction) throws -> [UUID: SpotArea] {
        var areas: [UUID: SpotArea] = [:]
        for stop in trip.stops {
            guard let text = stop.spotId, let id = UUID(uuidString: text),
                let area = try transaction.spots.spot(id: id)?.area
            else { continue }
            areas[stop.id] = area
        }
        return areas
    }
}
