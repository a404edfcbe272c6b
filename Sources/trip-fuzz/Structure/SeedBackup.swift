import Foundation
import TripBackup

/// A small but complete backup written by `trip` itself (trips in every state with dates, notes,
/// days, locks, companions and expenses; spots, a bookmark and search history), and a target
/// database that already holds most of it, so a restore merges rather than only inserts.
struct SeedBackup {
    /// The seed's entries without the manifest, in archive order.
    let entries: [(path: String, data: Data)]
    let counts: [String: Int]
    let generator: String
    /// The database file every run restores into, copied fresh each time.
    let targetDatabase: Data

    /// Builds the seed in `directory`. Spot fixtures are read from `Tests/Fixtures/tourapi` when
    /// the fuzzer runs from the package root (scripts/fuzz does); without them the seed has no spots.
    static func build(in directory: String) throws -> SeedBackup {
        let trip = InProcessTrip(databasePath: directory + "/seed.sqlite", directory: directory)
        let steps: [[String]] = [
            ["new", "Jeju 3 days"],
            ["edit", "Jeju 3 days", "--start", "2026-12-01", "--end", "2026-12-03", "--notes", "rent a car"],
            ["stop", "add", "Jeju 3 days", "성산일출봉", "--lat", "33.458056", "--lon", "126.9425", "--day", "1"],
            [
                "stop", "add", "Jeju 3 days", "제주국제공항", "--lat", "33.510414", "--lon", "126.491353", "--day", "2",
                "--notes", "6시",
            ],
            ["stop", "add", "Jeju 3 days", "김녕해수욕장", "--lat", "33.5573", "--lon", "126.7596", "--day", "2"],
            ["stop", "lock", "Jeju 3 days", "1"],
            ["companion", "add", "지민", "--trip", "Jeju 3 days"], ["companion", "add", "Alex", "--trip", "Jeju 3 days"],
            ["expense", "add", "Jeju 3 days", "12000", "--desc", "택시", "--paid-by", "me"],
            ["new", "Seoul"], ["stop", "add", "Seoul", "경복궁", "--lat", "37.579617", "--lon", "126.977041"],
            ["stop", "add", "Seoul", "창덕궁", "--lat", "37.5794", "--lon", "126.991"],
            ["start", "Seoul"], ["finish", "Seoul"], ["start", "Jeju 3 days"], ["new", "Busan later"],
            ["spots", "import", "Tests/Fixtures/tourapi/areaBasedList2_seoul.json"],
            ["spots", "search", "궁"],
        ]
        for step in steps {
            let result = trip.run(step)
            if result.code != 0, step.first != "spots" {
                throw BackupError.io(file: "seed", message: "\(step.joined(separator: " ")): \(result.stderr)")
            }
        }
        if let spot = trip.run(["spots", "search", "궁", "--json"]).stdout.firstContentId() {
            _ = trip.run(["spots", "bookmark", spot])
        }
        let path = directory + "/seed.tar.gz"
        let created = trip.run(["backup", "create", path, "--force"])
        guard created.code == 0 else { throw BackupError.io(file: path, message: created.stderr) }
        let reader = try ArchiveReader(path: path)
        var entries: [(path: String, data: Data)] = []
        var manifest = Data()
        while let entry = try reader.next() {
            if entry.path == "manifest.json" { manifest = entry.data } else { entries.append((entry.path, entry.data)) }
        }
        _ = trip.run(["new", "Target only"])
        _ = trip.run(["companion", "add", "민준", "--trip", "Target only"])
        let target = try Data(contentsOf: URL(fileURLWithPath: trip.databasePath))
        let parsed = FuzzJSON.parse(manifest)
        var counts: [String: Int] = [:]
        if case .object(let members)? = parsed?.value(at: [.key("counts")]) {
            for member in members { if case .number(let text) = member.value { counts[member.key] = Int(text) } }
        }
        var generator = "trip"
        if case .string(let text)? = parsed?.value(at: [.key("generator")]) { generator = text }
        return SeedBackup(entries: entries, counts: counts, generator: generator, targetDatabase: target)
    }
}

extension String {
    /// The first `"contentId"` value in a JSON text (the spot list's), if any.
    fileprivate func firstContentId() -> String? {
        guard let document = FuzzJSON.parse(Data(utf8)) else { return nil }
        for path in document.paths() {
            if case .key(let key)? = path.last, key.lowercased() == "contentid",
                case .string(let value)? = document.value(at: path)
            {
                return value
            }
        }
        return nil
    }
}
