/// The four quarters around each point: which way another point lies, in the plane that touches the
/// Earth at the point (east and north) for places, or along x and y for points in a plane.
struct Quadrants {
    /// Each point's east and north unit vectors; empty when every point lies in the plane z = 0.
    private let frames: [(east: SIMD3<Double>, north: SIMD3<Double>)]

    init(points: [SIMD3<Double>]) {
        // TSPLIB's planar instances come as z = 0; places on the Earth as unit vectors.
        if points.allSatisfy({ $0.z == 0 }) {
            frames = []
            return
        }
        frames = points.map { point in
            let east = SIMD3(-point.y, point.x, 0)
            let length = (east * east).sum().squareRoot()
            // At a pole every direction is south (or north): x and y still split the plane around it.
            guard length > 1e-12 else { return (SIMD3(1, 0, 0), SIMD3(0, 1, 0)) }
            let unitEast = east / length
            let north = SIMD3(
                point.y * unitEast.z - point.z * unitEast.y, point.z * unitEast.x - point.x * unitEast.z,
                point.x * unitEast.y - point.y * unitEast.x)
            return (unitEast, north)
        }
    }

    /// 0 to 3: bit 0 set when `delta` (another point minus point `index`) points west, bit 1 when south.
    @inline(__always)
    func quadrant(of delta: SIMD3<Double>, around index: Int) -> Int {
        guard !frames.isEmpty else { return (delta.x >= 0 ? 0 : 1) + (delta.y >= 0 ? 0 : 2) }
        let frame = frames[index]
        return ((delta * frame.east).sum() >= 0 ? 0 : 1) + ((delta * frame.north).sum() >= 0 ? 0 : 2)
    }
}

/// Builds one point's candidate list from the nearest points in each quadrant and the nearest of all,
/// reusing its buffers from point to point.
struct QuadrantLists {
    let tree: KDTree
    let size: Int
    let perQuadrant: Int
    private var picked: [(distance: Double, node: Int)] = []
    private var found: [[(distance: Double, node: Int)]] = Array(repeating: [], count: 4)

    init(tree: KDTree, size: Int, perQuadrant: Int) {
        self.tree = tree
        self.size = size
        self.perQuadrant = perQuadrant
    }

    /// Up to `perQuadrant` nearest points of each quarter around `index` (the nearest of every quarter
    /// first, then the second nearest, while fewer than `size` are chosen), then points of `nearest`
    /// (its plain list, nearest first, with their `distances`) until `size` are chosen; nearest first,
    /// ties by index, as the plain lists are ordered.
    mutating func list(
        for index: Int, nearest: ArraySlice<Int32>, _ distances: ArraySlice<Double>
    ) -> [(distance: Double, node: Int)] {
        picked.removeAll(keepingCapacity: true)
        for quadrant in 0..<4 {
            tree.nearest(to: index, count: perQuadrant, quadrant: quadrant, into: &found[quadrant])
        }
        for rank in 0..<perQuadrant {
            for quadrant in 0..<4 where rank < found[quadrant].count && picked.count < size {
                picked.append(found[quadrant][rank])
            }
        }
        for (node, distance) in zip(nearest, distances) where picked.count < size {
            let node = Int(node)
            if !picked.contains(where: { $0.node == node }) { picked.append((distance, node)) }
        }
        picked.sort { ($0.distance, $0.node) < ($1.distance, $1.node) }
        return picked
    }
}
