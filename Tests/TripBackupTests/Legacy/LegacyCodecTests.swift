import Foundation
import Testing
import TripBackup
import TripModel

@Suite struct LegacyCodecTests {
    private func decodeZip(_ name: String) throws -> LegacyBackup {
        let path = Fixtures.path("legacy/\(name)")
        let entries = try ArchiveReader(path: path).readAll()
        #expect(entries.map(\.path) == [LegacyCodec.entryName])
        return try LegacyCodec.decode(try #require(entries.first).data, file: path)
    }

    @Test func readsTheAppSample() throws {
        let backup = try decodeZip("Trip_221004_15.30.zip")
        #expect(backup.trips.count == 2)
        let palaces = backup.trips[0]
        #expect(palaces.name == "서울 궁궐 투어")
        #expect(!palaces.isTraveling)
        #expect(palaces.stops.map(\.turn) == [1, 2, 3, 4])
        #expect(palaces.companions.map(\.name) == ["철수", "영희"])
        #expect(palaces.companions.map(\.isBeingDeleted) == [false, false])
        #expect(backup.trips[1].isTraveling && backup.trips[1].name.isEmpty)
    }

    @Test func readsAnOlderBuildWithoutTheFlag() throws {
        let backup = try decodeZip("Trip_230115_09.05.zip")
        #expect(backup.trips[0].companions == [LegacyCompanion(name: "영희", objectID: "634a1f2e9b1c2d3e4f506130")])
    }

    @Test func readsBareJSONWithBothSpellingsAndAnyKeyOrder() throws {
        let path = Fixtures.path("legacy/encodedData.json")
        let entries = try ArchiveReader(path: path).readAll()
        let backup = try LegacyCodec.decode(try #require(entries.first).data, file: path)
        let jeju = backup.trips[0]
        #expect(jeju.stops.map(\.name) == ["제주국제공항", "성산일출봉"])
        // Names are trimmed and de-duplicated: the second 지민 goes.
        #expect(jeju.companions.map(\.name) == ["민수", "지민", "하늘"])
        #expect(jeju.companions.map(\.isBeingDeleted) == [false, false, nil])
    }

    @Test func refusesBadCoordinatesNamingTheField() {
        let json = Data(
            #"[{"tripName":"x","isTraveling":false,"trips":[{"name":"a","address":"","latitude":91,"longitude":0,"turn":1}],"companions":[]}]"#
                .utf8)
        #expect(
            throws: BackupError.invalidData(
                file: "f", entry: "encodedData.json", field: "[0].trips[0].latitude",
                reason: "91.0 is not a latitude between -90 and 90")
        ) { try LegacyCodec.decode(json, file: "f") }
    }

    @Test func refusesDuplicateTurnsAndWrongTypes() {
        let twice = Data(
            #"[{"tripName":"x","isTraveling":false,"trips":[{"name":"a","address":"","latitude":1,"longitude":1,"turn":1},{"name":"b","address":"","latitude":1,"longitude":1,"turn":1}],"companions":[]}]"#
                .utf8)
        #expect(throws: BackupError.self) { try LegacyCodec.decode(twice, file: "f") }
        let typed = Data(#"[{"tripName":3}]"#.utf8)
        #expect(
            throws: BackupError.invalidData(
                file: "f", entry: "encodedData.json", field: "[0].tripName", reason: "expected text in double quotes")
        ) {
            try LegacyCodec.decode(typed, file: "f")
        }
    }

    @Test func writesTheSpellingTheAppsDecoderExpects() throws {
        let backup = LegacyBackup(trips: [
            LegacyTrip(name: "t", isTraveling: true, stops: [], companions: [LegacyCompanion(name: "철수")])
        ])
        let text = String(decoding: try LegacyCodec.encode(backup), as: UTF8.self)
        #expect(text.contains("\"isBeingDeleted\":false"))
        #expect(!text.contains("isbeingDeleted"))
        #expect(try LegacyCodec.decode(Data(text.utf8), file: "f").trips[0].companions[0].name == "철수")
    }

    @Test func conversionIsReproducibleAndNamesUnnamedTrips() throws {
        let backup = try decodeZip("Trip_221004_15.30.zip")
        let time = try #require(LegacyBackupTime.fromFileName("Trip_221004_15.30.zip"))
        #expect(time.description == "2022-10-04T06:30:00.000Z")
        let first = LegacyConversion.trips(from: backup, backupTime: time)
        let second = LegacyConversion.trips(from: backup, backupTime: time)
        #expect(first.trips == second.trips)
        #expect(first.trips.map(\.status) == [.finished, .traveling])
        #expect(first.trips[1].name == "2022.10.04 여행")
        #expect(first.trips[0].stops.map(\.position) == [1, 2, 3, 4])
        #expect(first.trips[0].finishedAt == time)
        #expect(first.trips.allSatisfy { $0.timeZone == "Asia/Seoul" })  // the app's trips are Korean time
    }

    @Test func onlyOneTripStaysCurrent() {
        let backup = LegacyBackup(trips: [
            LegacyTrip(name: "a", isTraveling: true, stops: [], companions: []),
            LegacyTrip(name: "b", isTraveling: true, stops: [], companions: []),
        ])
        let result = LegacyConversion.trips(from: backup, backupTime: Timestamp(millisecondsSinceEpoch: 0))
        #expect(result.trips.map(\.status) == [.traveling, .finished])
        #expect(result.notes.count == 1)
    }

    @Test func unknownFileNamesHaveNoTime() {
        #expect(LegacyBackupTime.fromFileName("backup.zip") == nil)
        #expect(LegacyBackupTime.fromFileName("Trip_221399_15.30.zip") == nil)
    }
}

@Suite struct LegacyExportTests {
    @Test func companionsWhoseIdsShareAPrefixGetDifferentObjectIds() throws {
        let jimin = try #require(UUID(uuidString: "634A1F2E-9B1C-2D3E-4F50-6110AAAAAAAA"))
        let alex = try #require(UUID(uuidString: "634A1F2E-9B1C-2D3E-4F50-6110BBBBBBBB"))
        let trip = Trip(
            id: UUID(), name: "Jeju", status: .finished, createdAt: Timestamp(millisecondsSinceEpoch: 0),
            updatedAt: Timestamp(millisecondsSinceEpoch: 0), finishedAt: Timestamp(millisecondsSinceEpoch: 0),
            companions: [
                Companion(id: jimin, name: "지민", updatedAt: nil), Companion(id: alex, name: "Alex", updatedAt: nil),
            ])
        let ids = try #require(LegacyConversion.legacyTrip(from: trip)).companions.compactMap(\.objectID)
        #expect(ids.count == 2 && ids[0] != ids[1])
        #expect(ids.allSatisfy { $0.count == 24 && $0.allSatisfy(\.isHexDigit) })
        #expect(try #require(LegacyConversion.legacyTrip(from: trip)).companions.compactMap(\.objectID) == ids)
    }

    @Test func planningTripsAreLeftOut() {
        let trip = Trip(
            id: UUID(), name: "Someday", createdAt: Timestamp(millisecondsSinceEpoch: 0),
            updatedAt: Timestamp(millisecondsSinceEpoch: 0))
        #expect(LegacyConversion.legacyTrip(from: trip) == nil)
    }
}
