import Foundation
import Testing
import TripModel

@testable import TripFormats

/// The byte scanner against the reader it replaced (``TourAPILegacyReader``): the same records, or the
/// same error in the same words, on every fixture, on hostile pages and on mutated ones.
@Suite struct TourAPIScannerEquivalenceTests {
    private func expectSame(_ data: Data, skipInvalid: Bool = false, _ note: String = "") {
        let new = TourAPIOutcome { try TourAPIReader.read(data, source: "p.json", skipInvalid: skipInvalid) }
        let old = TourAPIOutcome { try TourAPILegacyReader.read(data, source: "p.json", skipInvalid: skipInvalid) }
        #expect(new == old, "\(note): \(String(decoding: data.prefix(300), as: UTF8.self))")
    }

    private func page(_ items: String, header: String = #"{"resultCode":"0000"}"#) -> Data {
        Data(#"{"response":{"header":\#(header),"body":{"items":{"item":[\#(items)]},"totalCount":2}}}"#.utf8)
    }

    private static var fixtures: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: TourAPIFixtures.directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func agreesOnEveryFixture() throws {
        #expect(Self.fixtures.count >= 12)
        for name in Self.fixtures {
            let data = try TourAPIFixtures.data(name)
            expectSame(data, name)
            expectSame(data, skipInvalid: true, name)
        }
    }

    @Test func agreesOnEveryTruncation() throws {
        for name in ["areaBasedList2_seoul.json", "detailWithTour1_gyeongbokgung.json", "areaBasedList1_jeju_v1.json"] {
            let data = try TourAPIFixtures.data(name)
            for length in 0..<data.count { expectSame(data.prefix(length), "\(name) cut at \(length)") }
        }
    }

    @Test func agreesOnMutatedPages() throws {
        var random = MutationRandom(seed: 17)
        let bytes: [UInt8] = Array(#"{}[],:"\u0 -1.e+9tfn/bD8"#.utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xC3, 0xED, 0xFF]
        for name in Self.fixtures {
            let original = Array(try TourAPIFixtures.data(name))
            for round in 0..<300 {
                var data = original
                for _ in 0...(random.next() % 3) {
                    let place = Int(random.next() % UInt64(data.count + 1))
                    let byte = bytes[Int(random.next() % UInt64(bytes.count))]
                    switch random.next() % 3 {
                    case 0 where place < data.count: data[place] = byte
                    case 1 where place < data.count: data.remove(at: place)
                    default: data.insert(byte, at: place)
                    }
                }
                expectSame(Data(data), skipInvalid: round % 2 == 0, "\(name) mutant \(round)")
            }
        }
    }

    @Test(arguments: [
        // Escapes of every kind, surrogate pairs and the ways they break.
        #""contentid":"1","title":"\"\\\/\b\f\n\r\t\u00e9\uD55C\ud83d\ude00","mapx":"127","mapy":"37""#,
        #""contentid":"1","title":"a\ud800","mapx":"127","mapy":"37""#,
        #""contentid":"1","title":"a\udc00b","mapx":"127","mapy":"37""#,
        #""contentid":"1","title":"\ud800\u0041","mapx":"127","mapy":"37""#,
        #""contentid":"1","title":"\ud800\ud800","mapx":"127","mapy":"37""#,
        #""contentid":"1","title":"\u12","mapx":"127","mapy":"37""#,
        #""contentid":"1","title":"\x41","mapx":"127","mapy":"37""#,
        #""contentid":"1","title":"\U0041","mapx":"127","mapy":"37""#,
        #""contentid":"1","title":"a\u0000b","mapx":"127","mapy":"37""#,
        #""contentid":"1","title":"\uFFFE\uFDD0","mapx":"127","mapy":"37""#,
        "\"contentid\":\"1\",\"title\":\"tab\tinside\",\"mapx\":\"127\",\"mapy\":\"37\"",
        // Escaped keys, repeated keys (the last one counts), keys the reader does not use.
        #""\u0063ontentid":"7","t\u0069tle":"x","mapx":"127","mapy":"37""#,
        #""contentid":"1","title":"","title":"second","mapx":"127","mapy":"37""#,
        #""contentid":"1","title":"first","title":"","mapx":"127","mapy":"37""#,
        #""contentid":"1","title":"x","mapx":"127","mapy":"37","mapx":null"#,
        #""contentid":"1","title":"x","mapx":"127","mapy":"37","\u212Aey":1,"Title":"y""#,
        // Numbers, booleans, null and containers as values.
        #""contentid":126508,"title":"x","mapx":126.977041,"mapy":37.579617,"areacode":1,"sigungucode":23"#,
        #""contentid":1,"title":"x","mapx":1.27e2,"mapy":3.7E+1,"contenttypeid":12.0"#,
        #""contentid":-0,"title":"x","mapx":"127","mapy":"37""#,
        #""contentid":12345678901234567890,"title":"x","mapx":"127","mapy":"37""#,
        #""contentid":"1","title":true,"mapx":"127","mapy":"37""#,
        #""contentid":"1","title":"x","mapx":"127","mapy":"37","tel":false,"addr1":null"#,
        #""contentid":"1","title":{"a":[1,2,{}]},"mapx":"127","mapy":"37""#,
        #""contentid":"1","title":"x","mapx":126.12345678901234,"mapy":37.5796170000000001"#,
        #""contentid":"1","title":"x","mapx":"127","mapy":"37","dist":1e400"#,
        #""contentid":"1","title":"x","mapx":"127","mapy":"37","dist":-1e-400"#,
        #""contentid":"1","title":"x","mapx":"127","mapy":"37","dist":01"#,
        #""contentid":"1","title":"x","mapx":"127","mapy":"37","dist":1."#,
        #""contentid":"1","title":"x","mapx":"127","mapy":"37","dist":.5"#,
        #""contentid":"1","title":"x","mapx":"127","mapy":"37","dist":+1"#,
        #""contentid":"1","title":"x","mapx":"127","mapy":"37","dist":NaN"#,
        #""contentid":"1","title":"x","mapx":"127","mapy":"37","dist":tru"#,
        // Trailing commas (Foundation allows one), and the ways commas break.
        #""contentid":"1","title":"x","mapx":"127","mapy":"37","#,
        #""contentid":"1","title":"x","mapx":"127","mapy":"37",,"#,
        #""contentid":"1","title":"x","mapx":"127","mapy":"37","cat":[1,]"#,
        #""contentid":"1","title":"x","mapx":"127","mapy":"37","cat":[,]"#,
        #""contentid":"1","title":"x","mapx":"127","mapy":"37","cat":{,}"#,
        #""contentid":"1","title":"x","mapx":"127","mapy":"37","cat":[1 2]"#,
        #""contentid":"1","title":"x","mapx":"127" "mapy":"37""#,
        #""contentid":"1","title":"x","mapx":"127","mapy""#,
        #""contentid":"1","title":"x","mapx":"127","mapy":"37"}, 5, "six", null, [{"#,
    ])
    func agreesOnHostileItems(_ fields: String) {
        expectSame(page("{" + fields + "}"))
        expectSame(page("{" + fields + "}"), skipInvalid: true)
        expectSame(page(#"{"contentid":"9","title":"y","mapx":"127","mapy":"37"},{"# + fields + "}"), skipInvalid: true)
    }

    @Test func agreesOnDeepNesting() {
        for depth in [509, 510, 511, 512, 513, 600] {
            let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            expectSame(
                page(#"{"contentid":"1","title":"x","mapx":"127","mapy":"37","deep":"# + nested + "}"), "\(depth)")
            let objects = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
            expectSame(Data(objects.utf8), "objects \(depth)")
            expectSame(Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8))
        }
    }

    @Test(arguments: [
        #"{"response":{"header":{"resultCode":"0000"},"body":{"items":"  "}}}"#,
        #"{"response":{"header":{"resultCode":"0000"},"body":{"items":" x "}}}"#,
        #"{"response":{"header":{"resultCode":"0000"},"body":{"items":5}}}"#,
        #"{"response":{"header":{"resultCode":"0000"},"body":{"items":null,"totalCount":"3"}}}"#,
        #"{"response":{"header":{"resultCode":"0000"},"body":{"items":{"item":null}}}}"#,
        #"{"response":{"header":{"resultCode":"0000"},"body":{"items":{"item":"x"}}}}"#,
        #"{"response":{"header":{"resultCode":"0000"},"body":{"items":{"item":[]},"totalCount":true}}}"#,
        #"{"response":{"header":{"resultCode":"0000"},"body":{"items":{"item":[5,"x",null,[]]}}}}"#,
        #"{"response":{"header":{"resultCode":"0022","resultMsg":"QUOTA"},"body":{}}}"#,
        #"{"response":{"header":{"resultCode":22,"resultMsg":7},"body":{}}}"#,
        #"{"response":{"header":{"resultCode":"00"},"body":{}}}"#,
        #"{"response":{"header":"0000","body":{"items":""}}}"#,
        #"{"response":{"body":{"items":""},"header":{"resultCode":"0001"}}}"#,
        #"{"response":{"body":{"items":{"item":[{"contentid":"x"}]}},"header":{"resultCode":"0001"}}}"#,
        #"{"response":{"body":{"items":{"item":[{"contentid":"x"}]}},"body":{"items":""}}}"#,
        #"{"response":{"body":{"items":""},"body":5}}"#,
        #"{"response":{"header":{"resultCode":"0000"}},"response":{"body":{}}}"#,
        #"{"response":{"header":{"resultCode":"0000"}}}"#,
        #"{"response":[]}"#, #"{"Response":{}}"#, "[1,2]", "[]", "{}", "5", #""x""#, "null", "", " ",
        #"{"response":{"body":{"items":""}}} x"#, #"{"response":{"body":{"items":""}}}"#,
        "\u{FEFF}{\"response\":{\"body\":{\"items\":\"\"}}}", "{\"response\":{\"body\":{\"items\":\"\"}}}\u{FEFF}",
        "\t\r\n {\"response\":{\"body\":{\"items\":\"\"}}}\n\n", "\u{A0}{\"response\":{\"body\":{\"items\":\"\"}}}",
        #"{"response":{"body":{"items":""}},}"#, #"{"response":{"body":{"items":"",},},}"#,
    ])
    func agreesOnHostileEnvelopes(_ json: String) {
        expectSame(Data(json.utf8))
        expectSame(Data(json.utf8), skipInvalid: true)
    }

    @Test func agreesOnBytesThatAreNotUTF8AndOnWideEncodings() throws {
        let valid =
            #"{"response":{"body":{"items":{"item":{"contentid":"1","title":"경복궁","mapx":"127","mapy":"37"}}}}}"#
        for encoding: String.Encoding in [
            .utf16, .utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian,
        ] {
            expectSame(try #require(valid.data(using: encoding)), "\(encoding)")
        }
        let prefix = Array(
            #"{"response":{"body":{"items":{"item":{"contentid":"1","mapx":"127","mapy":"37","title":""#.utf8)
        let bad: [[UInt8]] = [
            [0xFF], [0xC3], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE0, 0x80, 0xAF],
            [0xF0, 0x9F, 0x98], [0xEF, 0xBF, 0xBE], [0xF4, 0x8F, 0xBF, 0xBF], [0xC3, 0xA9], [0x80],
        ]
        for sequence in bad {
            expectSame(Data(prefix + sequence + Array(#""}}}}}"#.utf8)), "\(sequence)")
            // The same bytes in a key the reader does not use.
            let key = Array(#"{"response":{"body":{"items":"","x"#.utf8) + sequence + Array(#"":1}}}"#.utf8)
            expectSame(Data(key), "key \(sequence)")
        }
    }

    @Test func numbersReadAsFoundationWroteThem() throws {
        var random = MutationRandom(seed: 5)
        var tokens = [
            "0", "-0", "1", "-1", "0.0", "-0.0", "1e2", "1E+2", "1e-2", "100.0", "37.579617000", "1e-400",
            "123456789012345678", "1234567890123456789", "9223372036854775807", "9223372036854775808",
            "-9223372036854775808", "18446744073709551616", "0.30000000000000004", "1.7976931348623157e308",
            "5e-324", "126.12345678901234", "126.1234567890123", "1e15", "1e16", "1e300", "1e301", "1e-300",
        ]
        for _ in 0..<3000 {
            var token = random.next() % 2 == 0 ? "-" : ""
            token += String((random.next() % 1_000_000_000_000) >> (random.next() % 40))
            if random.next() % 2 == 0 {
                let fraction = String(random.next() % 10_000_000_000_000)
                token += "." + String(fraction.prefix(Int(random.next() % 14) + 1))
            }
            if random.next() % 3 == 0 { token += (random.next() % 2 == 0 ? "e" : "E-") + String(random.next() % 40) }
            tokens.append(token)
        }
        for token in tokens {
            let old = (try? JSONSerialization.jsonObject(with: Data("[\(token)]".utf8)) as? [Any])?.first
            let new = Array("[\(token)]".utf8).withUnsafeBufferPointer { bytes -> TourAPIValue? in
                var scanner = TourAPIScanner(bytes: bytes)
                scanner.index = 1
                return try? scanner.value(depth: 2)
            }
            #expect(new?.text == (old as? NSNumber)?.stringValue, "\(token)")
        }
    }
}

/// A small seeded generator, so every run mutates the same way.
struct MutationRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
