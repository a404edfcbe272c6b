import Dispatch
import Synchronization
import TripModel

/// The rows of a bulk write, made on a second thread while SQLite writes the rows before them.
///
/// Checking a spot and turning it into values (title pieces, timestamps as text) cost a quarter as
/// much as SQLite's own insert of 200,000 spots, and the connection can only be used from one
/// thread. So one worker makes the next chunk of rows while the caller writes the current chunk:
/// the caller still sees every row in order, and an invalid spot surfaces only after every row
/// before it was handed over, as writing one spot after the other would.
enum SpotRowPipeline {
    /// Spots per chunk: big enough that handing over costs nothing, small enough to start at once.
    static let chunkSize = 1_024

    /// The rows of one chunk: those made before the first invalid spot, and its error if any.
    private struct Chunk: Sendable {
        let start: Int
        var rows: [[SQLValue]] = []
        var error: (any Error)?
    }

    /// Where the worker leaves the chunk it made.
    private final class Slot: Sendable {
        let chunk = Mutex<Chunk?>(nil)
    }

    /// Calls `body` with the index and row of every spot in order, the rows made one chunk ahead on
    /// another thread.
    /// - Throws: what `body` throws, or the error of the first spot that cannot be stored (from
    ///   ``SpotRepository/row(_:)``) after `body` took every row before it. No work is left running.
    static func forEachRow(of spots: [Spot], _ body: (Int, [SQLValue]) throws -> Void) throws {
        guard !spots.isEmpty else { return }
        // The worker does not inherit the command's language, and a refusal is written in it.
        let language = Language.current
        let worker = DispatchQueue(label: "trip.spot-rows")
        var current = make(spots, from: 0)
        while true {
            let next = current.start + chunkSize
            let slot = Slot()
            let group = DispatchGroup()
            if next < spots.count {
                worker.async(group: group) {
                    let chunk = Language.$current.withValue(language) { make(spots, from: next) }
                    slot.chunk.withLock { $0 = chunk }
                }
            }
            // Even when `body` throws, the worker finishes before this returns.
            defer { group.wait() }
            for (offset, row) in current.rows.enumerated() { try body(current.start + offset, row) }
            if let error = current.error { throw error }
            group.wait()
            guard let made = slot.chunk.withLock({ $0.take() }) else { return }
            current = made
        }
    }

    /// The rows of `spots[start...]` up to a chunk, stopping at the first spot that cannot be stored.
    private static func make(_ spots: [Spot], from start: Int) -> Chunk {
        var chunk = Chunk(start: start)
        let end = min(spots.count, start + chunkSize)
        chunk.rows.reserveCapacity(end - start)
        for spot in spots[start..<end] {
            do {
                chunk.rows.append(try SpotRepository.row(spot))
            } catch {
                chunk.error = error
                break
            }
        }
        return chunk
    }
}
