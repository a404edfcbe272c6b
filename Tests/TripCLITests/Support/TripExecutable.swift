import Foundation

/// The `trip` executable SwiftPM builds next to the test bundle, for tests that need a real process
/// (signals, shell redirections, two processes at once). The one place that looks for it.
enum TripExecutable {
    /// Its path, or nil when it was not built (`swift build --build-tests` builds it).
    static var path: String? {
        // The bundle's folder on Linux; the folder above it where the bundle is a directory.
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("trip").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }
}
