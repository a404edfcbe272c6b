/// The parts of a TourAPI response the reader checks, as the scanner found them. A repeated key
/// keeps its last value, as Foundation's dictionaries did.
struct TourAPIPage {
    struct Response {
        /// `resultCode` and `resultMsg`, when `header` is an object.
        var header: (code: TourAPIValue?, message: TourAPIValue?)?
        var body: Body?
    }

    struct Body {
        var items = Items.missing
        var totalCount: TourAPIValue?
    }

    enum Items {
        /// Absent or null: no items.
        case missing
        case text(String)
        /// An object, holding `item` as found.
        case container(Item)
        /// Anything else.
        case other
    }

    enum Item {
        case missing
        case list(TourAPIItemCollector)
        case single(TourAPIItemCollector)
        case other
    }

    /// `response`, when the document is an object and `response` one too.
    var response: Response?
}

extension TourAPIScanner {
    /// Reads the whole document, checking items on the way.
    /// - Throws: ``Malformed`` where the document stops being JSON.
    mutating func page(source: String, skipInvalid: Bool) throws -> TourAPIPage {
        var page = TourAPIPage()
        switch try peek() {
        case UInt8(ascii: "["): try skip(depth: 1)
        case UInt8(ascii: "{"):
            if try open(UInt8(ascii: "{"), depth: 1) {
                repeat {
                    if try key({ $0.elementsEqual("response".utf8) }) {
                        page.response = try response(depth: 2, source: source, skipInvalid: skipInvalid)
                    } else {
                        try skip(depth: 2)
                    }
                } while try next(closing: UInt8(ascii: "}"))
            }
        default: throw Malformed()  // a bare value, which Foundation was not asked to allow
        }
        skipSpace()
        guard index == bytes.count else { throw Malformed() }
        return page
    }

    /// Runs `member` for each key of the object here; any other value is skipped and gives false.
    private mutating func members(depth: Int, _ member: (inout Self, UnsafeBufferPointer<UInt8>) throws -> Void)
        throws -> Bool
    {
        guard try peek() == UInt8(ascii: "{") else {
            try skip(depth: depth)
            return false
        }
        guard try open(UInt8(ascii: "{"), depth: depth) else { return true }
        repeat {
            // The key is copied only when it is one the reader wants, which `member` decides.
            try key { (name: UnsafeBufferPointer<UInt8>) -> [UInt8] in Array(name) }.withUnsafeBufferPointer {
                name in try member(&self, name)
            }
        } while try next(closing: UInt8(ascii: "}"))
        return true
    }

    private mutating func response(depth: Int, source: String, skipInvalid: Bool) throws -> TourAPIPage.Response? {
        var response = TourAPIPage.Response()
        let isObject = try members(depth: depth) { scanner, name in
            if name.elementsEqual("header".utf8) {
                response.header = try scanner.header(depth: depth + 1)
            } else if name.elementsEqual("body".utf8) {
                response.body = try scanner.body(depth: depth + 1, source: source, skipInvalid: skipInvalid)
            } else {
                try scanner.skip(depth: depth + 1)
            }
        }
        return isObject ? response : nil
    }

    private mutating func header(depth: Int) throws -> (code: TourAPIValue?, message: TourAPIValue?)? {
        var header: (code: TourAPIValue?, message: TourAPIValue?) = (nil, nil)
        let isObject = try members(depth: depth) { scanner, name in
            if name.elementsEqual("resultCode".utf8) {
                header.code = try scanner.value(depth: depth + 1)
            } else if name.elementsEqual("resultMsg".utf8) {
                header.message = try scanner.value(depth: depth + 1)
            } else {
                try scanner.skip(depth: depth + 1)
            }
        }
        return isObject ? header : nil
    }

    private mutating func body(depth: Int, source: String, skipInvalid: Bool) throws -> TourAPIPage.Body? {
        var body = TourAPIPage.Body()
        let isObject = try members(depth: depth) { scanner, name in
            if name.elementsEqual("items".utf8) {
                body.items = try scanner.items(depth: depth + 1, source: source, skipInvalid: skipInvalid)
            } else if name.elementsEqual("totalCount".utf8) {
                body.totalCount = try scanner.value(depth: depth + 1)
            } else {
                try scanner.skip(depth: depth + 1)
            }
        }
        return isObject ? body : nil
    }

    private mutating func items(depth: Int, source: String, skipInvalid: Bool) throws -> TourAPIPage.Items {
        switch try peek() {
        case UInt8(ascii: "\""): return .text(try withString { String(decoding: $0, as: UTF8.self) })
        case UInt8(ascii: "{"):
            var item = TourAPIPage.Item.missing
            _ = try members(depth: depth) { scanner, name in
                if name.elementsEqual("item".utf8) {
                    item = try scanner.item(depth: depth + 1, source: source, skipInvalid: skipInvalid)
                } else {
                    try scanner.skip(depth: depth + 1)
                }
            }
            return .container(item)
        default:
            return try value(depth: depth).isNull ? .missing : .other
        }
    }

    private mutating func item(depth: Int, source: String, skipInvalid: Bool) throws -> TourAPIPage.Item {
        var collector = TourAPIItemCollector(source: source, skipInvalid: skipInvalid)
        var fields = TourAPIFields()
        switch try peek() {
        case UInt8(ascii: "{"):
            try itemFields(depth: depth, into: &fields)
            collector.add(fields)
            return .single(collector)
        case UInt8(ascii: "["):
            guard try open(UInt8(ascii: "["), depth: depth) else { return .list(collector) }
            repeat {
                if try peek() == UInt8(ascii: "{") {
                    fields.removeAll()
                    try itemFields(depth: depth + 1, into: &fields)
                    collector.add(fields)
                } else {
                    try skip(depth: depth + 1)
                    collector.add(nil)
                }
            } while try next(closing: UInt8(ascii: "]"))
            return .list(collector)
        default:
            return try value(depth: depth).isNull ? .missing : .other
        }
    }

    /// One item object's known fields; the rest are checked and dropped.
    private mutating func itemFields(depth: Int, into fields: inout TourAPIFields) throws {
        guard try open(UInt8(ascii: "{"), depth: depth) else { return }
        repeat {
            if let field = try key(TourAPIField.named) {
                fields[field] = try value(depth: depth + 1)
            } else {
                try skip(depth: depth + 1)
            }
        } while try next(closing: UInt8(ascii: "}"))
    }
}

extension TourAPIValue {
    fileprivate var isNull: Bool {
        if case .null = self { true } else { false }
    }
}
