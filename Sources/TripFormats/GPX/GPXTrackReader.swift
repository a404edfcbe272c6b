import Foundation

/// Turns the tracks of a GPX file into stops: the points the track names, or its simplified shape.
enum GPXTrackReader {
    /// - Parameters:
    ///   - name: The file's own name for its route, if any; else the first track's.
    /// - Throws: ``FormatError`` for a bad point, or when the choice leaves nothing to import.
    static func read(_ data: Data, source: String, name: String?, options: TrackImportOptions) throws
        -> ImportedRoute
    {
        let track = try GPXTrackScanner.scan(data, source: source)
        guard track.count > 0 else {
            throw FormatError.noPoints(source: source, detail: localized("gpx.no-points"))
        }
        let useNamed: Bool
        switch options.choice {
        case .named:
            guard !track.namedPoints.isEmpty else {
                throw FormatError.noPoints(
                    source: source,
                    detail: localized("gpx.unnamed-track", ["count": track.count]))
            }
            useNamed = true
        case .simplify: useNamed = false
        case .auto: useNamed = !track.namedPoints.isEmpty
        }
        var collector = PointCollector(source: source)
        if useNamed {
            for point in track.namedPoints {
                try collector.add(
                    name: point.name, address: nil, latitude: track.latitudes[point.index],
                    longitude: track.longitudes[point.index], line: point.line)
            }
        } else {
            let kept = TrackSimplifier.keptIndices(
                latitudes: track.latitudes, longitudes: track.longitudes, segmentStarts: track.segmentStarts,
                maximumPoints: options.maximumStops)
            for index in kept {
                try collector.add(
                    name: nil, address: nil, latitude: track.latitudes[index], longitude: track.longitudes[index],
                    line: nil)
            }
        }
        var route = try collector.route(name: name ?? track.name, emptyDetail: localized("gpx.empty-track"))
        route.track = TrackImport(
            method: useNamed ? .named : .simplified, trackPoints: track.count, stops: route.points.count)
        return route
    }
}
