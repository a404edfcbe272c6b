import Foundation
import Testing
import TripGeo
import TripModel

@testable import TripStore

/// A database in a fresh temporary folder, removed when the value goes away.
final class TemporaryDatabase {
    let directory: URL
    var path: String { directory.appendingPathComponent("trip.sqlite").path }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("trip-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func open(migrations: [Migration] = Migration.all) throws -> Database {
        try Database(
            path: path, migrations: migrations, clock: { Timestamp(millisecondsSinceEpoch: 1_796_044_010_123) })
    }

    /// Every row of the foundation tables, for "nothing changed" checks.
    func dump() throws -> String {
        let connection = try Connection(path: path)
        defer { connection.close() }
        var text = ""
        for table in ["trips", "stops", "companions", "trip_companions", "expenses"] {
            try connection.forEach("SELECT * FROM \(table) ORDER BY 1, 2") { row in
                text +=
                    table + ":" + (0..<12).map { row.isNull($0) ? "∅" : row.string($0) }.joined(separator: "|") + "\n"
            }
        }
        return text
    }
}

enum StoreSample {
    static let time = Timestamp(millisecondsSinceEpoch: 1_796_044_010_123)

    static func trip(_ name: String, stops: Int = 2, status: TripStatus = .planning) -> Trip {
        let id = UUID()
        return Trip(
            id: id, name: name, status: status, createdAt: time, updatedAt: time,
            finishedAt: status == .finished ? time : nil,
            stops: (0..<stops).map { index in
                Stop(
                    id: UUID(), position: index + 1, name: "\(name) stop \(index + 1)",
                    coordinate: Coordinate(latitude: 33.4 + Double(index) / 50, longitude: 126.5)
                        ?? Coordinate.testOrigin, updatedAt: time)
            })
    }
}

extension Coordinate {
    /// A fallback for sample coordinates that are valid by construction.
    static var testOrigin: Coordinate {
        guard let origin = Coordinate(latitude: 0, longitude: 0) else {
            preconditionFailure("0,0 is a valid coordinate")
        }
        return origin
    }
}
