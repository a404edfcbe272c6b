import Foundation
import FoundationXML
import Testing

@testable import TripFormats

/// trip reads XML through libxml2's SAX parser directly (CXML); it used to go through FoundationXML's
/// XMLParser. The tests keep XMLParser as the reference: both must report the same elements, names,
/// namespaces, attributes, lines and text on valid documents, and refuse malformed ones at the same
/// line. Two differences are on purpose and tested as such: the error named is the first one (the
/// cause) where XMLParser, which read on, named the last; a warning is not an error.
@Suite struct XMLStreamEquivalenceTests {
    static let valid: [String] = [
        "<gpx><wpt lat=\"1\" lon=\"2\"><name>A &amp; B &lt;c&gt; &#x41;&#66;</name></wpt></gpx>",
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gpx xmlns=\"http://www.topografix.com/GPX/1/1\">\n"
            + "  <wpt lat=\"37.5\" lon=\"127\">\n    <name><![CDATA[부산 <항> & ]]]></name>\n  </wpt>\n</gpx>\n",
        "<kml xmlns=\"http://www.opengis.net/kml/2.2\" xmlns:gx=\"http://www.google.com/kml/ext/2.2\">"
            + "<Document><gx:Track gx:id=\"t\" id=\"u\"><gx:coord>1 2 3</gx:coord></gx:Track></Document></kml>",
        "<a x='&quot;q&quot; &amp; &apos;s&apos;' y=\"tab\tnew\nline\"><!-- comment --><?pi data?>text</a>",
        "<a>\n\n   \n<b/>  \t <c>  </c>\n</a>",
        "<!DOCTYPE gpx SYSTEM \"http://127.0.0.1:9/gpx.dtd\">\n<gpx><wpt lat=\"1\" lon=\"2\"/></gpx>",
        "<p:root xmlns:p=\"urn:p\" xmlns:q=\"urn:q\"><q:child p:a=\"1\" a=\"2\">이름 😀</q:child></p:root>",
        "\u{FEFF}<gpx><wpt lat=\"-0.5\" lon=\"+1e1\"/></gpx>",
        "<a>" + String(repeating: "<b attr=\"v\">t</b>\n", count: 5_000) + "</a>",
    ]

    static let malformed: [String] = [
        "<gpx><wpt></gpx>",
        "<gpx>\n<wpt lat=\"1\" lon=\"2\"><name>&secret;</name></wpt></gpx>",
        "<gpx></gpx><extra/>",
        "<gpx>\n\n<a b=\"1\" b=\"2\"/></gpx>",
        "<gpx><a>\u{1}</a></gpx>",
        "<gpx",
        "<gpx>\n<wpt lat=\"1\" lon=\"2\"/>\n",
        "<gpx><a x=1/></gpx>",
        "<p:root><child/></p:root>",
        "<a>\n" + String(repeating: "<b>t</b>\n", count: 20_000) + "</c>",
    ]

    @Test(arguments: Self.valid.indices)
    func validDocumentsGiveTheSameEvents(index: Int) throws {
        let text = Self.valid[index]
        let reference = ReferenceRecorder.record(text)
        #expect(reference.errorCode == nil, "XMLParser accepts the document")
        let ours = try EventRecorder.record(text)
        #expect(ours.errorCode == 0)
        #expect(ours.events == reference.events)
    }

    @Test(arguments: Self.malformed.indices)
    func malformedDocumentsFailAtTheSameLine(index: Int) throws {
        let text = Self.malformed[index]
        let reference = ReferenceRecorder.record(text)
        let ours = try EventRecorder.record(text)
        #expect(reference.errorCode != nil)
        #expect(ours.errorCode != 0)
        #expect(ours.errorLine == reference.errorLine)
        #expect(ours.events.count <= reference.events.count)
        #expect(Array(reference.events.prefix(ours.events.count)) == ours.events, "the events before the error")
    }

    /// The first error names the cause: a mismatched end tag, not the "extra content" that follows it.
    @Test func theFirstErrorIsTheOneNamed() throws {
        let text = "<gpx>\n<wpt>\n</gpx>\n"
        #expect(try EventRecorder.record(text).errorCode == 76)
        #expect(ReferenceRecorder.record(text).errorCode == 76)
        let bad = "<gpx>\n<a x=1/>\n</gpx>"
        #expect(try EventRecorder.record(bad).errorCode == 39, "AttValue expected")
        #expect(try EventRecorder.record(bad).errorLine == 2)
        #expect(ReferenceRecorder.record(bad).errorCode == 76, "XMLParser read on and named a later error")
    }

    /// Whatever libxml2 finds wrong once told the input has ended is the document ending early.
    @Test(arguments: [
        "<gpx><trk", "<gpx", "<gpx><wpt lat=\"1\"", "<gpx>\n<wpt lat=\"1\" lon=\"2\"/>\n", "<gpx><name>x",
    ])
    func aDocumentCutShortEndsEarly(text: String) throws {
        #expect(try EventRecorder.record(text).errorCode == 5)
        #expect(ReferenceRecorder.record(text).errorCode == 5)
    }

    @Test func aWarningIsNotAnError() throws {
        let text = "<gpx xmlns=\"gpx\"><wpt lat=\"1\" lon=\"2\"><name>ok</name></wpt></gpx>"
        #expect(ReferenceRecorder.record(text).errorCode == 100, "XMLParser failed on a relative namespace URI")
        #expect(try EventRecorder.record(text).errorCode == 0)
        #expect(try GPXReader.read(Sample.data(text), source: "w.gpx").points.map(\.name) == ["ok"])
    }

    /// XMLParser waits for four bytes to detect the encoding: shorter input is never parsed, so it
    /// has no error and no root (SafeXMLParser then says the file has no root element).
    @Test(arguments: ["", "   ", "<a/"])
    func inputUnderFourBytesIsNotParsed(text: String) throws {
        let reference = ReferenceRecorder.record(text)
        let ours = try EventRecorder.record(text)
        #expect(reference.errorCode == nil)
        #expect(ours.errorCode == 0)
        #expect(ours.events.isEmpty && reference.events.isEmpty)
        #expect(
            throws: FormatError.malformed(
                source: "s.kml", line: nil, detail: "the file is empty or has no root element")
        ) {
            try KMLReader.read(Data(text.utf8), source: "s.kml")
        }
    }

    @Test func aReaderThatFailsStopsTheParse() throws {
        final class StopAtSecond: XMLEventReader {
            var starts = 0
            func startElement(_ name: String, namespace: String?, attributes: [String: String], line: Int)
                -> XMLFailure?
            {
                starts += 1
                return starts == 2 ? XMLFailure(line: line, field: "f", detail: "no") : nil
            }
            func endElement(_ name: String, line: Int) -> XMLFailure? { nil }
            func text(_ text: String) {}
        }
        let reader = StopAtSecond()
        let result = try XMLStream.run("<a>\n<b/>\n<c/><d/></a>", library: XMLStream.defaultLibrary, into: reader)
        #expect(reader.starts == 2)
        #expect(result.failure?.line == 2)
        #expect(result.failure?.field == "f")
        #expect(result.errorCode != 0)
    }

    @Test func aMissingLibraryIsNamedWithHowToInstallIt() throws {
        let error = try #require(throws: FormatError.self) {
            try SafeXMLParser.stream(
                Data("<a/>".utf8), source: "x.gpx", into: EventRecorder(), library: "libxml2-missing.so.99")
        }
        guard case .libraryUnavailable(let library, let reason) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(library == "libxml2-missing.so.99")
        #expect(reason.contains("libxml2-missing.so.99"))
        #expect(
            error.description
                == "cannot open libxml2-missing.so.99, which reading GPX and KML files needs (\(reason)); "
                + "install it with 'apt-get install libxml2'")
        // The default library still opens after a failed attempt at another one.
        #expect(try EventRecorder.record("<a/>").errorCode == 0)
    }
}

/// One event as both recorders write it; text is joined between element events, as the parsers may
/// split it differently.
private enum XMLEvent: Equatable {
    case start(String, namespace: String?, attributes: [String: String], line: Int)
    case end(String, line: Int)
    case text(String)
}

private final class EventRecorder: XMLEventReader {
    var events: [XMLEvent] = []

    static func record(_ text: String) throws -> (events: [XMLEvent], errorCode: Int, errorLine: Int?) {
        let recorder = EventRecorder()
        let result = try XMLStream.run(text, library: XMLStream.defaultLibrary, into: recorder)
        let line = result.errorCode == 0 ? nil : (result.errorLine ?? result.endLine)
        return (recorder.events, result.errorCode, line)
    }

    func startElement(_ name: String, namespace: String?, attributes: [String: String], line: Int) -> XMLFailure? {
        events.append(
            .start(name, namespace: namespace?.isEmpty == true ? nil : namespace, attributes: attributes, line: line))
        return nil
    }

    func endElement(_ name: String, line: Int) -> XMLFailure? {
        events.append(.end(name, line: line))
        return nil
    }

    func text(_ text: String) {
        if case .text(let previous) = events.last {
            events[events.count - 1] = .text(previous + text)
        } else {
            events.append(.text(text))
        }
    }
}

/// FoundationXML's XMLParser configured as SafeXMLParser used to configure it.
private final class ReferenceRecorder: NSObject, XMLParserDelegate {
    var events: [XMLEvent] = []
    var errorLine: Int?

    static func record(_ text: String) -> (events: [XMLEvent], errorCode: Int?, errorLine: Int?) {
        let recorder = ReferenceRecorder()
        let parser = XMLParser(stream: InputStream(data: Data(text.utf8)))
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = recorder
        let finished = parser.parse()
        guard !finished || parser.parserError != nil else { return (recorder.events, nil, nil) }
        let code = (parser.parserError as NSError?)?.code ?? 0
        return (recorder.events, code, recorder.errorLine ?? parser.lineNumber)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        events.append(
            .start(
                elementName, namespace: namespaceURI?.isEmpty == true ? nil : namespaceURI, attributes: attributes,
                line: parser.lineNumber))
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        events.append(.end(elementName, line: parser.lineNumber))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text(string) }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) { text(String(decoding: CDATABlock, as: UTF8.self)) }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if errorLine == nil { errorLine = parser.lineNumber }
    }

    private func text(_ text: String) {
        if case .text(let previous) = events.last {
            events[events.count - 1] = .text(previous + text)
        } else {
            events.append(.text(text))
        }
    }
}
