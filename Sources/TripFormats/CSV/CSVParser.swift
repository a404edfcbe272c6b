/// Splits CSV text into records (RFC 4180): quoted fields may hold separators, doubled quotes and line
/// breaks; CRLF, LF and lone CR all end a record. White space around a quoted field is tolerated
/// (`a, "b" ,c`) because spreadsheets and hand-edited files produce it.
struct CSVParser {
    /// A record and the line it starts on.
    struct Record {
        let fields: [String]
        let line: Int
    }

    let separator: Character

    /// - Throws: ``FormatError/malformed`` for a quote left open or text after a closing quote.
    func records(_ text: String, source: String) throws -> [Record] {
        var state = State(separator: separator, source: source)
        for char in text { try state.consume(char) }
        return try state.finish()
    }

    /// The scanner's position: inside quotes or not, the record and field so far.
    private struct State {
        let separator: Character
        let source: String
        var records: [Record] = []
        var fields: [String] = []
        var field = ""
        var line = 1
        var recordLine = 1
        var quoteLine = 1
        var inQuotes = false
        var afterQuote = false

        init(separator: Character, source: String) {
            self.separator = separator
            self.source = source
        }

        mutating func consume(_ char: Character) throws {
            if inQuotes {
                if char == "\"" {
                    inQuotes = false
                    afterQuote = true
                } else {
                    if char.isNewline { line += 1 }
                    field.append(char)
                }
            } else if char == "\"" {
                try openQuote()
            } else if char == separator {
                endField()
            } else if char.isNewline {
                endField()
                endRecord()
                line += 1
                recordLine = line
            } else if afterQuote {
                guard char.isWhitespace else {
                    throw FormatError.malformed(source: source, line: line, detail: localized("csv.text-after-quote"))
                }
            } else {
                field.append(char)
            }
        }

        private mutating func openQuote() throws {
            if afterQuote {
                // A doubled quote inside a quoted field: reopen and keep one quote.
                field.append("\"")
                inQuotes = true
                afterQuote = false
            } else if field.allSatisfy(\.isWhitespace) {
                field = ""
                inQuotes = true
                quoteLine = line
            } else {
                throw FormatError.malformed(
                    source: source, line: line, detail: localized("csv.stray-quote"))
            }
        }

        private mutating func endField() {
            fields.append(field)
            field = ""
            afterQuote = false
        }

        private mutating func endRecord() {
            records.append(Record(fields: fields, line: recordLine))
            fields = []
        }

        mutating func finish() throws -> [Record] {
            if inQuotes {
                throw FormatError.malformed(source: source, line: quoteLine, detail: localized("csv.unclosed-quote"))
            }
            if !field.isEmpty || !fields.isEmpty || afterQuote {
                endField()
                endRecord()
            }
            return records
        }
    }
}
