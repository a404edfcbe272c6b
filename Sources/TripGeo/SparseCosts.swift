/// Costs for the tour search over ``PlaceDistances``: each distance computed when first needed and
/// kept in a fixed-size cache, plus the dummy node that turns an open path into a tour.
///
/// The search asks again and again for the same few pairs (tour edges and candidate neighbours), so
/// a direct-mapped cache of a few entries per place answers nearly every question without the
/// geodesic. Memory stays O(n).
struct SparseCosts: TourCosts {
    let count: Int
    let largest: Double
    private let places: Int
    private let distances: PlaceDistances
    private let cache: PairCache
    /// Whether a place reaches the dummy node at no cost (an allowed end of the open path).
    private let free: [Bool]
    private let penalty: Double

    /// What the costs are made of, before the cache is sized.
    struct Setup {
        let distances: PlaceDistances
        /// For an open path, which places may be its ends; nil for a closed tour.
        let free: [Bool]?
        /// The cost between the dummy and a place that may not be an end.
        let penalty: Double
    }

    /// - Parameter cacheCapacity: Distances kept; a search wants dozens per place (see ``PairCache``).
    init(_ setup: Setup, cacheCapacity: Int) {
        self.init(setup, cache: PairCache(capacity: cacheCapacity))
    }

    private init(_ setup: Setup, cache: PairCache) {
        places = setup.distances.count
        count = places + (setup.free == nil ? 0 : 1)
        distances = setup.distances
        free = setup.free ?? []
        penalty = setup.penalty
        largest = setup.free == nil ? distances.bound : penalty
        self.cache = cache
    }

    /// These places and the distances already cached between them, with the dummy of `setup` instead:
    /// a search that goes on from another's route reads the same edges again, and filling a new cache
    /// of millions of entries would take milliseconds that a short time limit does not have.
    /// `setup` must be over the same places.
    func sharingCache(with setup: Setup) -> SparseCosts {
        SparseCosts(setup, cache: cache)
    }

    @inline(__always) func d(_ a: Int, _ b: Int) -> Double {
        if a == b { return 0 }
        if a == places { return free[b] ? 0 : penalty }
        if b == places { return free[a] ? 0 : penalty }
        let low = min(a, b)
        let high = max(a, b)
        let key = UInt64(truncatingIfNeeded: low) << 32 | UInt64(truncatingIfNeeded: high)
        if let value = cache[key] { return value }
        let value = distances[low, high]
        cache[key] = value
        return value
    }
}

/// A direct-mapped cache from a pair key to a distance: a new pair simply replaces whatever shared
/// its slot. A class so that the search's read-only cost lookups can still fill it.
///
/// The slots live in raw memory rather than arrays: a class's array properties are checked for
/// exclusive access on every read and write, which cost about a seventh of a 10,000-stop search.
final class PairCache {
    private let keys: UnsafeMutablePointer<UInt64>
    private let values: UnsafeMutablePointer<Double>
    private let mask: Int

    /// - Parameter capacity: Wanted entries; rounded up to a power of two, at least 1,024, at most 2²².
    init(capacity: Int) {
        var size = 1024
        while size < min(capacity, 1 << 22) { size <<= 1 }
        // No real key is all ones: place indices are far below 2³².
        keys = .allocate(capacity: size)
        keys.initialize(repeating: .max, count: size)
        values = .allocate(capacity: size)
        values.initialize(repeating: 0, count: size)
        mask = size - 1
    }

    deinit {
        keys.deallocate()
        values.deallocate()
    }

    @inline(__always) private func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }

    subscript(key: UInt64) -> Double? {
        get {
            let index = slot(key)
            return keys[index] == key ? values[index] : nil
        }
        set {
            let index = slot(key)
            keys[index] = key
            values[index] = newValue ?? 0
        }
    }
}
