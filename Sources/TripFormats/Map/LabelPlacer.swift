/// An axis-aligned box in map pixels.
struct MapRect: Equatable, Sendable {
    var x: Double, y: Double, width: Double, height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }

    /// True when the two boxes share some area (touching edges do not count).
    func overlaps(_ other: MapRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    func contains(_ other: MapRect) -> Bool {
        other.x >= x && other.maxX <= maxX && other.y >= y && other.maxY <= maxY
    }

    /// The point of the box nearest to (`px`, `py`): where a leader line from the pin ends.
    func nearestPoint(toX px: Double, y py: Double) -> (x: Double, y: Double) {
        (min(max(px, x), maxX), min(max(py, y), maxY))
    }
}

/// Where one label ended up: its box, and a leader line from the pin when the label sits away from it.
struct PlacedLabel: Equatable, Sendable {
    var box: MapRect
    var leader: (fromX: Double, fromY: Double, toX: Double, toY: Double)?

    static func == (a: PlacedLabel, b: PlacedLabel) -> Bool {
        a.box == b.box
            && a.leader.map { [$0.fromX, $0.fromY, $0.toX, $0.toY] }
                == b.leader.map {
                    [$0.fromX, $0.fromY, $0.toX, $0.toY]
                }
    }
}

/// Places pin labels so that no two labels overlap and no label covers any pin.
///
/// Greedy in visit order, which keeps the result deterministic and gives early stops the best places:
/// each label tries eight positions around its pin (right, left, above, below, then the corners), first
/// touching the pin and then on rings further out, joined to the pin by a leader line. The first free
/// position inside the map wins. A label with no free position is left out; the caller lists it in a
/// legend instead, so nothing is ever drawn on top of something else. Optimal placement is NP-hard;
/// greedy with rings places every label on the samples and nearly all of 80 random stops.
struct LabelPlacer {
    /// Pixels between a pin's edge and the nearest label on the first ring.
    static let gap = 3.0
    /// How much further out each ring sits, in pixels.
    static let rings = [0.0, 14, 30, 52]

    /// The area labels must stay inside.
    let bounds: MapRect
    /// Pin circles every label must keep clear of.
    let pins: [(x: Double, y: Double, radius: Double)]

    /// Places one label per pin, of the given sizes.
    /// - Parameter sizes: `sizes[i]` is the label size of `pins[i]`; nil for a pin without a label.
    /// - Returns: `result[i]` is the placement of pin i's label, or nil when it found no free place.
    func place(sizes: [(width: Double, height: Double)?]) -> [PlacedLabel?] {
        let pinBoxes = pins.map {
            MapRect(x: $0.x - $0.radius, y: $0.y - $0.radius, width: 2 * $0.radius, height: 2 * $0.radius)
        }
        var taken: [MapRect] = []
        var result: [PlacedLabel?] = []
        for (index, size) in sizes.enumerated() {
            guard let size, index < pins.count else {
                result.append(nil)
                continue
            }
            let placement = firstFree(pin: pins[index], size: size) { box in
                bounds.contains(box) && !pinBoxes.contains { $0.overlaps(box) } && !taken.contains { $0.overlaps(box) }
            }
            if let placement { taken.append(placement.box) }
            result.append(placement)
        }
        return result
    }

    private func firstFree(
        pin: (x: Double, y: Double, radius: Double), size: (width: Double, height: Double),
        isFree: (MapRect) -> Bool
    ) -> PlacedLabel? {
        for ring in Self.rings {
            let distance = pin.radius + Self.gap + ring
            for box in Self.candidates(x: pin.x, y: pin.y, distance: distance, size: size) where isFree(box) {
                guard ring > 0 else { return PlacedLabel(box: box, leader: nil) }
                let end = box.nearestPoint(toX: pin.x, y: pin.y)
                let length = ((end.x - pin.x) * (end.x - pin.x) + (end.y - pin.y) * (end.y - pin.y)).squareRoot()
                let scale = length > 0 ? pin.radius / length : 0
                let start = (x: pin.x + (end.x - pin.x) * scale, y: pin.y + (end.y - pin.y) * scale)
                return PlacedLabel(box: box, leader: (start.x, start.y, end.x, end.y))
            }
        }
        return nil
    }

    /// Boxes `distance` away from the pin's centre: right, left, above, below, then the four corners.
    static func candidates(x: Double, y: Double, distance: Double, size: (width: Double, height: Double))
        -> [MapRect]
    {
        let (w, h) = size
        let diagonal = distance * 0.75
        return [
            MapRect(x: x + distance, y: y - h / 2, width: w, height: h),
            MapRect(x: x - distance - w, y: y - h / 2, width: w, height: h),
            MapRect(x: x - w / 2, y: y - distance - h, width: w, height: h),
            MapRect(x: x - w / 2, y: y + distance, width: w, height: h),
            MapRect(x: x + diagonal, y: y - diagonal - h, width: w, height: h),
            MapRect(x: x + diagonal, y: y + diagonal, width: w, height: h),
            MapRect(x: x - diagonal - w, y: y - diagonal - h, width: w, height: h),
            MapRect(x: x - diagonal - w, y: y + diagonal, width: w, height: h),
        ]
    }
}
