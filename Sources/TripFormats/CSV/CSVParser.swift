/// Splits CSV text into records (RFC 4180): quoted fields may hold separators, doubled quotes and line
/// breaks; CRLF, LF and lone CR all end a record.
struct CSVParser {
    /// A record and the line it starts on.
    struct Record {
        let fields: [String]
        let line: Int
    }

    let separator: Character

    /// - Throws: ``FormatError/malformed`` for a quote left open or text after a closing quote.
    func records(_ text: String, source: String) throws -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field = ""
        var line = 1
        var recordLine = 1
        var inQuotes = false
        var quoteLine = 1
        var afterQuote = false
        for char in text {
            if inQuotes {
                if char == "\"" {
                    inQuotes = false
                    afterQuote = true
                } else {
                    if char.isNewline { line += 1 }
                    field.append(char)
                }
                continue
            }
            if char == "\"" {
                if afterQuote {
                    // A doubled quote inside a quoted field: reopen and keep one quote.
                    field.append("\"")
                    inQuotes = true
                    afterQuote = false
                } else if field.isEmpty {
                    inQuotes = true
                    quoteLine = line
                } else {
                    throw FormatError.malformed(
                        source: source, line: line, detail: "a quote appears inside an unquoted field")
                }
                continue
            }
            if char == separator {
                fields.append(field)
                field = ""
                afterQuote = false
            } else if char.isNewline {
                fields.append(field)
                records.append(Record(fields: fields, line: recordLine))
                fields = []
                field = ""
                afterQuote = false
                line += 1
                recordLine = line
            } else if afterQuote {
                throw FormatError.malformed(source: source, line: line, detail: "text follows a closing quote")
            } else {
                field.append(char)
            }
        }
        if inQuotes {
            throw FormatError.malformed(source: source, line: quoteLine, detail: "a quoted field is never closed")
        }
        if !field.isEmpty || !fields.isEmpty || afterQuote {
            fields.append(field)
            records.append(Record(fields: fields, line: recordLine))
        }
        return records
    }
}
