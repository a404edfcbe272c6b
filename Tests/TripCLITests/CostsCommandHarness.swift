import Foundation
import TripCLI
import TripGeo

/// Runs `trip` in-process against a database in a fresh temporary folder, capturing stdout and
/// stderr separately. Named for the cost tests so it never collides with other suites' helpers.
final class CostsCommandHarness {
    let folder: URL
    var database: String { folder.appendingPathComponent("trip.sqlite").path }

    struct Result {
        let status: Int32
        let out: String
        let err: String
    }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("trip-costs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    @discardableResult
    func run(_ arguments: String...) -> Result { run(arguments: arguments) }

    @discardableResult
    func run(arguments: [String]) -> Result {
        let out = BufferSink()
        let err = BufferSink()
        let io = TerminalIO(standardOutput: out, standardError: err, environment: ["COLUMNS": "200"])
        let status = TripCommandLine.run(arguments + ["--db", database], io: io)
        return Result(status: status, out: out.text, err: err.text)
    }

    /// A trip "Seoul" with companions 지민 and Chris and stops whose great-circle legs are 1,600 m,
    /// 1,731 m and 10,000 m long (along a meridian, so the distance is R × Δlatitude exactly).
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

    /// Stdout parsed as a JSON object.
    static func object(_ text: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }
}
