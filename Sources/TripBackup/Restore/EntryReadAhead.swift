import Foundation
import TripModel

/// Reads a backup's entries and decodes its trip documents on two threads, handing them to one
/// consumer in archive order, so `backup verify` uses both cores.
///
/// Decoding a trip document is most of a verify and depends on nothing but the document's bytes,
/// while everything that compares entries (order, ledger, counts, ids across trips) must run in
/// archive order. So the two threads take turns reading the next few entries from the archive (a batch at a
/// time, under a lock), each decodes what it read, and the results wait in a small numbered buffer
/// until the consumer, in ``BackupStreamReader``, takes them one by one in order. The consumer
/// reads and decodes too whenever its next entry is not ready yet.
///
/// What is read is never judged here: an error while reading or decoding entry `n` is kept as entry
/// `n`'s result and thrown only when the consumer reaches it, after the checks the serial reader
/// makes on the entries before. So the first error found, and its wording, are the serial reader's.
///
/// Reading stops at the manifest, at an entry whose name the backup layout does not know, at the
/// end and at the first error, without reading that entry's bytes: from there the consumer goes on
/// with the archive itself, after ``stop()`` (the serial path, which reads the manifest in pieces).
final class EntryReadAhead: @unchecked Sendable {
    // @unchecked: `archive` and the reading state are touched only with `reading` locked (and by
    // the consumer once `stop` has joined the helper); `results` and `stopped` only with
    // `condition` locked.

    /// One entry as read, in the order the serial reader would have met each problem.
    struct Slot: Sendable {
        /// The entry's name; nil at the end of the archive.
        let path: Result<String?, any Error>
        /// The entry's bytes and hash; nil when reading stopped before them.
        let entry: Result<ArchiveEntry, any Error>?
        /// The decoded trip, for a trip document that was read.
        let trip: Result<DecodedTrip, any Error>?

        /// Whether reading stopped here (see the type's comment).
        var isLast: Bool { entry == nil }
    }

    private let archive: ArchiveReader
    private let reading = NSLock()
    private var nextToRead = 0
    private var readingDone = false
    private let condition = NSCondition()
    private var results: [Int: Slot] = [:]
    private var nextToTake = 0
    private var stopped = false
    /// How many decoded entries may wait: enough to ride over one slow document and a batch per
    /// thread, few enough that memory stays that of a few dozen trips.
    private let capacity: Int
    /// How many entries one thread reads in a row before decoding them.
    private let batchSize: Int
    private var helper: WorkerThread?

    /// - Parameters:
    ///   - archive: the open archive, positioned at the next entry to read; from ``start()`` on the
    ///     caller must not touch it until ``stop()`` has returned.
    ///   - capacity: how many read entries may wait for the consumer.
    init(archive: ArchiveReader, capacity: Int = 32, batchSize: Int = 8) {
        self.archive = archive
        self.capacity = max(capacity, 2)
        self.batchSize = max(1, min(batchSize, capacity / 2))
    }

    /// Starts the helper thread. Call once, from the consumer.
    func start() {
        helper = WorkerThread { [self] in
            while waitForRoom(), readBatch() {}
        }
    }

    /// The next entry in archive order, waiting for (or doing) the reading and decoding. Call only
    /// until a result whose `isLast` is true has been returned.
    func take() -> Slot {
        while true {
            condition.lock()
            if let result = results.removeValue(forKey: nextToTake) {
                nextToTake += 1
                condition.broadcast()
                condition.unlock()
                return result
            }
            let full = results.count >= capacity
            condition.unlock()
            // Not there yet: read the entry after, instead of idling. When nothing is left to read
            // (or the buffer is full), the helper has claimed this entry and is still decoding it.
            if full || !readBatch() { return waitForNext() }
        }
    }

    /// Stops the helper (if it still runs) and waits until it has let go of the archive.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
        helper?.join()
        helper = nil
    }

    private func waitForNext() -> Slot {
        condition.lock()
        defer { condition.unlock() }
        while results[nextToTake] == nil {
            // Every entry up to the last one read was claimed, so the helper delivers this one; a
            // consumer asking past the last result gets the end again instead of waiting forever.
            if nextToTake >= claimedCount() { return Slot(path: .success(nil), entry: nil, trip: nil) }
            condition.wait()
        }
        let result = results.removeValue(forKey: nextToTake)
        nextToTake += 1
        condition.broadcast()
        return result ?? Slot(path: .success(nil), entry: nil, trip: nil)
    }

    private func claimedCount() -> Int {
        reading.lock()
        defer { reading.unlock() }
        return nextToRead
    }

    /// Waits while the buffer is full; false once the consumer stopped.
    private func waitForRoom() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !stopped && results.count >= capacity { condition.wait() }
        return !stopped
    }

    /// Reads the next few entries (under the lock) and decodes them (outside); false when reading
    /// is over. A batch, not one entry, so the threads meet at the locks a few times per batch
    /// instead of per entry: waking each other per entry was a tenth of a verify's time in futex calls.
    private func readBatch() -> Bool {
        reading.lock()
        guard !readingDone else {
            reading.unlock()
            return false
        }
        let first = nextToRead
        var batch: [Slot] = []
        batch.reserveCapacity(batchSize)
        while batch.count < batchSize {
            let raw = readRaw()
            batch.append(raw)
            if raw.entry == nil {
                readingDone = true
                break
            }
        }
        nextToRead += batch.count
        reading.unlock()
        let decoded = batch.map { raw in
            if let entry = raw.entry, case let .success(read) = entry { return Self.decoded(read, file: archive.file) }
            return raw
        }
        condition.lock()
        for (offset, result) in decoded.enumerated() { results[first + offset] = result }
        condition.broadcast()
        condition.unlock()
        return true
    }

    /// The next entry's name and bytes, stopping where the consumer must take over.
    private func readRaw() -> Slot {
        let path: String?
        do {
            path = try archive.nextPath()
        } catch {
            return Slot(path: .failure(error), entry: nil, trip: nil)
        }
        guard let path, let kind = BackupLayout.kind(of: path), kind != .manifest else {
            return Slot(path: .success(path), entry: nil, trip: nil)
        }
        do {
            return Slot(path: .success(path), entry: .success(try archive.readEntry(path: path)), trip: nil)
        } catch {
            // The consumer throws this only after the entry's name passed its checks, as serially.
            return Slot(path: .success(path), entry: .failure(error), trip: nil)
        }
    }

    /// `entry` with its trip decoded when it is a trip document.
    private static func decoded(_ entry: ArchiveEntry, file: String) -> Slot {
        var trip: Result<DecodedTrip, any Error>?
        if case let .trip(id) = BackupLayout.kind(of: entry.path) {
            trip = Result { try DecodedTrip(entry, id: id, file: file) }
        }
        return Slot(path: .success(entry.path), entry: .success(entry), trip: trip)
    }
}
