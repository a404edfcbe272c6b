import Foundation
import Synchronization
import TripFormats
import TripModel

/// Reads and parses the files of `trip spots import`, parsing a few files at once on every core.
///
/// Parsing JSON took as long as a fifth of the whole import of 200,000 spots on one core, while the
/// other core had nothing to do until the database write. Files are read in order, a batch at a
/// time, so memory holds one batch of raw bytes; the errors come out exactly as one file after the
/// other would give them: the first file that cannot be read, is too much or cannot be parsed.
enum SpotsImportReader {
    /// The most bytes one import reads in all, since every file is held until the single transaction.
    static let maximumTotalBytes = 1 << 30

    /// How many files are read before they are parsed together.
    static let batchSize = 16

    /// The parsed documents, in the order of `paths`.
    /// - Throws: the error the first failing file gives, as reading them one by one would.
    static func documents(paths: [String], skipInvalid: Bool) throws -> [TourAPIDocument] {
        var documents: [TourAPIDocument] = []
        documents.reserveCapacity(paths.count)
        var totalBytes = 0
        var start = paths.startIndex
        while start < paths.endIndex {
            let end = min(paths.endIndex, start + batchSize)
            var batch: [(path: String, data: Data)] = []
            var readError: (any Error)?
            for path in paths[start..<end] {
                do {
                    let data = try InputFile.read(path, limit: TourAPIReader.maximumBytes)
                    totalBytes += data.count
                    guard totalBytes <= maximumTotalBytes else {
                        throw CLIError.dataError(localized("spots.import.too-large", ["path": path]))
                    }
                    batch.append((path, data))
                } catch {
                    readError = error
                    break
                }
            }
            // A file read before the one that failed may hold the earlier error.
            for result in parse(batch, skipInvalid: skipInvalid) { documents.append(try result.get()) }
            if let readError { throw readError }
            start = end
        }
        return documents
    }

    /// Parses every file of `batch` on as many threads as the machine has cores.
    static func parse(_ batch: [(path: String, data: Data)], skipInvalid: Bool) -> [Result<TourAPIDocument, any Error>]
    {
        @Sendable func read(_ page: (path: String, data: Data)) -> Result<TourAPIDocument, any Error> {
            Result { try TourAPIReader.read(page.data, source: page.path, skipInvalid: skipInvalid) }
        }
        guard batch.count > 1 else { return batch.map(read) }
        let results = Mutex<[Result<TourAPIDocument, any Error>?]>(Array(repeating: nil, count: batch.count))
        // Worker threads do not inherit the command's language, and parse errors are written in it.
        let language = Language.current
        DispatchQueue.concurrentPerform(iterations: batch.count) { index in
            let result = Language.$current.withValue(language) { read(batch[index]) }
            results.withLock { $0[index] = result }
        }
        // concurrentPerform returns once every iteration has run, so no slot is still empty.
        return results.withLock { slots in slots.map { $0 ?? .failure(CancellationError()) } }
    }
}
