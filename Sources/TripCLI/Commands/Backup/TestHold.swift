import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A pause for tests that signal a real `trip backup create` while it writes: with
/// `TRIP_TEST_HOLD_AFTER_FIRST_TRIP=FILE` set, create makes FILE once the first trip is written to
/// the partial file and then waits (at most two minutes) for the test's signal. Waiting for FILE
/// to appear makes the test deterministic where a sleep would race. Unset, it does nothing.
struct TestHold {
    private let marker: String?

    init(_ context: CommandContext) {
        marker = context.io.variable("TRIP_TEST_HOLD_AFTER_FIRST_TRIP").flatMap { $0.isEmpty ? nil : $0 }
    }

    func afterFirstTrip(_ done: Int) {
        guard let marker, done == 1 else { return }
        _ = FileManager.default.createFile(atPath: marker, contents: Data())
        for _ in 0..<120 { sleep(1) }
    }
}
