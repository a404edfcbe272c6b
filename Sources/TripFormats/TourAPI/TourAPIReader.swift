public import Foundation
import TripModel

/// Reads TourAPI JSON responses (KorService1/2, KorWithService1/2): area, location and keyword lists,
/// `searchFestival`, `detailCommon` and `detailWithTour`.
///
/// Everything in the file is untrusted: sizes are bounded, every value is checked, and the first
/// problem is thrown as a ``TourAPIError`` that names the file, item and field.
public enum TourAPIReader {
    /// The largest file accepted; real pages are a few hundred kilobytes.
    public static let maximumBytes = 64 << 20
    /// The most items accepted in one file; TourAPI pages hold at most a few thousand.
    public static let maximumItems = 100_000

    /// Reads one response.
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - source: the file name, used in messages.
    ///   - skipInvalid: keep going past a bad item, recording why in ``TourAPIDocument/skipped``; problems
    ///     with the whole file are still thrown.
    /// - Returns: the validated records.
    /// - Throws: ``TourAPIError`` for an XML error page, broken JSON, a failed result code or a bad item.
    public static func read(_ data: Data, source: String, skipInvalid: Bool = false) throws -> TourAPIDocument {
        guard data.count <= maximumBytes else {
            throw TourAPIError(file: source, reason: localized("tourapi.too-large", ["size": maximumBytes >> 20]))
        }
        if let xml = xmlMessage(data) {
            throw TourAPIError(
                file: source,
                reason: localized("tourapi.xml-error", ["xml": xml]))
        }
        let page: TourAPIPage
        do {
            page = try scan(data, source: source, skipInvalid: skipInvalid)
        } catch {
            throw TourAPIError(file: source, reason: localized("tourapi.not-json", ["detail": syntaxDetail(data)]))
        }
        return try document(page, source: source)
    }

    /// Reads the page in one pass over its UTF-8 bytes. Foundation also reads UTF-16 and UTF-32 when
    /// it can tell them from the first bytes, so such a page is converted to UTF-8 first.
    private static func scan(_ data: Data, source: String, skipInvalid: Bool) throws -> TourAPIPage {
        if let encoding = wideEncoding(data) {
            guard let text = String(data: data, encoding: encoding) else { throw TourAPIScanner.Malformed() }
            return try scan(Data(text.utf8), source: source, skipInvalid: skipInvalid)
        }
        return try data.withUnsafeBytes { raw in
            var scanner = TourAPIScanner(bytes: raw.bindMemory(to: UInt8.self))
            return try scanner.page(source: source, skipInvalid: skipInvalid)
        }
    }

    /// UTF-16 or UTF-32, told apart as Foundation does: a byte-order mark, else where the zero bytes are.
    private static func wideEncoding(_ data: Data) -> String.Encoding? {
        let head = Array(data.prefix(4))
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { return nil }
        if head == [0x00, 0x00, 0xFE, 0xFF] { return .utf32BigEndian }
        if head == [0xFF, 0xFE, 0x00, 0x00] { return .utf32LittleEndian }
        if head.starts(with: [0xFF, 0xFE]) { return .utf16LittleEndian }
        if head.starts(with: [0xFE, 0xFF]) { return .utf16BigEndian }
        if head.count == 4 {
            if head[0] == 0, head[1] == 0, head[2] == 0 { return .utf32BigEndian }
            if head[1] == 0, head[2] == 0, head[3] == 0 { return .utf32LittleEndian }
            if head[0] == 0, head[2] == 0 { return .utf16BigEndian }
            if head[1] == 0, head[3] == 0 { return .utf16LittleEndian }
        } else if head.count >= 2 {
            if head[0] == 0 { return .utf16BigEndian }
            if head[1] == 0 { return .utf16LittleEndian }
        }
        return nil
    }

    /// Where the syntax breaks, by line and column in the user's language; Foundation's sentence only
    /// for what the checker lets through (a lone surrogate, bytes that are not UTF-8, a number too big).
    /// Only a refused page pays for these two extra passes.
    private static func syntaxDetail(_ data: Data) -> String {
        var detail = CocoaError(.propertyListReadCorrupt).localizedDescription
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            detail = error.localizedDescription
        }
        do throws(JSONSyntaxError) { try JSONSyntax.check(data) } catch { detail = error.description }
        return detail
    }

    /// Checks the envelope in the order the reader always has: the response, its result code, the
    /// body, the item list, then the items.
    private static func document(_ page: TourAPIPage, source: String) throws -> TourAPIDocument {
        guard let response = page.response else {
            throw TourAPIError(file: source, reason: localized("tourapi.no-response"))
        }
        if let header = response.header, let code = header.code?.text, code != "0000", code != "00" {
            let message = header.message?.text ?? ""
            throw TourAPIError(
                file: source, field: "resultCode",
                reason: localized("tourapi.answered", ["code": code, "message": message.prefix(200)]))
        }
        guard let body = response.body else {
            throw TourAPIError(file: source, field: "body", reason: localized("tourapi.no-body"))
        }
        let total = body.totalCount?.text.flatMap { Int($0) }
        guard let items = try items(body.items, source: source) else {
            return TourAPIDocument(source: source, records: [], totalCount: total)
        }
        if let error = items.firstError { throw error }
        return TourAPIDocument(
            source: source, records: items.records, totalCount: total, skipped: items.skipped,
            itemNumbers: items.skipped.isEmpty ? nil : items.itemNumbers)
    }

    /// The header's code and message when the bytes are an XML document (TourAPI's error pages).
    static func xmlMessage(_ data: Data) -> String? {
        guard
            let first = data.first(where: {
                !($0 == 0x20 || $0 == 0x0a || $0 == 0x0d || $0 == 0x09 || $0 == 0xef
                    || $0 == 0xbb || $0 == 0xbf)
            }), first == UInt8(ascii: "<")
        else { return nil }
        let text = String(decoding: data.prefix(4096), as: UTF8.self)
        let tags = ["returnAuthMsg", "errMsg", "resultMsg", "returnReasonCode", "resultCode"]
        let found = tags.compactMap { tag -> String? in
            guard let open = text.range(of: "<\(tag)>"), let close = text.range(of: "</\(tag)>"),
                open.upperBound <= close.lowerBound
            else { return nil }
            return "\(tag) \(text[open.upperBound..<close.lowerBound].prefix(200))"
        }
        return found.isEmpty ? "no message" : found.joined(separator: ", ")
    }

    /// The checked items, accepting `"items": ""`, a single `item` object and an `item` array; nil
    /// when there are none.
    private static func items(_ items: TourAPIPage.Items, source: String) throws -> TourAPIItemCollector? {
        switch items {
        case .missing: return nil
        case .text(let text):
            guard text.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw TourAPIError(file: source, field: "items", reason: localized("tourapi.items-text"))
            }
            return nil
        case .other:
            throw TourAPIError(file: source, field: "items", reason: localized("tourapi.items-object"))
        case .container(.missing): return nil
        case .container(.single(let items)): return items
        case .container(.list(let items)):
            guard items.count <= maximumItems else {
                throw TourAPIError(
                    file: source, field: "item", reason: localized("tourapi.too-many-items", ["count": maximumItems]))
            }
            return items
        case .container(.other):
            throw TourAPIError(file: source, field: "item", reason: localized("tourapi.item-shape"))
        }
    }
}
