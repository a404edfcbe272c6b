import Foundation
import TripGeo

/// Fixtures the cost command tests share, on top of the common ``CLIHarness``.
extension CLIHarness {
    /// A trip "Seoul" with companions 지민 and Chris and stops whose great-circle legs are 1,600 m,
    /// 1,731 m and 10,000 m long (along a meridian, so the distance is R × Δlatitude).
    func seoulTrip() {
        run("new", "Seoul")
        let metresPerDegree = GreatCircle.meanEarthRadius * Double.pi / 180
        var latitude = 37.0
        for (index, leg) in [0.0, 1_600.0, 1_731.0, 10_000.0].enumerated() {
            latitude += leg / metresPerDegree
            run(
                "stop", "add", "Seoul", "S\(index + 1)", "--lat", String(latitude), "--lon", "127", "--day",
                index < 2 ? "1" : "2")
        }
        run("companion", "add", "지민", "--trip", "Seoul")
        run("companion", "add", "Chris", "--trip", "Seoul")
    }

    /// Standard output parsed as a JSON object (empty when it is not one).
    static func object(_ text: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }
}
