import Foundation
import TripGeo

/// Fits coordinates into a pixel box with an equirectangular projection scaled by cos(mean latitude).
///
/// At trip scale (a city, an island, a country) this keeps shapes and distances true to within a few
/// percent and, unlike Web Mercator, needs no clamping near the poles. Longitudes are unwrapped from the
/// western edge of the narrowest band that holds every point (``Antimeridian``), so a trip across the
/// 180th meridian is drawn the short way.
struct MapProjection {
    struct Box {
        var minX: Double, minY: Double, width: Double, height: Double
    }

    /// Metres on the ground per degree of latitude, on the mean-radius sphere.
    static let metresPerDegree = GreatCircle.meanEarthRadius * .pi / 180

    private let lonScale: Double
    /// Longitudes are unwrapped into `westernEdge ..< westernEdge + 360` before projecting.
    private let westernEdge: Double
    private let centreX: Double
    private let centreY: Double
    private let box: Box
    /// Pixels per projected degree.
    let pixelsPerDegree: Double

    /// - Parameters:
    ///   - points: The (latitude, longitude) pairs to fit; may be empty.
    ///   - box: The pixel area to fit them into.
    init(points: [(latitude: Double, longitude: Double)], box: Box) {
        let meanLatitude = points.isEmpty ? 0 : points.map(\.latitude).reduce(0, +) / Double(points.count)
        let scale = max(0.01, cos(meanLatitude * .pi / 180))
        lonScale = scale
        let edge = Antimeridian.westernEdge(of: points.map(\.longitude))
        westernEdge = edge
        let extent = Self.extent(points, scale: scale, edge: edge)
        centreX = extent.centreX
        centreY = extent.centreY
        pixelsPerDegree = min(box.width / extent.spanX, box.height / extent.spanY)
        self.box = box
    }

    /// Height per width of the smallest box that holds the points as projected: how tall a map of a
    /// given width needs to be for them to fill it.
    static func aspect(of points: [(latitude: Double, longitude: Double)]) -> Double {
        let meanLatitude = points.isEmpty ? 0 : points.map(\.latitude).reduce(0, +) / Double(points.count)
        let scale = max(0.01, cos(meanLatitude * .pi / 180))
        let extent = extent(points, scale: scale, edge: Antimeridian.westernEdge(of: points.map(\.longitude)))
        return extent.spanY / extent.spanX
    }

    private static func extent(_ points: [(latitude: Double, longitude: Double)], scale: Double, edge: Double)
        -> (spanX: Double, spanY: Double, centreX: Double, centreY: Double)
    {
        let xs = points.map { Antimeridian.unwrap($0.longitude, from: edge) * scale }
        let ys = points.map(\.latitude)
        // A single stop, or stops on one spot, still get a map about a kilometre across.
        let minimumSpan = 0.01
        return (
            max((xs.max() ?? 0) - (xs.min() ?? 0), minimumSpan), max((ys.max() ?? 0) - (ys.min() ?? 0), minimumSpan),
            ((xs.max() ?? 0) + (xs.min() ?? 0)) / 2, ((ys.max() ?? 0) + (ys.min() ?? 0)) / 2
        )
    }

    /// The pixel position of a coordinate; y grows downwards as in SVG.
    func project(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        let unwrapped = Antimeridian.unwrap(longitude, from: westernEdge)
        let x = box.minX + box.width / 2 + (unwrapped * lonScale - centreX) * pixelsPerDegree
        let y = box.minY + box.height / 2 - (latitude - centreY) * pixelsPerDegree
        return (x, y)
    }

    /// Metres on the ground one pixel stands for, at the mean latitude.
    var metresPerPixel: Double {
        Self.metresPerDegree / pixelsPerDegree
    }

    /// A round scale-bar length (1, 2 or 5 × 10ⁿ metres) close to `targetPixels` long, and its pixels.
    func scaleBar(targetPixels: Double) -> (metres: Double, pixels: Double) {
        let target = targetPixels * metresPerPixel
        let magnitude = pow(10, floor(log10(max(target, 1))))
        let metres = [5.0, 2, 1].map { $0 * magnitude }.first { $0 <= target } ?? magnitude
        return (metres, metres / metresPerPixel)
    }
}
