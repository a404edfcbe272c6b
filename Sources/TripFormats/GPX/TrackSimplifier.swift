import Foundation

/// Reduces a GPS track to the few points that keep its shape: Douglas–Peucker, run greedily so it
/// stops at a number of points rather than at a distance.
///
/// Each round keeps the one point that lies farthest from the simplified line of its stretch, so the
/// first points kept are the turns that matter most. It stops at `maximumPoints` or when no point lies
/// more than `tolerance` metres off the line (GPS noise on a straight road adds no stops).
enum TrackSimplifier {
    /// Below this, a point's distance from the line is GPS noise rather than a turn.
    static let defaultTolerance = 25.0

    /// The indices of the points to keep, ascending; always the first and last point and, while the
    /// budget allows, the first and last point of each recorded segment.
    /// - Parameters:
    ///   - segmentStarts: Indices where a new segment begins; the gap between two segments is not a road.
    static func keptIndices(
        latitudes: [Double], longitudes: [Double], segmentStarts: [Int] = [], maximumPoints: Int,
        tolerance: Double = defaultTolerance
    ) -> [Int] {
        let count = min(latitudes.count, longitudes.count)
        guard count > 2, maximumPoints >= 2 else { return Array(0..<min(count, max(maximumPoints, 1))) }
        let plane = PlaneProjection(latitudes: latitudes, longitudes: longitudes, count: count)
        var kept = Set(anchors(count: count, segmentStarts: segmentStarts, budget: maximumPoints))
        var queue = StretchQueue()
        let sortedAnchors = kept.sorted()
        for (start, end) in zip(sortedAnchors, sortedAnchors.dropFirst()) {
            if let stretch = plane.farthest(from: start, to: end) { queue.push(stretch) }
        }
        while kept.count < maximumPoints, let stretch = queue.pop(), stretch.distance > tolerance {
            kept.insert(stretch.farthest)
            if let left = plane.farthest(from: stretch.start, to: stretch.farthest) { queue.push(left) }
            if let right = plane.farthest(from: stretch.farthest, to: stretch.end) { queue.push(right) }
        }
        return kept.sorted()
    }

    /// The points kept before any search: the track's ends, then segment ends while they fit.
    private static func anchors(count: Int, segmentStarts: [Int], budget: Int) -> [Int] {
        var anchors = [0, count - 1]
        let breaks = segmentStarts.filter { $0 > 0 && $0 < count }.flatMap { [$0 - 1, $0] }
        if anchors.count + breaks.count <= budget { anchors += breaks }
        return anchors
    }
}

/// A stretch of track between two kept points and its point farthest from their line.
struct TrackStretch {
    var start: Int
    var end: Int
    var farthest: Int
    var distance: Double
}

/// Coordinates as metres on a plane tangent at the track's mean latitude: exact enough for the
/// distance of a point from a line a few kilometres long, and far cheaper than geodesics.
private struct PlaneProjection {
    private var x: [Double]
    private var y: [Double]

    init(latitudes: [Double], longitudes: [Double], count: Int) {
        let metresPerDegree = 6_371_008.8 * Double.pi / 180
        let meanLatitude = latitudes.prefix(count).reduce(0, +) / Double(count)
        let squeeze = cos(meanLatitude * Double.pi / 180)
        // Tracks that cross the antimeridian keep their shape when longitudes are unwrapped relative to the first.
        let origin = longitudes[0]
        x = longitudes.prefix(count).map { longitude in
            var delta = longitude - origin
            if delta > 180 { delta -= 360 } else if delta < -180 { delta += 360 }
            return delta * metresPerDegree * squeeze
        }
        y = latitudes.prefix(count).map { $0 * metresPerDegree }
    }

    /// The point strictly between `start` and `end` farthest from the segment joining them.
    func farthest(from start: Int, to end: Int) -> TrackStretch? {
        guard end - start > 1 else { return nil }
        var best = TrackStretch(start: start, end: end, farthest: start + 1, distance: -1)
        for index in (start + 1)..<end {
            let distance = distanceFromSegment(index, start, end)
            if distance > best.distance {
                best.farthest = index
                best.distance = distance
            }
        }
        return best
    }

    /// Distance from point `index` to the segment (not the infinite line), so a loop that returns to
    /// its start still keeps the point where it turned back.
    private func distanceFromSegment(_ index: Int, _ start: Int, _ end: Int) -> Double {
        let dx = x[end] - x[start]
        let dy = y[end] - y[start]
        let px = x[index] - x[start]
        let py = y[index] - y[start]
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0 else { return (px * px + py * py).squareRoot() }
        let along = min(1, max(0, (px * dx + py * dy) / lengthSquared))
        let ox = px - along * dx
        let oy = py - along * dy
        return (ox * ox + oy * oy).squareRoot()
    }
}

/// A max-heap of stretches by distance, ties broken by position so the result never depends on
/// insertion order.
private struct StretchQueue {
    private var heap: [TrackStretch] = []

    mutating func push(_ stretch: TrackStretch) {
        heap.append(stretch)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.before(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> TrackStretch? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        guard !heap.isEmpty else { return top }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var first = parent
            if left < heap.count, Self.before(heap[left], heap[first]) { first = left }
            if right < heap.count, Self.before(heap[right], heap[first]) { first = right }
            guard first != parent else { break }
            heap.swapAt(first, parent)
            parent = first
        }
        return top
    }

    private static func before(_ a: TrackStretch, _ b: TrackStretch) -> Bool {
        a.distance != b.distance ? a.distance > b.distance : a.farthest < b.farthest
    }
}
