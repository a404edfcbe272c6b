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
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            // Where the syntax breaks, by line and column in the user's language; Foundation's sentence
            // only for what the checker lets through.
            var detail = error.localizedDescription
            do throws(JSONSyntaxError) { try JSONSyntax.check(data) } catch { detail = error.description }
            throw TourAPIError(file: source, reason: localized("tourapi.not-json", ["detail": detail]))
        }
        let body = try envelopeBody(root, source: source)
        let items = try itemList(body, source: source)
        var records: [TourAPIRecord] = []
        var skipped: [TourAPIError] = []
        var itemNumbers: [Int] = []
        records.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            do {
                guard let fields = item as? [String: Any] else {
                    throw TourAPIError(file: source, item: index + 1, reason: localized("tourapi.item-not-object"))
                }
                records.append(try TourAPIItemParser(file: source, index: index + 1, fields: fields).record())
                itemNumbers.append(index + 1)
            } catch let error as TourAPIError where skipInvalid && error.item != nil {
                skipped.append(error)
            }
        }
        let total = TourAPIItemParser.text(body["totalCount"]).flatMap { Int($0) }
        return TourAPIDocument(
            source: source, records: records, totalCount: total, skipped: skipped,
            itemNumbers: skipped.isEmpty ? nil : itemNumbers)
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

    private static func envelopeBody(_ root: Any, source: String) throws -> [String: Any] {
        guard let object = root as? [String: Any], let response = object["response"] as? [String: Any] else {
            throw TourAPIError(file: source, reason: localized("tourapi.no-response"))
        }
        if let header = response["header"] as? [String: Any],
            let code = TourAPIItemParser.text(header["resultCode"]), code != "0000", code != "00"
        {
            let message = TourAPIItemParser.text(header["resultMsg"]) ?? ""
            throw TourAPIError(
                file: source, field: "resultCode",
                reason: localized("tourapi.answered", ["code": code, "message": message.prefix(200)]))
        }
        guard let body = response["body"] as? [String: Any] else {
            throw TourAPIError(file: source, field: "body", reason: localized("tourapi.no-body"))
        }
        return body
    }

    /// The item objects, accepting `"items": ""`, a single `item` object and an `item` array.
    /// Elements that are not objects are left for the caller to refuse or skip, item by item.
    private static func itemList(_ body: [String: Any], source: String) throws -> [Any] {
        // The casts to Swift types come before `is NSNull`: testing a Swift array or dictionary against
        // a class bridges it, and every item in it, to Foundation objects first, which cost more than
        // parsing the page.
        let items = body["items"]
        if let container = items as? [String: Any] { return try Self.items(in: container, source: source) }
        if items == nil || items is NSNull { return [] }
        if let text = items as? String {
            guard text.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw TourAPIError(file: source, field: "items", reason: localized("tourapi.items-text"))
            }
            return []
        }
        throw TourAPIError(file: source, field: "items", reason: localized("tourapi.items-object"))
    }

    private static func items(in container: [String: Any], source: String) throws -> [Any] {
        switch container["item"] {
        case let list as [Any]:
            guard list.count <= maximumItems else {
                throw TourAPIError(
                    file: source, field: "item", reason: localized("tourapi.too-many-items", ["count": maximumItems]))
            }
            return list
        case let single as [String: Any]: return [single]
        case nil, is NSNull: return []
        default:
            throw TourAPIError(file: source, field: "item", reason: localized("tourapi.item-shape"))
        }
    }
}
