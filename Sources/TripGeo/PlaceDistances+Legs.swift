import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PlaceDistances {
    /// Fewer legs than this are measured on the calling thread: below it a worker thread costs more
    /// than the geodesics it would take over (one is about 0.5 µs).
    static let legsPerThread = 2_048

    /// Each leg of visiting `order`, in order; when `closed`, the leg from the last place back to the
    /// first comes last. Summed in order they give exactly ``length(of:closed:)``.
    ///
    /// At thousands of places the legs are split between the machine's cores: measuring the 10,000
    /// legs of a large route takes milliseconds, and `trip route` measures them twice (before and after).
    public func legs(along order: [Int], closed: Bool) -> [Double] {
        guard order.count > 1 else { return [] }
        let count = order.count - 1 + (closed ? 1 : 0)
        let cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        let parts = min(cores, count / Self.legsPerThread)
        guard parts > 1 else { return legs(along: order, in: 0..<count) }
        let size = (count + parts - 1) / parts
        let slots = Mutex<[[Double]]>(Array(repeating: [], count: parts))
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let range = part * size..<min(count, (part + 1) * size)
            let measured = legs(along: order, in: range)
            slots.withLock { $0[part] = measured }
        }
        // concurrentPerform returns once every part has run.
        return slots.withLock { $0.flatMap { $0 } }
    }

    /// The legs starting at the positions `range` of `order`; the one at its last position closes it.
    private func legs(along order: [Int], in range: Range<Int>) -> [Double] {
        range.map { self[order[$0], order[$0 + 1 == order.count ? 0 : $0 + 1]] }
    }
}
