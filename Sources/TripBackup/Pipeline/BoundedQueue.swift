import Foundation

/// A first-in first-out hand-over between two threads that holds at most `capacity` elements, so
/// a fast producer waits for a slow consumer instead of filling memory.
///
/// Used by both backup pipelines (restore's reader thread, create's archive thread). Either side
/// may `cancel`: a waiting `put` then returns false and a waiting `take` returns nil, so neither
/// thread is left blocked when the other gives up.
final class BoundedQueue<Element: Sendable>: @unchecked Sendable {
    // @unchecked: every stored property is touched only with `condition` locked.
    private let condition = NSCondition()
    private var elements: [Element] = []
    private var cancelled = false
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
    }

    /// Waits for room and appends; false (and nothing appended) once the queue is cancelled.
    func put(_ element: Element) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while elements.count >= capacity && !cancelled { condition.wait() }
        guard !cancelled else { return false }
        elements.append(element)
        condition.broadcast()
        return true
    }

    /// Whether a `put` would wait now: for a producer that has other work to do meanwhile.
    var isFull: Bool {
        condition.lock()
        defer { condition.unlock() }
        return elements.count >= capacity
    }

    /// Waits for the next element; nil once the queue is cancelled.
    func take() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while elements.isEmpty && !cancelled { condition.wait() }
        guard !cancelled else { return nil }
        // Removed at once (at most `capacity` elements move): a taken element must not stay referenced.
        let element = elements.removeFirst()
        condition.broadcast()
        return element
    }

    /// Wakes both sides for good and drops what was waiting.
    func cancel() {
        condition.lock()
        cancelled = true
        elements.removeAll()
        condition.broadcast()
        condition.unlock()
    }
}
