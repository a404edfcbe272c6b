/// A visiting order along a Hilbert curve: the tour a large route falls back on when the time limit
/// leaves no room even for neighbour lists. It costs one sort, and because the curve never jumps,
/// places next to each other on it are near in space, whatever order they were entered in.
enum SpaceFillingCurve {
    /// Cells per side of the grid the points are snapped to; 2¹⁶ keeps every index in 32 bits.
    private static let bits = 16

    /// Every index of `points` once, in the order a Hilbert curve over them visits them.
    ///
    /// The curve runs in the plane of the two axes along which the points spread most: for places
    /// within a country that is nearly the map itself. Ties (coincident cells) go by index, so the
    /// order is deterministic.
    static func order(_ points: [SIMD3<Double>]) -> [Int] {
        guard let first = points.first else { return [] }
        var low = first
        var high = first
        for point in points {
            low = pointwiseMin(low, point)
            high = pointwiseMax(high, point)
        }
        let spread = high - low
        let axes = [0, 1, 2].sorted { (spread[$0], $1) > (spread[$1], $0) }
        let (u, v) = (axes[0], axes[1])
        // One scale for both axes keeps the curve's cells square, so it does not favour one direction.
        let side = Double((1 << bits) - 1)
        let scale = spread[u] > 0 ? side / spread[u] : 0
        let keys = points.map { point -> UInt64 in
            let x = Int(((point[u] - low[u]) * scale).rounded())
            let y = Int(((point[v] - low[v]) * scale).rounded())
            return index(x: min(x, Int(side)), y: min(y, Int(side)))
        }
        return points.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
    }

    /// The position of cell (`x`, `y`) along the curve: at each scale the quadrant's place in the
    /// curve's U shape, then the coordinates turned so the sub-square's curve is read the same way.
    static func index(x: Int, y: Int) -> UInt64 {
        var x = x
        var y = y
        var position: UInt64 = 0
        var half = 1 << (bits - 1)
        let mask = (1 << bits) - 1
        while half > 0 {
            let right = x & half != 0 ? 1 : 0
            let up = y & half != 0 ? 1 : 0
            position += UInt64(half) * UInt64(half) * UInt64((3 * right) ^ up)
            if up == 0 {
                if right == 1 {
                    x = mask - x
                    y = mask - y
                }
                swap(&x, &y)
            }
            half >>= 1
        }
        return position
    }
}
