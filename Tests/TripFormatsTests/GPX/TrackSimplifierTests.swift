import Foundation
import Testing

@testable import TripFormats

@Suite struct TrackSimplifierTests {
    /// About 0.0001° of latitude is 11 m: small steps, as a GPS logs them.
    static let step = 0.0001

    @Test func straightNoisyTrackKeepsOnlyItsEnds() {
        // 500 points along a meridian, wobbling 5 m sideways: noise, not turns.
        let latitudes = (0..<500).map { 37.5 + Double($0) * Self.step }
        let longitudes = (0..<500).map { 127.0 + ($0 % 2 == 0 ? 0.00005 : -0.00005) }
        let kept = TrackSimplifier.keptIndices(latitudes: latitudes, longitudes: longitudes, maximumPoints: 50)
        #expect(kept == [0, 499])
    }

    @Test func keepsTheCornerOfAnLShapedTrack() {
        // North 200 steps, then east 200 steps: the corner is index 200.
        let latitudes = (0...400).map { 37.5 + Double(min($0, 200)) * Self.step }
        let longitudes = (0...400).map { 127.0 + Double(max($0 - 200, 0)) * Self.step }
        let kept = TrackSimplifier.keptIndices(latitudes: latitudes, longitudes: longitudes, maximumPoints: 50)
        #expect(kept == [0, 200, 400])
    }

    @Test func neverKeepsMoreThanAskedAndAlwaysBothEnds() {
        // A zigzag where every point is a turn of 100 m.
        let latitudes = (0..<1_000).map { 37.5 + Double($0) * Self.step }
        let longitudes = (0..<1_000).map { 127.0 + ($0 % 2 == 0 ? 0 : 0.001) }
        for budget in [2, 3, 17, 50] {
            let kept = TrackSimplifier.keptIndices(latitudes: latitudes, longitudes: longitudes, maximumPoints: budget)
            #expect(kept.count == budget)
            #expect(kept.first == 0 && kept.last == 999)
            #expect(kept == kept.sorted() && Set(kept).count == kept.count)
        }
    }

    @Test func theLargestDetourIsKeptFirst() {
        // A straight track with a 1 km detour at index 300 and a 200 m one at index 700.
        var longitudes = Array(repeating: 127.0, count: 1_000)
        let latitudes = (0..<1_000).map { 37.5 + Double($0) * Self.step }
        longitudes[300] += 0.0113
        longitudes[700] += 0.00226
        let three = TrackSimplifier.keptIndices(latitudes: latitudes, longitudes: longitudes, maximumPoints: 3)
        #expect(three == [0, 300, 999])
        let more = TrackSimplifier.keptIndices(latitudes: latitudes, longitudes: longitudes, maximumPoints: 50)
        #expect(more.contains(300) && more.contains(700))
    }

    @Test func aLoopKeepsTheFarthestPoint() {
        // Out 300 steps north and back: start and end coincide, the turning point must survive.
        let latitudes = (0...600).map { 37.5 + Double(300 - abs($0 - 300)) * Self.step }
        let longitudes = (0...600).map { 127.0 + ($0 < 300 ? 0 : 0.00002) }
        let kept = TrackSimplifier.keptIndices(latitudes: latitudes, longitudes: longitudes, maximumPoints: 10)
        #expect(kept.contains(300))
    }

    @Test func segmentEndsAreKeptWhileTheyFit() {
        let latitudes = (0..<100).map { 37.5 + Double($0) * Self.step }
        let longitudes = Array(repeating: 127.0, count: 100)
        let kept = TrackSimplifier.keptIndices(
            latitudes: latitudes, longitudes: longitudes, segmentStarts: [0, 40], maximumPoints: 10)
        #expect(kept == [0, 39, 40, 99])
        let tight = TrackSimplifier.keptIndices(
            latitudes: latitudes, longitudes: longitudes, segmentStarts: [0, 40], maximumPoints: 3)
        #expect(tight == [0, 99])
    }

    @Test func shortTracksAreKeptWhole() {
        #expect(TrackSimplifier.keptIndices(latitudes: [1], longitudes: [2], maximumPoints: 50) == [0])
        #expect(TrackSimplifier.keptIndices(latitudes: [1, 2], longitudes: [2, 3], maximumPoints: 50) == [0, 1])
    }
}
