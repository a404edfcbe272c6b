import Foundation

/// Hashes, compresses and writes backup entries on a second thread while the caller reads the
/// database and encodes trips, the way `sqlite3 .dump | gzip` runs its two halves on two cores.
///
/// libarchive compresses inside `archive_write_data`, so the thread that writes is the one that
/// compresses. From `init` on, the archive and the manifest spool belong to that thread; the caller
/// only hands over finished entry bytes. The queue is bounded (4 batches of 32 entries), so memory
/// stays flat whatever the database's size, and entries keep the order they were added in.
final class ArchiveWriterThread {
    /// One entry's bytes, ready to be archived.
    struct Entry: Sendable {
        var path: String
        var data: Data
        var modified: Int64
    }

    enum Message: Sendable {
        /// Entries travel in batches so the two threads wake each other rarely.
        case entries([Entry])
        /// Write the manifest last, close the archive, and stop.
        case finish(counts: [String: Int], modified: Int64)
    }

    /// Moves the non-Sendable archive and spool to the writer thread, and its outcome back. Safe
    /// because the caller touches it only after `join`.
    private final class Shared: @unchecked Sendable {
        /// Dropped by the caller after `join`, so an abandoned archive is freed (and flushed into
        /// its file descriptor) on the caller's thread, before the caller closes that descriptor.
        var writer: ArchiveWriter?
        var manifest: ManifestWriter?
        let generator: String
        var error: (any Error)?
        var entries = 0
        init(writer: ArchiveWriter, manifest: ManifestWriter, generator: String) {
            self.writer = writer
            self.manifest = manifest
            self.generator = generator
        }
    }

    private let queue = BoundedQueue<Message>(capacity: 4)
    private let shared: Shared
    private let worker: WorkerThread
    private var batch: [Entry] = []
    private var joined = false
    private let batchSize = 32

    /// Starts the writer thread, which owns `writer` and `manifest` from now on.
    init(writer: ArchiveWriter, manifest: ManifestWriter, generator: String) {
        let shared = Shared(writer: writer, manifest: manifest, generator: generator)
        self.shared = shared
        worker = WorkerThread { [queue] in
            do {
                guard let writer = shared.writer, let manifest = shared.manifest else { return }
                while let message = queue.take() {
                    switch message {
                    case let .entries(entries):
                        for entry in entries {
                            try manifest.append(
                                try writer.add(path: entry.path, data: entry.data, modified: entry.modified))
                        }
                    case let .finish(counts, modified):
                        try manifest.write(to: writer, generator: shared.generator, counts: counts, modified: modified)
                        try writer.finish()
                        shared.entries = manifest.count + 1
                        return
                    }
                }
            } catch {
                shared.error = error
                // Wakes the caller if it is waiting for room; its next `add` reports this error.
                queue.cancel()
            }
        }
    }

    deinit { stop() }

    /// Queues one entry; throws the writer thread's error if it has stopped.
    func add(path: String, data: Data, modified: Int64) throws {
        batch.append(Entry(path: path, data: data, modified: modified))
        guard batch.count == batchSize else { return }
        try send(.entries(batch))
        batch.removeAll(keepingCapacity: true)
    }

    /// Writes the manifest, closes the archive and waits for the thread.
    /// - Returns: the number of entries written, the manifest included.
    func finish(counts: [String: Int], modified: Int64) throws -> Int {
        if !batch.isEmpty { try send(.entries(batch)) }
        batch = []
        try send(.finish(counts: counts, modified: modified))
        join()
        if let error = shared.error { throw error }
        return shared.entries
    }

    /// Abandons the archive (on the caller's error path) and waits until the thread has let go of it.
    func stop() {
        queue.cancel()
        join()
    }

    private func send(_ message: Message) throws {
        guard queue.put(message) else {
            join()
            throw shared.error ?? CancellationError()
        }
    }

    private func join() {
        guard !joined else { return }
        joined = true
        worker.join()
        shared.writer = nil
        shared.manifest = nil
    }
}
