import Foundation
import TripBackup
import TripGeo
import TripModel
import TripStore

/// A database in a temporary folder with generated trips, for backup tests.
final class SampleDatabase {
    let directory: TemporaryDirectory
    let path: String
    let database: Database

    static let time = Timestamp(millisecondsSinceEpoch: 1_796_044_010_123)

    init(name: String = "trip.sqlite", in directory: TemporaryDirectory? = nil) throws {
        self.directory = try directory ?? TemporaryDirectory()
        path = self.directory.file(name)
        database = try Database(path: path, clock: { SampleDatabase.time })
    }

    /// Adds `count` trips with `stops` stops each; ids and contents follow from `seed` alone.
    func fill(trips count: Int, stops: Int, seed: Int = 0) throws {
        try database.write { transaction in
            for index in 0..<count {
                try transaction.trips.save(Self.trip(index, stops: stops, seed: seed, current: index == 0 && seed == 0))
            }
        }
    }

    /// Adds `count` spots (every other one bookmarked) and one remembered search; ids and content
    /// ids follow from `seed`, so two seeds never collide.
    func fillSpots(count: Int, seed: Int = 77) throws {
        try database.write { transaction in
            for index in 0..<count {
                let spot = Spot(
                    id: Self.id(seed, index), contentId: "\(seed * 1_000_000 + index)", title: "명소 \(index)",
                    address: "서울 \(index)", coordinate: Self.place(37.5 + Double(index % 100) / 100, 127),
                    overview: "<p>소개</p>", updatedAt: Self.time)
                try transaction.spots.upsert(spot)
                if index % 2 == 0 {
                    try transaction.spotBookmarks.add(SpotBookmark(spotId: spot.id, createdAt: Self.time))
                }
            }
            try transaction.spotSearches.insert(
                SpotSearchRecord(id: Self.id(seed, -1), keyword: "궁", filters: "--area 1", searchedAt: Self.time))
        }
    }

    /// A reproducible id from `parts` (bytes of their SHA-256).
    static func id(_ parts: Int...) -> UUID {
        let hex = Array(SHA256.hex(of: Data(parts.map(String.init).joined(separator: "/").utf8)).utf8)
        let bytes = (0..<16).map { index -> UInt8 in
            UInt8(String(decoding: hex[index * 2..<index * 2 + 2], as: UTF8.self), radix: 16) ?? 0
        }
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }

    /// A coordinate from values the tests know to be in range.
    static func place(_ latitude: Double, _ longitude: Double) -> Coordinate {
        guard let coordinate = Coordinate(latitude: latitude, longitude: longitude) else {
            preconditionFailure("test coordinate \(latitude), \(longitude) out of range")
        }
        return coordinate
    }

    static func trip(_ index: Int, stops: Int, seed: Int, current: Bool = false) -> Trip {
        let updated = Timestamp(millisecondsSinceEpoch: time.millisecondsSinceEpoch + Int64(index) * 1000)
        let status: TripStatus = current ? .traveling : (index % 3 == 1 ? .finished : .planning)
        return Trip(
            id: id(seed, index), name: "여행 \(seed)-\(index)", status: status,
            startDate: LocalDate(year: 2026, month: 12, day: 1),
            notes: "notes \(index)", createdAt: time, updatedAt: updated,
            finishedAt: status == .finished ? updated : nil,
            stops: (0..<stops).map { stop in
                Stop(
                    id: id(seed, index, stop), position: stop + 1, name: "장소 \(index).\(stop)",
                    address: "제주특별자치도 \(stop)번지",
                    coordinate: place(33.2 + Double(stop % 50) / 100, 126.3 + Double(index % 70) / 100),
                    day: stop % 3 + 1, locked: stop == 0, updatedAt: updated)
            },
            companions: index % 4 == 0
                ? [Companion(id: id(seed, -1, index % 8), name: "동행 \(index % 8)", updatedAt: time)] : [],
            expenses: index % 5 == 0
                ? [
                    Expense(
                        id: id(seed, -2, index), amount: 12_000, currency: "KRW", description: "택시", paidBy: "me",
                        shares: [ExpenseShare(name: "me", weight: 1)], createdAt: time, updatedAt: updated)
                ]
                : [])
    }

    /// Every row of every table, for "nothing changed" checks.
    func dump() throws -> String {
        let connection = try Connection(path: path)
        defer { connection.close() }
        var text = ""
        for table in ["trips", "stops", "companions", "trip_companions", "expenses", "spots", "spot_bookmarks"] {
            try connection.forEach("SELECT * FROM \(table) ORDER BY 1, 2") { row in
                text +=
                    table + ":" + (0..<12).map { row.isNull($0) ? "∅" : row.string($0) }.joined(separator: "|") + "\n"
            }
        }
        return text
    }
}

func backup(_ sample: SampleDatabase, format: BackupFormat, name: String, passphrase: String? = nil) throws -> String {
    let path = sample.directory.file(name)
    _ = try BackupCreator(database: sample.database, generator: "trip test").create(
        at: path, format: format, passphrase: passphrase, overwrite: true)
    return path
}
