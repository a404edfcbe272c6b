public import Foundation

/// Which city's tariff prices a trip's rides when the user names none: the city holding most of the
/// stops the priced legs start or end at.
///
/// A stop made from a TourAPI spot is placed by the spot's area code; any other stop by its coordinate
/// (``FareRegion/contains(_:)``). A stop whose spot lies in an area without a built-in tariff, or whose
/// coordinate lies in no rectangle, counts for no city. Each stop counts once, even when two priced legs
/// share it. Ties go to the city listed first in ``FareRegion/all``, so the answer never depends on order.
public struct FareRegionChoice: Equatable, Sendable {
    /// The chosen city, or nil when no stop lies in any of them (then Seoul's tariff is the fallback).
    public var region: FareRegion?
    /// Stops counted for the chosen city.
    public var matched: Int
    /// Distinct stops of the priced legs.
    public var counted: Int
    /// How many of those were placed by their spot's area code rather than their coordinate.
    public var byArea: Int

    /// The region the tariff comes from: the chosen city, else Seoul.
    public var tariffRegion: FareRegion { region ?? FareRegion.all[0] }

    /// Chooses the city for the legs `selection` prices.
    /// - Parameters:
    ///   - stops: The trip's stops in visiting order.
    ///   - selection: The legs to be priced.
    ///   - spotAreas: The TourAPI area of each stop made from a spot, by stop id.
    /// - Throws: ``CostError/noLegs(_:)`` or ``CostError/noSuchLeg(_:legCount:)``, as pricing would.
    public init(stops: [Stop], selection: FareSelection, spotAreas: [UUID: SpotArea]) throws {
        let starts = try FareEstimate.legIndices(stops: stops, selection: selection)
        let indices = Set(starts.flatMap { [$0, $0 + 1] }).sorted()
        var votes = [Int](repeating: 0, count: FareRegion.all.count)
        var byArea = 0
        for index in indices {
            let stop = stops[index]
            let place: Int?
            if let area = spotAreas[stop.id] {
                byArea += 1
                place = FareRegion.all.firstIndex { $0.area == area }
            } else {
                place = stop.coordinate.flatMap { point in FareRegion.all.firstIndex { $0.contains(point) } }
            }
            if let place { votes[place] += 1 }
        }
        // max(by:) keeps the first of equal elements, so a tie goes to the city listed first.
        let best = votes.indices.max { votes[$0] < votes[$1] }
        if let best, votes[best] > 0 {
            region = FareRegion.all[best]
            matched = votes[best]
        } else {
            region = nil
            matched = 0
        }
        counted = indices.count
        self.byArea = byArea
    }
}
