import TripModel

/// A plain-text table fitted to the terminal, aware that Hangul and other wide characters take two columns.
package struct Table {
    package enum Alignment: Sendable { case left, right }

    package struct Column: Sendable {
        let title: String
        let alignment: Alignment
        /// Columns that may be cut when the table is too wide for the terminal.
        let isFlexible: Bool

        package init(_ title: String, _ alignment: Alignment = .left, flexible: Bool = false) {
            self.title = title
            self.alignment = alignment
            self.isFlexible = flexible
        }
    }

    let columns: [Column]
    var rows: [[String]] = []

    package init(_ columns: [Column]) {
        self.columns = columns
    }

    /// Adds a row. Cells hold names and notes from the database, so control characters (a newline in
    /// notes, or an ESC inserted by hand) are shown as escapes and a row stays one line on the terminal.
    package mutating func append(_ row: consuming [String]) {
        // Escaped in place: the row is handed over (usually its only copy), so no second array is made.
        for index in row.indices { row[index] = VisibleText.escaped(row[index]) }
        rows.append(row)
    }

    /// The table as lines, each at most `width` columns where the flexible columns allow it; pass
    /// `Int.max` (as ``TerminalIO/terminalWidth`` does off a terminal) to keep every cell whole.
    package func render(width: Int) -> String { String(decoding: renderUTF8(width: width), as: UTF8.self) }

    /// ``render(width:)`` as UTF-8 bytes, for output that need not become a string first.
    package func renderUTF8(width: Int) -> [UInt8] {
        // Each cell's display width is computed once (ASCII cells by their byte count), into one flat
        // array rather than an array per row.
        var cellWidths: [Int] = []
        cellWidths.reserveCapacity(rows.count * columns.count)
        var widths = columns.map { DisplayWidth.of($0.title) }
        for row in rows {
            for (index, cell) in row.enumerated() {
                let width = DisplayWidth.of(cell)
                cellWidths.append(width)
                widths[index] = max(widths[index], width)
            }
        }
        let total = widths.reduce(0, +) + 2 * (columns.count - 1)
        if total > width { shorten(&widths, by: total - width) }
        // Built as bytes: appending to a String checked and grew it cell by cell, a tenth of
        // `trip route`'s time at 10,000 stops.
        var output: [UInt8] = []
        output.reserveCapacity((widths.reduce(0, +) + 2 * columns.count + 1) * (rows.count + 1) * 2)
        line(columns.map(\.title), columns.map { DisplayWidth.of($0.title) }, widths, into: &output)
        var start = 0
        for row in rows {
            line(row, cellWidths[start..<start + row.count], widths, into: &output)
            start += row.count
        }
        return output
    }

    /// The narrowest a flexible column is cut to.
    static let minimumFlexibleWidth = 8

    /// Narrows the flexible columns by `excess` columns in all, fairly: always the widest one first, so
    /// a long address and a long name give up space alike instead of one of them losing it all.
    private func shorten(_ widths: inout [Int], by excess: Int) {
        var left = excess
        let flexible = columns.indices.filter { columns[$0].isFlexible }
        while left > 0 {
            guard let widest = flexible.max(by: { (widths[$0], $1) < (widths[$1], $0) }),
                widths[widest] > Self.minimumFlexibleWidth
            else { return }
            widths[widest] -= 1
            left -= 1
        }
    }

    private func line(
        _ cells: [String], _ cellWidths: some RandomAccessCollection<Int>, _ widths: [Int], into output: inout [UInt8]
    ) {
        let space = UInt8(ascii: " ")
        for (index, cell) in cells.enumerated() {
            var fitted = cell
            var used = cellWidths[cellWidths.index(cellWidths.startIndex, offsetBy: index)]
            if used > widths[index] {
                fitted = DisplayWidth.truncate(cell, to: widths[index])
                used = DisplayWidth.of(fitted)
            }
            let padding = max(0, widths[index] - used)
            let isLast = index == cells.count - 1
            if index > 0 {
                output.append(space)
                output.append(space)
            }
            switch columns[index].alignment {
            case .left:
                output.append(contentsOf: fitted.utf8)
                if !isLast { output.append(contentsOf: repeatElement(space, count: padding)) }
            case .right:
                output.append(contentsOf: repeatElement(space, count: padding))
                output.append(contentsOf: fitted.utf8)
            }
        }
        output.append(UInt8(ascii: "\n"))
    }
}

/// How many terminal columns text occupies.
package enum DisplayWidth {
    package static func of(_ text: String) -> Int {
        // Over the bytes in place: iterating the string's UTF-8 view cost several times as much, once
        // per cell of a 10,000-row table.
        var bytes = text
        if bytes.withUTF8({ $0.allSatisfy { $0 >= 0x20 && $0 < 0x80 } }) { return text.utf8.count }
        return text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    /// Cuts `text` to at most `limit` columns, ending with `…` when cut.
    package static func truncate(_ text: String, to limit: Int) -> String {
        guard of(text) > limit else { return text }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = of(String(character))
            if used + characterWidth > limit - 1 { break }
            result.append(character)
            used += characterWidth
        }
        return result + "…"
    }

    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value == 0 ? 0 : 1 }
        if value == 0 || (0x300...0x36F).contains(value) || (0x200B...0x200F).contains(value) { return 0 }
        let wideRanges: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }
}
