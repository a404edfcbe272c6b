import Foundation
import TripModel

/// TourAPI `areaBasedList2` pages of synthetic spots, written to files for `trip spots import`.
///
/// The items carry every field a real list item has (the unused image and category fields included),
/// so the parser reads as many bytes per spot as it would on real pages.
enum SpotsImportPages {
    /// Writes `count` items in pages of `pageSize` into `folder` and returns the file paths in order.
    static func write(count: Int, pageSize: Int, into folder: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var generator = SplitMix64(seed: 20_261_202)
        var paths: [String] = []
        var start = 0
        while start < count {
            let end = min(count, start + pageSize)
            var page = #"{"response":{"header":{"resultCode":"0000","resultMsg":"OK"},"body":{"items":{"item":["#
            for number in start..<end {
                if number > start { page += "," }
                page += try item(SpotsBenchmarkData.spot(number, &generator), number: number)
            }
            page += #"]},"numOfRows":\#(pageSize),"pageNo":\#(paths.count + 1)}}}"#
            let path = "\(folder)/page-\(paths.count + 1).json"
            try Data(page.utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
            start = end
        }
        return paths
    }

    private static func item(_ spot: Spot, number: Int) -> String {
        let fields: [(String, String)] = [
            ("addr1", "서울특별시 종로구 사직로 \(number % 997 + 1)"), ("addr2", ""),
            ("areacode", String(spot.area?.rawValue ?? 1)), ("cat1", "A02"), ("cat2", "A0201"),
            ("cat3", "A02010100"), ("contentid", spot.contentId ?? ""),
            ("contenttypeid", String(spot.category?.rawValue ?? 12)), ("createdtime", "20031106090000"),
            ("firstimage", ""), ("firstimage2", ""), ("cpyrhtDivCd", "Type1"),
            ("mapx", String(format: "%.10f", spot.longitude)), ("mapy", String(format: "%.10f", spot.latitude)),
            ("mlevel", "6"), ("modifiedtime", "2025\(String(format: "%02d", number % 12 + 1))18090000"),
            ("sigungucode", String(number % 25 + 1)), ("tel", number % 3 == 0 ? "02-3700-\(number % 9000 + 1000)" : ""),
            ("title", spot.title),
        ]
        return "{" + fields.map { #""\#($0.0)":"\#($0.1)""# }.joined(separator: ",") + "}"
    }
}
