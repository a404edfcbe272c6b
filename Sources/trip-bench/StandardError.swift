import Foundation

/// Writes a message to standard error (C's `stderr` global is not concurrency-safe in Swift 6).
func writeError(_ message: String) {
    FileHandle.standardError.write(Data(message.utf8))
}
