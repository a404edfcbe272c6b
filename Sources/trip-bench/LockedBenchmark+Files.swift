import Foundation
import TripGeo
import TripPlanning

/// The parts of `trip-bench locked` that read or write files: one given instance, and the table's
/// instances written out for `scripts/bench-locked-ortools`.
extension LockedBenchmark {
    /// `--points FILE` (one `latitude,longitude` per line) with `--lock 10,30` (1-based input positions):
    /// one given instance, as an open path and as a round trip; no best length is known for it.
    static func runFile(_ file: String, _ arguments: Arguments) -> Int32 {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            writeError("Error: cannot read \(file).\n")
            return 66
        }
        let coordinates = text.split(separator: "\n").compactMap { line -> Coordinate? in
            let parts = line.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            return parts.count == 2 ? Coordinate(latitude: parts[0], longitude: parts[1]) : nil
        }
        print(header)
        for closed in arguments.ends {
            let item = Case(size: coordinates.count, lockCount: arguments.locks.count, closed: closed, seed: 0)
            let result = measure(coordinates, locks: arguments.locks.map { $0 - 1 }, closed: closed, arguments)
            print(format(item, label: "file", result, best: nil, excess: .nan))
        }
        return 0
    }

    /// Writes each case as `KEY.txt`: a line `n closed start end` (a pinned endpoint's index or −1),
    /// a line of `node:position` locks (0-based, in the answer's order) and the engine's distance matrix
    /// in metres, one row per line, with enough digits that lengths agree to the millimetre.
    static func export(_ cases: [Case], to directory: String) -> Int32 {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for item in cases {
                let (coordinates, locks) = instance(size: item.size, locks: item.lockCount, seed: UInt64(item.seed))
                let plan = try plan(coordinates, locks: locks, closed: item.closed)
                let options = plan.routeOptions(
                    choices(closed: item.closed, seed: 1, Arguments()), scope: Array(plan.stops.indices))
                var start = -1
                var end = -1
                switch options.endpoints {
                case .roundTrip, .open: break
                case .fixedStart(let s): start = s
                case .fixedEnd(let t): end = t
                case .fixedBoth(let s, let t): (start, end) = (s, t)
                }
                let n = coordinates.count
                var lines = ["\(n) \(item.closed ? 1 : 0) \(start) \(end)"]
                lines.append(
                    options.lockedPositions.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(
                        separator: " "))
                for i in 0..<n {
                    lines.append((0..<n).map { String(format: "%.4f", plan.matrix[i, $0]) }.joined(separator: " "))
                }
                let path = (directory as NSString).appendingPathComponent(item.key + ".txt")
                try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            }
        } catch {
            writeError("Error: cannot write to \(directory): \(error)\n")
            return 73
        }
        return 0
    }
}
