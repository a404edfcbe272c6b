import TripModel

/// Checks items as the scanner meets them and keeps the records, or the first problem.
///
/// Items are checked while the rest of the page is still being read, but nothing is thrown until
/// the reader has seen the whole page: broken JSON anywhere, or a problem with the envelope, is
/// reported before any item, as it was when the whole page was parsed first.
struct TourAPIItemCollector {
    let source: String
    let skipInvalid: Bool
    private(set) var records: [TourAPIRecord] = []
    private(set) var skipped: [TourAPIError] = []
    private(set) var itemNumbers: [Int] = []
    /// The first bad item, when items are not skipped; later ones are not checked.
    private(set) var firstError: (any Error)?
    /// Items seen, good or bad, including any beyond ``TourAPIReader/maximumItems``.
    private(set) var count = 0

    init(source: String, skipInvalid: Bool) {
        self.source = source
        self.skipInvalid = skipInvalid
    }

    /// Checks the next item: its fields, or nil when the element is not an object.
    mutating func add(_ fields: TourAPIFields?) {
        count += 1
        // Past the limit the page is refused as a whole, so checking more items would be wasted.
        guard count <= TourAPIReader.maximumItems, skipInvalid || firstError == nil else { return }
        do {
            guard let fields else {
                throw TourAPIError(file: source, item: count, reason: localized("tourapi.item-not-object"))
            }
            records.append(try TourAPIItemParser(file: source, index: count, fields: fields).record())
            itemNumbers.append(count)
        } catch let error as TourAPIError where skipInvalid && error.item != nil {
            skipped.append(error)
        } catch {
            firstError = error
        }
    }
}
