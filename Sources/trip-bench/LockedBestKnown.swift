/// The shortest length known for each instance of `trip-bench locked`, in metres, keyed
/// `size-locks-ends-seed`: the least of OR-Tools' guided local search (`scripts/bench-locked-ortools`)
/// and long runs of our own engine (`trip-bench locked --reference`). Our own measurements.
enum LockedBestKnown {
    static let metres: [String: Double] = [:]
}
