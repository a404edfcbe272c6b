import Foundation
import TripGeo

@testable import TripCLI

/// Fixtures the cost command tests share, on top of the common ``CLIHarness``.
extension CLIHarness {
    /// A trip "Seoul" with companions 지민 and Chris and stops whose legs are 1,600 m, 1,731 m and
    /// 10,000 m long as `trip fare` measures them, whichever distance method it uses. They lie in Seoul, so
    /// `trip fare` picks Seoul's tariff by itself.
    func seoulTrip() {
        run("new", "Seoul")
        var latitude = 37.5
        for (index, leg) in [0.0, 1_600.0, 1_731.0, 10_000.0].enumerated() {
            latitude = CLIHarness.latitude(northOf: latitude, meters: leg)
            run(
                "stop", "add", "Seoul", "S\(index + 1)", "--lat", String(latitude), "--lon", "127", "--day",
                index < 2 ? "1" : "2")
        }
        run("companion", "add", "지민", "--trip", "Seoul")
        run("companion", "add", "Chris", "--trip", "Seoul")
    }

    /// The latitude `meters` north of `latitude` on `longitude`, found by bisection on the fare
    /// command's own distance so the legs are exact to a micrometre.
    static func latitude(northOf latitude: Double, longitude: Double = 127, meters: Double) -> Double {
        guard meters > 0, let start = Coordinate(latitude: latitude, longitude: longitude) else { return latitude }
        var low = latitude
        var high = latitude + 1
        for _ in 0..<80 {
            let middle = (low + high) / 2
            let distance =
                Coordinate(latitude: middle, longitude: longitude).map {
                    FareCommand.DistanceMethod.measure(start, $0)
                } ?? 0
            if distance < meters { low = middle } else { high = middle }
        }
        return high
    }

    /// Standard output parsed as a JSON object (empty when it is not one).
    static func object(_ text: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }
}
