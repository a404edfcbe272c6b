import Foundation
import TripGeo
import TripModel
import TripStore

/// The timed queries of `trip-bench spots`, each with its full-scan baseline.
struct SpotsBenchmarkQueries {
    let database: Database
    let runs: Int
    let seoul = (latitude: 37.5665, longitude: 126.978)

    /// Keywords: a common and a rare word for the trigram index, a common and a rare short word for the
    /// index of one- and two-character pieces, and a short word no title holds (which a LIKE would
    /// answer only after reading every title).
    func report() throws {
        var random = SplitMix64(seed: 7)
        let origins: [Coordinate] = (0..<runs).compactMap { _ in
            Coordinate(
                latitude: seoul.latitude + (SplitMix64.unit(random.next()) - 0.5) * 0.09,
                longitude: seoul.longitude + (SplitMix64.unit(random.next()) - 0.5) * 0.11)
        }
        print("query                                   median      p90  results")
        try measure("near 2 km (R*Tree + exact distance)", origins) { try near($0) }
        try measure("near 2 km, full-scan baseline", origins) { try nearFullScan($0) }
        for keyword in ["박물관", "해운대솔", "궁", "빛꽃", "퓨퓨"] {
            let path = keyword.count >= 3 ? "FTS5 trigram" : "FTS5 1-2 char pieces"
            try measure("search '\(keyword)' (\(path))", Array(repeating: keyword, count: runs)) { try search($0) }
            try measure("search '\(keyword)', full-scan baseline", Array(repeating: keyword, count: runs)) {
                try searchFullScan($0)
            }
        }
    }

    /// Runs `body` once per input (after one warm-up) and prints the median and 90th percentile.
    private func measure<Input>(_ label: String, _ inputs: [Input], _ body: (Input) throws -> Int) throws {
        guard let first = inputs.first else { return }
        var results = try body(first)
        var times: [Double] = []
        for input in inputs {
            let start = DispatchTime.now().uptimeNanoseconds
            results = try body(input)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        times.sort()
        let median = times[times.count / 2]
        let p90 = times[min(times.count - 1, times.count * 9 / 10)]
        let padded = label.padding(toLength: 38, withPad: " ", startingAt: 0)
        print(padded + String(format: " %8.2f ms %8.2f ms  %d", median, p90, results))
    }

    private func near(_ origin: Coordinate) throws -> Int {
        try database.read { transaction in
            try transaction.spots.search(SpotQuery(origin: origin, radius: 2_000, sort: .distance, limit: 20)).items
                .count
        }
    }

    /// Every spot's distance computed in Swift, no spatial index: what `near` would cost without one.
    private func nearFullScan(_ origin: Coordinate) throws -> Int {
        try database.read { transaction in
            var within: [(Double, String)] = []
            try transaction.connection.forEach("SELECT latitude, longitude, id FROM spots") { row in
                guard let point = Coordinate(latitude: row.double(0), longitude: row.double(1)) else { return }
                let distance = Geodesic.distance(origin, point)
                if distance <= 2_000 { within.append((distance, row.string(2))) }
            }
            return within.sorted { $0.0 < $1.0 }.prefix(20).count
        }
    }

    private func search(_ keyword: String) throws -> Int {
        try database.read { transaction in
            try transaction.spots.search(SpotQuery(keyword: keyword, sort: .title, limit: 20)).items.count
        }
    }

    /// A LIKE over every title with no index at all, sorted by title.
    private func searchFullScan(_ keyword: String) throws -> Int {
        try database.read { transaction in
            try transaction.connection.query(
                "SELECT id, title FROM spots NOT INDEXED WHERE title LIKE ?1 ORDER BY title, id LIMIT 21",
                [.text("%" + keyword + "%")]
            ) { $0.string(0) }.prefix(20).count
        }
    }
}
