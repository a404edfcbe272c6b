import Foundation
import Testing

@testable import TripFormats

@Suite struct CSVWriterTests {
    @Test func headerRowsAndCRLF() throws {
        let text = CSVWriter.write(Sample.itinerary())
        #expect(text.hasSuffix("\r\n"))
        let records = try CSVParser(separator: ",").records(text, source: "out.csv")
        #expect(records.first?.fields == ["position", "day", "name", "address", "latitude", "longitude", "leg_meters"])
        #expect(records.count == 6)
        #expect(records[1].fields == ["1", "1", "성산일출봉", "제주특별자치도 서귀포시 성산읍 일출로 284-12", "33.458056", "126.9425", ""])
        #expect(records[2].fields[2] == "Café \"Wind, Rain\"; & <Co>")
        #expect(records[2].fields[3] == "Line 1\nLine 2")
        #expect(Int(records[2].fields[6]) ?? 0 > 30_000)
        #expect(records[3].fields[1] == "")
        // Every record ends in CRLF; the only bare LF is inside the quoted address.
        #expect(text.components(separatedBy: "\r\n").count == 7)
    }

    @Test func quotesOnlyWhenNeededAndDoublesQuotes() {
        #expect(CSVText.quote("plain") == "plain")
        #expect(CSVText.quote("a,b") == "\"a,b\"")
        #expect(CSVText.quote("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVText.quote("two\r\nlines") == "\"two\r\nlines\"")
    }

    @Test func formulaCellsAreDefusedAndRestored() {
        #expect(CSVText.text("=SUM(A1)") == "'=SUM(A1)")
        #expect(CSVText.text("-dash") == "'-dash")
        #expect(CSVText.untext("'=SUM(A1)") == "=SUM(A1)")
        #expect(CSVText.untext("'tis") == "'tis")
    }
}

@Suite struct CSVReaderTests {
    @Test func readsRowsByHeaderName() throws {
        let csv = "name,latitude,longitude,day,address\nOne,33.25,126.5,2,\"Here, there\"\nTwo,-33.2,-70.1,,\n"
        let route = try CSVReader.read(Sample.data(csv), source: "trip.csv")
        #expect(
            route.points == [
                ImportedPoint(name: "One", address: "Here, there", latitude: 33.25, longitude: 126.5, day: 2),
                ImportedPoint(name: "Two", latitude: -33.2, longitude: -70.1),
            ])
    }

    @Test func realWorldQuirks() throws {
        // BOM, semicolons with decimal commas, CRLF, a quoted multi-line field, doubled quotes, a blank
        // line, a missing name, other column names and an extra column.
        let route = try CSVReader.read(Sample.fixture("csv-quirks.csv"), source: "excel.csv")
        #expect(route.points.map(\.name) == ["Seongsan; \"sunrise\"", "No name here", "Waypoint 3"])
        #expect(route.points[0].latitude == 33.458056 && route.points[0].longitude == 126.9425)
        #expect(route.points[0].address == "Multi\r\nline")
    }

    @Test func koreanHeadersAndTabs() throws {
        let csv = "이름\t위도\t경도\t주소\n성산일출봉\t33.458056\t126.9425\t서귀포시\n"
        let route = try CSVReader.read(Sample.data(csv), source: "korean.tsv")
        #expect(route.points.first?.name == "성산일출봉" && route.points.first?.address == "서귀포시")
    }

    @Test(arguments: [
        ("name,lat,lon\na,1,2\nb,95,2\n", ["bad.csv line 3", "'lat'", "95"]),
        ("name,lat,lon\na,1,2,3\n", ["line 2", "4 fields", "header has 3"]),
        ("name,lat,lon\na,1,east\n", ["line 2", "'lon'", "not a number"]),
        ("name,x1,y1\na,1,2\n", ["line 1", "latitude"]),
        ("name,lat,lon\n\"a,1,2\nb,3,4\n", ["line 2", "never closed"]),
        ("name,lat,lon\na\"b,1,2\n", ["line 2", "quote"]),
        ("name,lat,lon\n\"a\"b,1,2\n", ["line 2", "closing quote"]),
        ("name,lat,lon,day\na,1,2,first\n", ["line 2", "'day'"]),
        ("name,lat,lon\n", ["no points"]),
        ("", ["empty"]),
    ])
    func brokenInputIsRefused(csv: String, fragments: [String]) {
        expectFormatError(fragments) { _ = try CSVReader.read(Sample.data(csv), source: "bad.csv") }
    }
}

@Suite struct CSVParserTests {
    @Test func whiteSpaceAroundQuotedFieldsIsTolerated() throws {
        let records = try CSVParser(separator: ",").records("a, \"b, c\" ,d\r\n\"\"\"x\"\"\",,\n", source: "t.csv")
        #expect(records.map(\.fields) == [["a", "b, c", "d"], ["\"x\"", "", ""]])
        #expect(records.map(\.line) == [1, 2])
    }

    @Test func recordLinesCountBreaksInsideQuotes() throws {
        let records = try CSVParser(separator: ",").records("h\n\"a\nb\"\nc", source: "t.csv")
        #expect(records.map(\.line) == [1, 2, 4])
    }
}

extension CSVReaderTests {
    /// Google My Maps exports layers as CSV with a WKT column and no latitude or longitude.
    @Test func wktPointsFromMyMaps() throws {
        let csv = "WKT,name,description\n\"POINT (126.9425 33.458056)\",성산일출봉,\n\"POINT Z (126.5 33.25 0)\",B,x\n"
        let route = try CSVReader.read(Sample.data(csv), source: "layer.csv")
        #expect(route.points.map(\.name) == ["성산일출봉", "B"])
        #expect(route.points[0].latitude == 33.458056 && route.points[0].longitude == 126.9425)
        #expect(route.points[1].latitude == 33.25)
    }

    @Test func brokenWKTNamesLineAndColumn() {
        let csv = "WKT,name\n\"POINT (1 2)\",a\n\"LINESTRING (1 2, 3 4)\",b\n"
        expectFormatError(["layer.csv line 3", "'WKT'", "not a point"]) {
            _ = try CSVReader.read(Sample.data(csv), source: "layer.csv")
        }
    }
}
