import Testing

@testable import TripCLI

/// Numbers written digit by digit read exactly as Swift's own spelling of them.
@Suite struct ShortTextTests {
    @Test("whole numbers read as String(Int) does, at the edges and across the range")
    func integers() {
        var values = [0, 1, -1, 9, 10, 99, 100, -100, 12_345, Int.max, Int.min, Int.max - 1, Int.min + 1]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(Int(bitPattern: UInt(state)) >> Int(state % 60))
        }
        for value in values { #expect(Formatting.integer(value) == String(value)) }
    }

    @Test("a tenth and a unit follow the digits")
    func tenthsAndUnits() {
        #expect(ShortText.number(12, tenths: 3, unit: " km") == "12.3 km")
        #expect(ShortText.number(0, tenths: 0, unit: " km") == "0.0 km")
        #expect(ShortText.number(-7, tenths: nil, unit: " m") == "-7 m")
        #expect(Formatting.distance(0) == "0 m")
        #expect(Formatting.distance(-4.6) == "-5 m")
        #expect(Formatting.distance(1000) == "1.0 km")
        #expect(Formatting.distance(1_234_567) == "1,235 km")
    }

    @Test("a table's bytes are its text")
    func tableBytes() {
        var table = Table([.init("#", .right), .init("NAME", flexible: true), .init("LEG", .right)])
        table.append(["1", "서울역", ""])
        table.append(["2", "Busan\u{1B}[31m", "325.1 km"])
        #expect(table.renderUTF8(width: 20) == Array(table.render(width: 20).utf8))
        #expect(table.renderUTF8(width: .max) == Array(table.render(width: .max).utf8))
    }
}
