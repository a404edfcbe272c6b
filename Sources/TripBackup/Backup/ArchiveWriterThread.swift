import Foundation
import TripModel

/// Encodes trips, hashes, compresses and writes backup entries on a second thread while the caller
/// reads the database, the way `sqlite3 .dump | gzip` runs its two halves on two cores.
///
/// Trips travel as values and are mostly encoded here: reading them from SQLite was three quarters of
/// the reading thread's time and encoding the rest, while this thread waited half of the time, so the
/// encoding moved to the side with room. Once reading got faster this thread became the busy one, so
/// the caller now encodes whatever trip it would otherwise wait to hand over (see `add(path:trip:)`).
///
/// libarchive compresses inside `archive_write_data`, so the thread that writes is the one that
/// compresses. From `init` on, the archive and the manifest spool belong to that thread; the caller
/// only hands over finished entry bytes. The queue is bounded (4 batches of 32 entries), so memory
/// stays flat whatever the database's size, and entries keep the order they were added in.
final class ArchiveWriterThread {
    /// One entry's bytes, ready to be archived.
    struct Entry: Sendable {
        var path: String
        var content: Content
        var modified: Int64
    }

    /// What an entry holds: bytes ready to archive, or a trip this thread encodes first.
    enum Content: Sendable {
        case data(Data)
        case trip(Trip)
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
    /// The caller's own encoder, for trips it encodes when the writer is behind.
    private let localDocuments = TripDocumentWriter()
    private var joined = false
    private let batchSize = 32

    /// Starts the writer thread, which owns `writer` and `manifest` from now on.
    init(writer: ArchiveWriter, manifest: ManifestWriter, generator: String) {
        let shared = Shared(writer: writer, manifest: manifest, generator: generator)
        self.shared = shared
        worker = WorkerThread { [queue] in
            do {
                guard let writer = shared.writer, let manifest = shared.manifest else { return }
                let documents = TripDocumentWriter()
                while let message = queue.take() {
                    switch message {
                    case let .entries(entries):
                        for entry in entries {
                            let data: Data
                            switch entry.content {
                            case let .data(bytes): data = bytes
                            case let .trip(trip): data = try documents.encode(trip)
                            }
                            try manifest.append(try writer.add(path: entry.path, data: data, modified: entry.modified))
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
        try add(Entry(path: path, content: .data(data), modified: modified))
    }

    /// Queues a trip, encoded on the writer thread; an encoding error comes back from a later call.
    ///
    /// When the writer is behind (its queue full, so the caller would wait), the trip is encoded here
    /// instead: on a 100,000-trip backup the writer thread was the one always busy while the reading
    /// thread waited a fifth of its time, and this shares the encoding as the load falls.
    func add(path: String, trip: Trip, modified: Int64) throws {
        if queue.isFull {
            try add(Entry(path: path, content: .data(try localDocuments.encode(trip)), modified: modified))
        } else {
            try add(Entry(path: path, content: .trip(trip), modified: modified))
        }
    }

    private func add(_ entry: Entry) throws {
        batch.append(entry)
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
