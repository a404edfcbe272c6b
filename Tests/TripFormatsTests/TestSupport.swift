import Foundation
import FoundationXML
import Testing
import TripGeo
import TripModel

@testable import TripFormats

/// Shared fixtures: a dated Jeju trip with Korean names and addresses that need escaping in every format.
enum Sample {
    static let updatedAt = Timestamp(millisecondsSinceEpoch: 1_795_000_000_123)

    /// A fixed, readable id: 00000000-0000-4000-8000-00000000nnnn.
    static func uuid(_ n: Int) -> UUID {
        UUID(
            uuid: (
                0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, UInt8(truncatingIfNeeded: n >> 8),
                UInt8(truncatingIfNeeded: n)
            ))
    }

    static func stop(_ position: Int, _ name: String, _ lat: Double, _ lon: Double, day: Int?, address: String = "")
        -> Stop
    {
        Stop(
            id: uuid(100 + position), position: position, name: name, address: address,
            coordinate: coordinate(lat, lon), day: day, updatedAt: updatedAt)
    }

    /// Fixture coordinates are valid by construction; an invalid one is a bug in the test itself.
    static func coordinate(_ lat: Double, _ lon: Double) -> Coordinate {
        guard let coordinate = Coordinate(latitude: lat, longitude: lon) else {
            preconditionFailure("invalid fixture coordinate \(lat), \(lon)")
        }
        return coordinate
    }

    /// Five stops over two days; names hold XML, CSV, ICS and Markdown metacharacters.
    static func jejuTrip(startDate: LocalDate? = LocalDate("2026-12-01")) -> Trip {
        Trip(
            id: uuid(1), name: "제주 3일 <Jeju> & \"friends\"", startDate: startDate,
            endDate: startDate.map { $0.adding(days: 2) }, notes: "Bring a raincoat; wind, rain",
            createdAt: updatedAt, updatedAt: updatedAt,
            stops: [
                stop(1, "성산일출봉", 33.458056, 126.9425, day: 1, address: "제주특별자치도 서귀포시 성산읍 일출로 284-12"),
                stop(2, "Café \"Wind, Rain\"; & <Co>", 33.4996213, 126.5311884, day: 1, address: "Line 1\nLine 2"),
                stop(3, "=SUM(A1)", 33.2461, 126.5641, day: nil),
                stop(4, "한라산 *국립공원* | [trail]", 33.3616666, 126.5291666, day: 2),
                stop(5, "Hallim 0.00001", 33.3940123456, 126.2398765432, day: 2, address: "-dash, comma"),
            ],
            companions: [
                Companion(id: uuid(50), name: "지민", updatedAt: updatedAt),
                Companion(id: uuid(51), name: "Sam", updatedAt: updatedAt),
            ])
    }

    static func itinerary(_ trip: Trip = jejuTrip()) -> Itinerary {
        Itinerary(trip: trip)
    }

    static func data(_ text: String) -> Data {
        Data(text.utf8)
    }

    /// A file under Tests/Fixtures/formats, found relative to this source file.
    static func fixture(_ name: String) throws -> Data {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/formats/\(name)")
        return try Data(contentsOf: url)
    }

    /// Parses with Foundation's XMLDocument: an independent check that our output is well-formed XML.
    static func xmlDocument(_ text: String) throws -> XMLDocument {
        try XMLDocument(data: Data(text.utf8), options: [])
    }

    static func nodes(_ document: XMLDocument, _ localName: String) throws -> [XMLNode] {
        try document.nodes(forXPath: "//*[local-name()='\(localName)']")
    }
}

/// Asserts that `body` throws a ``FormatError`` whose description contains every fragment.
func expectFormatError(
    _ fragments: [String], sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) {
    do {
        try body()
        Issue.record("expected a FormatError containing \(fragments)", sourceLocation: sourceLocation)
    } catch let error as FormatError {
        for fragment in fragments {
            #expect(error.description.contains(fragment), "\(error.description)", sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record("expected a FormatError, got \(error)", sourceLocation: sourceLocation)
    }
}

extension XMLElement {
    /// An attribute's value; `attribute(forName:)` returns nil on Linux's FoundationXML, the list does not.
    func value(_ name: String) -> String? {
        attributes?.first { $0.name == name }?.stringValue
    }

    func childText(_ name: String) -> String? {
        elements(forName: name).first?.stringValue
    }
}
