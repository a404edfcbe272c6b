import Testing

@testable import TripGeo

@Suite("Geodesic distances on WGS84")
struct GeodesicTests {
    private func coordinates(_ c: GeodesicCase) throws -> (Coordinate, Coordinate) {
        let a = try #require(Coordinate(latitude: c.lat1, longitude: c.lon1))
        let b = try #require(Coordinate(latitude: c.lat2, longitude: c.lon2))
        return (a, b)
    }

    private static func angleGap(_ x: Double, _ y: Double) -> Double {
        let d = abs(x - y).truncatingRemainder(dividingBy: 360)
        return min(d, 360 - d)
    }

    @Test("distance within 1 mm of GeographicLib", arguments: GeodesicReference.cases)
    func distanceMatchesReference(_ c: GeodesicCase) throws {
        let (a, b) = try coordinates(c)
        let result = Geodesic.inverse(a, b)
        #expect(result.distance.isFinite)
        #expect(abs(result.distance - c.distance) < 0.001, "got \(result.distance)")
    }

    /// Tags whose shortest geodesic is not unique (mirror images over the equator or any meridian),
    /// so GeographicLib's bearing is one valid choice among several.
    static let ambiguous: Set = [
        "coincident", "antipodal", "equator antipodal", "equator beyond", "poles", "dateline coincident",
    ]

    /// Nearly antipodal points with φ₂ = −φ₁ have two equally short geodesics, mirror images under the
    /// half-turn that swaps the points; GeographicLib itself returns the other one when asked in reverse.
    static func isAmbiguous(_ c: GeodesicCase) -> Bool {
        ambiguous.contains(c.tag) || (c.tag == "nearly antipodal" && c.lat1 == -c.lat2)
    }

    @Test(
        "bearings match GeographicLib where the geodesic is unique",
        arguments: GeodesicReference.cases.filter { !GeodesicTests.isAmbiguous($0) })
    func bearingsMatchReference(_ c: GeodesicCase) throws {
        let (a, b) = try coordinates(c)
        let result = Geodesic.inverse(a, b)
        #expect(GeodesicTests.angleGap(result.initialBearing, c.azimuth1) < 1e-6, "got \(result.initialBearing)")
        #expect(GeodesicTests.angleGap(result.finalBearing, c.azimuth2) < 1e-6, "got \(result.finalBearing)")
        #expect(GeodesicTests.angleGap(Geodesic.initialBearing(a, b), c.azimuth1) < 1e-6)
    }

    @Test("coincident points: zero distance, zero bearing")
    func coincident() throws {
        let a = try #require(Coordinate(latitude: 33.45, longitude: 126.94))
        let result = Geodesic.inverse(a, a)
        #expect(result == Geodesic.Inverse(distance: 0, initialBearing: 0, finalBearing: 0))
    }

    @Test("every pair on a coarse global grid gives a finite distance no longer than half a meridian")
    func finiteEverywhere() throws {
        let halfMeridian = 20_003_931.4586255
        for lat1 in stride(from: -90.0, through: 90, by: 15) {
            for lat2 in stride(from: -90.0, through: 90, by: 7.5) {
                for lon in stride(from: -180.0, through: 180, by: 22.5) {
                    let a = try #require(Coordinate(latitude: lat1, longitude: 0))
                    let b = try #require(Coordinate(latitude: lat2, longitude: lon))
                    let result = Geodesic.inverse(a, b)
                    #expect(result.distance.isFinite && result.distance >= 0 && result.distance <= halfMeridian + 0.001)
                    #expect(result.initialBearing.isFinite && (0..<360).contains(result.initialBearing))
                    #expect(result.finalBearing.isFinite && (0..<360).contains(result.finalBearing))
                }
            }
        }
    }

    @Test("distance is symmetric and the geodesic is shorter than nothing else")
    func symmetricAndNearHaversine() throws {
        let seoul = try #require(Coordinate(latitude: 37.5665, longitude: 126.978))
        let busan = try #require(Coordinate(latitude: 35.1796, longitude: 129.0756))
        #expect(Geodesic.distance(seoul, busan) == Geodesic.distance(busan, seoul))
        let haversine = GreatCircle.distance(seoul, busan)
        #expect(abs(Geodesic.distance(seoul, busan) - haversine) / haversine < 0.005)
    }
}

@Suite("Distance matrix and random numbers")
struct DistanceMatrixTests {
    @Test("geodesic matrix: symmetric, zero diagonal, entries equal Geodesic.distance")
    func geodesicMatrix() throws {
        let places = try [(33.458056, 126.9425), (33.499621, 126.531188), (37.5665, 126.978)].map {
            try #require(Coordinate(latitude: $0.0, longitude: $0.1))
        }
        let matrix = DistanceMatrix(geodesicDistancesBetween: places)
        #expect(matrix.count == 3 && matrix.isSymmetric)
        for i in 0..<3 {
            #expect(matrix[i, i] == 0)
            for j in 0..<3 where i != j { #expect(matrix[i, j] == Geodesic.distance(places[i], places[j])) }
        }
        #expect(matrix.length(of: [0, 1, 2], closed: true) == matrix[0, 1] + matrix[1, 2] + matrix[2, 0])
    }

    @Test("SplitMix64 reproduces the reference sequence for seed 0")
    func splitMix() {
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        var other = SplitMix64(seed: 0)
        _ = other.next()
        #expect(rng.next() == other.next())
    }
}
