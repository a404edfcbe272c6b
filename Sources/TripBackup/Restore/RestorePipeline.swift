import Foundation

/// Reads and decodes a v1 backup on a second thread while the caller writes to the database, the
/// way `gunzip | sqlite3` overlaps its two halves: decoding JSON and writing rows each take about
/// half of a restore, and a machine has more than one core.
///
/// The reader thread owns the archive from `start` on; the caller only takes decoded items. The
/// queue is bounded (4 batches of 32 trips, or of one spot chunk each), so memory stays flat whatever
/// the archive's size.
final class RestorePipeline {
    /// What the reader thread hands over.
    enum Message: Sendable {
        /// Items travel in batches so the two threads wake each other rarely.
        case items([BackupItem], bytesRead: Int64)
        case finished(Manifest)
        case failed(any Error)
    }

    /// Moves a non-Sendable archive to the reader thread. Safe because the creating thread never
    /// touches it again after `start`.
    private final class Transfer: @unchecked Sendable {
        let archive: ArchiveReader
        let first: ArchiveEntry?
        init(archive: ArchiveReader, first: ArchiveEntry?) {
            self.archive = archive
            self.first = first
        }
    }

    /// Batches waiting (4 of 32 trips): bounds how far the reader runs ahead.
    private let queue = BoundedQueue<Message>(capacity: 4)
    private let batchSize = 32
    private var worker: WorkerThread?

    /// Starts reading `archive` (positioned after `first`) on its own thread.
    func start(archive: ArchiveReader, first: ArchiveEntry?) {
        let transfer = Transfer(archive: archive, first: first)
        worker = WorkerThread { [queue, batchSize] in
            var stream = BackupStreamReader(archive: transfer.archive, first: transfer.first)
            var batch: [BackupItem] = []
            do {
                let manifest = try stream.read { item in
                    batch.append(item)
                    // A spot chunk goes at once: 32 chunks would be 32,000 spots waiting per batch.
                    guard item.isSpotChunk || batch.count == batchSize else { return }
                    guard queue.put(.items(batch, bytesRead: transfer.archive.bytesConsumed)) else {
                        throw CancellationError()
                    }
                    batch.removeAll(keepingCapacity: true)
                }
                if !batch.isEmpty { _ = queue.put(.items(batch, bytesRead: transfer.archive.bytesConsumed)) }
                _ = queue.put(.finished(manifest))
            } catch is CancellationError {
                // The consumer gave up first and reports its own error.
            } catch {
                _ = queue.put(.failed(error))
            }
        }
    }

    /// The next message, waiting for the reader; never nil before `.finished` or `.failed`.
    func take() -> Message {
        // Only `stop` cancels, and the caller does not take after stopping.
        queue.take() ?? .failed(CancellationError())
    }

    /// Stops the reader (if it is still going) and waits until it has let go of the archive.
    func stop() {
        queue.cancel()
        worker?.join()
        worker = nil
    }
}
