import Foundation
import Testing

@testable import TripGeo

/// A thousand pairs against GeographicLib: 600 anywhere, 300 within a degree of antipodal, 100 short.
@Suite("Geodesic batch against GeographicLib")
struct GeodesicBatchTests {
    struct Row {
        let kind: String
        let from: Coordinate
        let to: Coordinate
        let distance: Double
        let azimuth1: Double
        let azimuth2: Double
    }

    static func rows() throws -> [Row] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/geodesic/reference.tsv")
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t")
            let numbers = try fields.dropFirst().map { try #require(Double($0)) }
            return Row(
                kind: String(fields[0]),
                from: try #require(Coordinate(latitude: numbers[0], longitude: numbers[1])),
                to: try #require(Coordinate(latitude: numbers[2], longitude: numbers[3])),
                distance: numbers[4], azimuth1: numbers[5], azimuth2: numbers[6])
        }
    }

    @Test("every distance within 1 mm, every bearing within 1e-5 degrees")
    func batch() throws {
        let rows = try GeodesicBatchTests.rows()
        #expect(rows.count == 1000)
        var worst = 0.0
        for row in rows {
            let result = Geodesic.inverse(row.from, row.to)
            let error = abs(result.distance - row.distance)
            worst = max(worst, error)
            #expect(error < 0.001, "\(row.kind) \(row.from) → \(row.to): \(result.distance) vs \(row.distance)")
            #expect(gap(result.initialBearing, row.azimuth1) < 1e-5, "\(row.kind) \(row.from) → \(row.to)")
            #expect(gap(result.finalBearing, row.azimuth2) < 1e-5, "\(row.kind) \(row.from) → \(row.to)")
        }
        #expect(worst < 0.001)
    }

    private func gap(_ x: Double, _ y: Double) -> Double {
        let d = abs(x - y).truncatingRemainder(dividingBy: 360)
        return min(d, 360 - d)
    }
}
