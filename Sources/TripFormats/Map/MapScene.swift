import TripModel

/// What a map shows, independent of how it is drawn: symbols at places and lines between them.
///
/// Writers build a scene from an itinerary (the whole trip or one day) and ``SVGMapRenderer`` draws any
/// scene. A new kind of symbol, such as each night's lodging, is one more ``Marker/Symbol`` case and its
/// drawing in the renderer; nothing else changes.
struct MapScene: Sendable {
    /// One symbol on the map.
    struct Marker: Sendable {
        enum Symbol: Sendable, Equatable {
            /// A stop: a coloured circle with its visit position inside.
            case stop(position: Int)
            /// Where a night is spent: a house in one colour for every day, so it never reads as a stop.
            case lodging
        }

        var symbol: Symbol
        var latitude: Double
        var longitude: Double
        /// The name printed beside the symbol and used as its tooltip.
        var label: String
        /// `#rrggbb`.
        var colour: String
        /// Added to the tooltip only, such as the visit time of a scheduled stop.
        var detail: String? = nil
    }

    /// A polyline through coordinates, drawn the short way across the antimeridian by the projection.
    struct Line: Sendable {
        enum Style: Sendable, Equatable {
            /// One day's route, solid in the day's colour.
            case route(day: Int?)
            /// The hop from one day's last stop to the next day's first, dashed grey.
            case transfer
        }

        var style: Style
        var points: [(latitude: Double, longitude: Double)]
        var colour: String
    }

    var markers: [Marker]
    var lines: [Line]

    /// The colour of lodging symbols: dark on a light map; the page's style sheet turns it light on a dark one.
    static let lodgingColour = "#343a40"

    /// Every stop of the itinerary and every night's lodging, each day's route and the transfers between days.
    init(itinerary: Itinerary) {
        // Lodgings first: their labels are placed before the stops' (a crowded map keeps the hotel's
        // name) and the houses are drawn under the numbered pins.
        markers = Self.lodgings(itinerary.trip.days.compactMap(\.lodging))
        markers += zip(itinerary.stops, itinerary.effectiveDays).map {
            Self.marker($0, day: $1, detail: itinerary.schedule?.label($0.id))
        }
        var lines: [Line] = []
        for index in itinerary.stops.indices.dropFirst()
        where itinerary.effectiveDays[index] != itinerary.effectiveDays[index - 1] {
            let pair = [itinerary.stops[index - 1], itinerary.stops[index]]
            lines.append(Line(style: .transfer, points: pair.map(Self.point), colour: "#adb5bd"))
        }
        for day in itinerary.days where day.stops.count >= 2 {
            lines.append(
                Line(
                    style: .route(day: day.day), points: day.stops.map(Self.point),
                    colour: DayPalette.colour(for: day.day)))
        }
        self.lines = lines
    }

    /// One day's stops and route, and the lodgings the day leaves from and returns to when it has a schedule.
    init(day: ItineraryDay, frame: ItinerarySchedule.Day? = nil) {
        markers = Self.lodgings([frame?.startLodging, frame?.endLodging].compactMap { $0 })
        markers += day.stops.map { Self.marker($0, day: day.day) }
        lines =
            day.stops.count >= 2
            ? [
                Line(
                    style: .route(day: day.day), points: day.stops.map(Self.point),
                    colour: DayPalette.colour(for: day.day))
            ]
            : []
    }

    private static func marker(_ stop: Stop, day: Int?, detail: String? = nil) -> Marker {
        Marker(
            symbol: .stop(position: stop.position), latitude: stop.latitude, longitude: stop.longitude,
            label: stop.name, colour: DayPalette.colour(for: day), detail: detail)
    }

    /// One symbol per distinct lodging: several nights in one hotel are one house on the map.
    private static func lodgings(_ lodgings: [Lodging]) -> [Marker] {
        var seen: Set<Lodging> = []
        return lodgings.filter { seen.insert($0).inserted }.map {
            Marker(
                symbol: .lodging, latitude: $0.latitude, longitude: $0.longitude, label: $0.name, colour: lodgingColour)
        }
    }

    private static func point(_ stop: Stop) -> (latitude: Double, longitude: Double) {
        (stop.latitude, stop.longitude)
    }
}
