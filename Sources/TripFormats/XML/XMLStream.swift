internal import CXML

/// The bridge to libxml2's SAX parser (CXML): runs the text through it and hands each event to an
/// ``XMLEventReader``. libxml2 is opened the first time a file is read, so commands that never read
/// XML do not load it (CXML.h says why that matters).
enum XMLStream {
    /// The soname trip opens.
    static let defaultLibrary = TRIP_XML_LIBRARY

    /// What one parse ended with.
    struct Result {
        /// The reader's own reason to stop, if it stopped the parse.
        var failure: XMLFailure?
        /// libxml2's first error code; 0 for a well-formed document.
        var errorCode: Int
        /// The line of the first error, when libxml2 reported one.
        var errorLine: Int?
        /// The line the parser had reached when it ended.
        var endLine: Int
    }

    /// - Throws: ``FormatError/libraryUnavailable(library:reason:)`` when libxml2 cannot be opened.
    static func run(_ text: String, library: String, into reader: some XMLEventReader) throws -> Result {
        let session = Session(reader: reader)
        var outcome = trip_xml_outcome()
        var failure: UnsafePointer<CChar>?
        // A NUL after the text, so even an empty document has an address to hand over.
        var bytes = Array(text.utf8)
        bytes.append(0)
        let status = withExtendedLifetime(session) {
            bytes.withUnsafeBufferPointer { buffer in
                var events = Self.events(for: session)
                return UnsafeRawPointer(buffer.baseAddress).map {
                    trip_xml_parse(
                        library, &events, $0.assumingMemoryBound(to: CChar.self), buffer.count - 1, &outcome, &failure)
                } ?? -1
            }
        }
        guard status == 0 else {
            throw FormatError.libraryUnavailable(
                library: library, reason: failure.map { String(cString: $0) } ?? library)
        }
        return Result(
            failure: session.failure, errorCode: Int(outcome.code), errorLine: session.errorLine,
            endLine: Int(outcome.line))
    }

    /// One parse's state, the context of every callback.
    private final class Session {
        let reader: any XMLEventReader
        var failure: XMLFailure?
        var errorLine: Int?

        init(reader: any XMLEventReader) {
            self.reader = reader
        }

        /// Stops the parse when the reader failed, keeping the first failure.
        func stopping(with failure: XMLFailure?) -> Int32 {
            guard let failure else { return 0 }
            if self.failure == nil { self.failure = failure }
            return 1
        }
    }

    private static func session(_ context: UnsafeMutableRawPointer?) -> Session? {
        context.map { Unmanaged<Session>.fromOpaque($0).takeUnretainedValue() }
    }

    private static func events(for session: Session) -> trip_xml_events {
        trip_xml_events(
            context: Unmanaged.passUnretained(session).toOpaque(),
            start: { context, name, uri, count, attributes, line in
                guard let session = XMLStream.session(context) else { return 1 }
                let values = XMLStream.attributes(count: Int(count), attributes)
                let namespace = uri.map { String(cString: $0) }
                return session.stopping(
                    with: session.reader.startElement(
                        String(cString: name), namespace: namespace, attributes: values, line: Int(line)))
            },
            end: { context, name, line in
                guard let session = XMLStream.session(context) else { return 1 }
                return session.stopping(with: session.reader.endElement(String(cString: name), line: Int(line)))
            },
            text: { context, bytes, length in
                guard let session = XMLStream.session(context), length > 0 else { return }
                let buffer = UnsafeRawBufferPointer(start: bytes, count: Int(length))
                session.reader.text(String(decoding: buffer, as: UTF8.self))
            },
            error: { context, _, line in
                guard let session = XMLStream.session(context), session.errorLine == nil else { return }
                session.errorLine = Int(line)
            })
    }

    /// The attributes CXML hands over (local name, prefix, value start, value end per attribute), by
    /// qualified name as XMLParser gave them.
    private static func attributes(count: Int, _ pointers: UnsafePointer<UnsafePointer<CChar>?>?) -> [String: String] {
        guard count > 0, let pointers else { return [:] }
        var values: [String: String] = [:]
        values.reserveCapacity(count)
        for index in 0..<count {
            guard let local = pointers[index * 4], let start = pointers[index * 4 + 2],
                let end = pointers[index * 4 + 3]
            else { continue }
            let name = String(cString: local)
            let key = pointers[index * 4 + 1].map { String(cString: $0) + ":" + name } ?? name
            values[key] = String(decoding: UnsafeRawBufferPointer(start: start, count: end - start), as: UTF8.self)
        }
        return values
    }
}
