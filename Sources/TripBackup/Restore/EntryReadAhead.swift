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
        /// What the name means, once it was read as a name the layout knows (not for the manifest).
        let kind: BackupLayout.Kind?
        /// The entry's bytes and hash; nil when reading stopped before them.
        let entry: Result<ArchiveEntry, any Error>?
        /// The decoded trip, for a trip document that was read.
        let trip: Result<DecodedTrip, any Error>?
        /// Whether the helper thread read and decoded it (see ``giveBack(_:)``).
        var madeOnHelper = false

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
    /// Who sleeps on `condition`, so the other wakes it only when it must.
    private var helperWaits = false
    private var consumerWaits = false
    /// Results the consumer took out of `results` in one go and hands over one by one; its own.
    private var takenAhead = SlotQueue()
    /// Slots the consumer finished with, for the helper to free (see ``giveBack(_:)``).
    private var givenBack: [Slot] = []
    /// How many decoded entries may wait: enough to ride over one slow document and a batch per
    /// thread, few enough that memory stays that of a few dozen trips.
    private let capacity: Int
    /// How many entries one thread reads in a row before decoding them.
    private let batchSize: Int
    /// Batches of 16 rather than 8 (with room for 64 rather than 32) halved the context switches of a
    /// 100,000-trip verify and took ~9 % off its time (6 interleaved pairs).
    static let defaultBuffer = (capacity: 64, batchSize: 16)
    private var helper: WorkerThread?

    /// - Parameters:
    ///   - archive: the open archive, positioned at the next entry to read; from ``start()`` on the
    ///     caller must not touch it until ``stop()`` has returned.
    ///   - capacity: how many read entries may wait for the consumer.
    init(
        archive: ArchiveReader, capacity: Int = defaultBuffer.capacity, batchSize: Int = defaultBuffer.batchSize
    ) {
        self.archive = archive
        self.capacity = max(capacity, 2)
        self.batchSize = max(1, min(batchSize, capacity / 2))
    }

    /// Starts the helper thread. Call once, from the consumer.
    func start() {
        helper = WorkerThread { [self] in
            while waitForRoom(), readBatch(onHelper: true) {}
        }
    }

    /// The next entry in archive order, waiting for (or doing) the reading and decoding. Call only
    /// until a result whose `isLast` is true has been returned.
    func take() -> Slot {
        while true {
            if let result = takenAhead.popFirst() { return result }
            condition.lock()
            // Every result ready in order at once: the consumer meets the lock once a batch, not once an entry.
            while let result = results.removeValue(forKey: nextToTake) {
                takenAhead.append(result)
                nextToTake += 1
            }
            let full = results.count >= capacity
            wakeHelperIfRoom()
            condition.unlock()
            if !takenAhead.isEmpty { continue }
            // Not there yet: read the entry after, instead of idling. When nothing is left to read
            // (or the buffer is full), the helper has claimed this entry and is still decoding it.
            if full || !readBatch(onHelper: false) { return waitForNext() }
        }
    }

    /// Hands a slot the consumer is done with back to the thread that made it, to be freed there.
    ///
    /// Memory freed on another thread than the one that allocated it goes back to that thread's
    /// malloc arena under the arena's lock; with half of every trip's strings and arrays made on the
    /// helper and dropped by the consumer, that lock was contended and slept on
    /// (`__lll_lock_wait_private` in verify's profile). The helper drops what it was given after
    /// each batch it delivers.
    func giveBack(_ slot: consuming Slot) {
        guard slot.madeOnHelper else { return }
        condition.lock()
        givenBack.append(slot)
        condition.unlock()
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
            if nextToTake >= claimedCount() { return Slot(path: .success(nil), kind: nil, entry: nil, trip: nil) }
            consumerWaits = true
            condition.wait()
            consumerWaits = false
        }
        let result = results.removeValue(forKey: nextToTake)
        nextToTake += 1
        wakeHelperIfRoom()
        return result ?? Slot(path: .success(nil), kind: nil, entry: nil, trip: nil)
    }

    /// Wakes a helper waiting for room once a whole batch fits (call with `condition` locked): woken
    /// at every entry taken, it read one batch, found the buffer full again and slept, and those
    /// wake-ups were a tenth of a verify's time in the kernel.
    private func wakeHelperIfRoom() {
        if helperWaits && results.count + batchSize <= capacity { condition.broadcast() }
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
        while !stopped && results.count + batchSize > capacity {
            helperWaits = true
            condition.wait()
            helperWaits = false
        }
        return !stopped
    }

    /// Reads the next few entries (under the lock) and decodes them (outside); false when reading
    /// is over. A batch, not one entry, so the threads meet at the locks a few times per batch
    /// instead of per entry: waking each other per entry was a tenth of a verify's time in futex calls.
    private func readBatch(onHelper: Bool) -> Bool {
        reading.lock()
        guard !readingDone else {
            reading.unlock()
            return false
        }
        let first = nextToRead
        var batch: [RawRead] = []
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
        let decoded = batch.map { Self.finished($0, file: archive.file, onHelper: onHelper) }
        var finished: [Slot] = []
        condition.lock()
        for (offset, result) in decoded.enumerated() { results[first + offset] = result }
        if consumerWaits { condition.broadcast() }
        if onHelper { swap(&finished, &givenBack) }
        condition.unlock()
        // `finished` goes out of scope here, outside the lock: the helper frees what it made.
        return true
    }

    /// An entry as read under the lock, before hashing and decoding.
    private struct RawRead {
        let path: Result<String?, any Error>
        let kind: BackupLayout.Kind?
        let entry: Result<UnhashedEntry, any Error>?
    }

    /// The next entry's name and bytes, stopping where the consumer must take over.
    private func readRaw() -> RawRead {
        let path: String?
        do {
            path = try archive.nextPath()
        } catch {
            return RawRead(path: .failure(error), kind: nil, entry: nil)
        }
        guard let path, let kind = BackupLayout.kind(of: path), kind != .manifest else {
            return RawRead(path: .success(path), kind: nil, entry: nil)
        }
        do {
            return RawRead(path: .success(path), kind: kind, entry: .success(try archive.readUnhashed(path: path)))
        } catch {
            // The consumer throws this only after the entry's name passed its checks, as serially.
            return RawRead(path: .success(path), kind: kind, entry: .failure(error))
        }
    }

    /// The slot for `raw`: the entry hashed, and its trip decoded when it is a trip document.
    private static func finished(_ raw: RawRead, file: String, onHelper: Bool) -> Slot {
        guard let read = raw.entry else { return Slot(path: raw.path, kind: nil, entry: nil, trip: nil) }
        guard case let .success(unhashed) = read else {
            return Slot(path: raw.path, kind: raw.kind, entry: read.map { $0.hashed() }, trip: nil)
        }
        let entry = unhashed.hashed()
        var trip: Result<DecodedTrip, any Error>?
        if case let .trip(id) = raw.kind { trip = Result { try DecodedTrip(entry, id: id, file: file) } }
        return Slot(path: raw.path, kind: raw.kind, entry: .success(entry), trip: trip, madeOnHelper: onHelper)
    }
}

/// Slots in arrival order, for the one thread that owns it; each is let go when taken.
private struct SlotQueue {
    private var slots: [EntryReadAhead.Slot?] = []
    private var head = 0

    var isEmpty: Bool { head == slots.count }

    mutating func append(_ slot: EntryReadAhead.Slot) {
        if isEmpty {
            slots.removeAll(keepingCapacity: true)
            head = 0
        }
        slots.append(slot)
    }

    mutating func popFirst() -> EntryReadAhead.Slot? {
        guard head < slots.count else { return nil }
        // Moved out, not copied and then cleared.
        let slot = slots[head].take()
        head += 1
        return slot
    }
}
