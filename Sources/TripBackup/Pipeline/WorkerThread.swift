import Foundation
import TripModel

/// Runs one closure on its own thread and lets the starting thread wait until it has returned.
///
/// The pipelines hand a non-Sendable libarchive handle to the worker; `join` is the point after
/// which the starting thread may touch (or free) it again.
final class WorkerThread: Sendable {
    private let done = DispatchSemaphore(value: 0)

    /// Starts `body` at once. The 8 MB stack matches the main thread's, for deeply nested JSON.
    /// The command's language goes along: a task-local value is not seen on a thread started here,
    /// and the worker words the errors it throws.
    init(_ body: @escaping @Sendable () -> Void) {
        let language = Language.current
        let thread = Thread { [done] in
            Language.$current.withValue(language) { body() }
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Waits until the body has returned. Call once.
    func join() {
        done.wait()
    }
}
