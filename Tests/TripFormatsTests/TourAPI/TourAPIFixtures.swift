import Foundation
import TripFormats

/// Loads files from Tests/Fixtures/tourapi, found from this source file so no resources are declared.
enum TourAPIFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/tourapi")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    static func read(_ name: String) throws -> TourAPIDocument {
        try TourAPIReader.read(data(name), source: name)
    }
}
