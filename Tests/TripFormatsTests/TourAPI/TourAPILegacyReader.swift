import Foundation
import TripModel

@testable import TripFormats

/// The reader as it was before the byte scanner: Foundation's `JSONSerialization`, then the envelope
/// walked through dictionaries. Kept only as the oracle the scanner is compared with; the item checks
/// themselves are shared (``TourAPIItemParser``), so what is compared is how the JSON is understood.
enum TourAPILegacyReader {
    static func read(_ data: Data, source: String, skipInvalid: Bool = false) throws -> TourAPIDocument {
        guard data.count <= TourAPIReader.maximumBytes else {
            throw TourAPIError(
                file: source, reason: localized("tourapi.too-large", ["size": TourAPIReader.maximumBytes >> 20]))
        }
        if let xml = TourAPIReader.xmlMessage(data) {
            throw TourAPIError(file: source, reason: localized("tourapi.xml-error", ["xml": xml]))
        }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            var detail = error.localizedDescription
            do throws(JSONSyntaxError) { try JSONSyntax.check(data) } catch { detail = error.description }
            throw TourAPIError(file: source, reason: localized("tourapi.not-json", ["detail": detail]))
        }
        let body = try envelopeBody(root, source: source)
        let items = try itemList(body, source: source)
        var records: [TourAPIRecord] = []
        var skipped: [TourAPIError] = []
        var itemNumbers: [Int] = []
        for (index, item) in items.enumerated() {
            do {
                guard let dictionary = item as? [String: Any] else {
                    throw TourAPIError(file: source, item: index + 1, reason: localized("tourapi.item-not-object"))
                }
                let parser = TourAPIItemParser(file: source, index: index + 1, fields: fields(dictionary))
                records.append(try parser.record())
                itemNumbers.append(index + 1)
            } catch let error as TourAPIError where skipInvalid && error.item != nil {
                skipped.append(error)
            }
        }
        let total = text(body["totalCount"]).flatMap { Int($0) }
        return TourAPIDocument(
            source: source, records: records, totalCount: total, skipped: skipped,
            itemNumbers: skipped.isEmpty ? nil : itemNumbers)
    }

    static func fields(_ dictionary: [String: Any]) -> TourAPIFields {
        var fields = TourAPIFields()
        for (key, value) in dictionary {
            let field = Array(key.utf8).withUnsafeBufferPointer { TourAPIField.named($0) }
            guard let field else { continue }
            fields[field] = self.value(value)
        }
        return fields
    }

    static func value(_ value: Any) -> TourAPIValue {
        switch value {
        case let string as String: .string(string)
        case let number as NSNumber: .number(number.stringValue)
        case is [Any]: .array
        case is [String: Any]: .object
        default: .null
        }
    }

    static func text(_ value: Any?) -> String? {
        switch value {
        case let string as String: string
        case let number as NSNumber: number.stringValue
        default: nil
        }
    }

    private static func envelopeBody(_ root: Any, source: String) throws -> [String: Any] {
        guard let object = root as? [String: Any], let response = object["response"] as? [String: Any] else {
            throw TourAPIError(file: source, reason: localized("tourapi.no-response"))
        }
        if let header = response["header"] as? [String: Any], let code = text(header["resultCode"]), code != "0000",
            code != "00"
        {
            let message = text(header["resultMsg"]) ?? ""
            throw TourAPIError(
                file: source, field: "resultCode",
                reason: localized("tourapi.answered", ["code": code, "message": message.prefix(200)]))
        }
        guard let body = response["body"] as? [String: Any] else {
            throw TourAPIError(file: source, field: "body", reason: localized("tourapi.no-body"))
        }
        return body
    }

    private static func itemList(_ body: [String: Any], source: String) throws -> [Any] {
        let items = body["items"]
        if let container = items as? [String: Any] {
            switch container["item"] {
            case let list as [Any]:
                guard list.count <= TourAPIReader.maximumItems else {
                    throw TourAPIError(
                        file: source, field: "item",
                        reason: localized("tourapi.too-many-items", ["count": TourAPIReader.maximumItems]))
                }
                return list
            case let single as [String: Any]: return [single]
            case nil, is NSNull: return []
            default: throw TourAPIError(file: source, field: "item", reason: localized("tourapi.item-shape"))
            }
        }
        if items == nil || items is NSNull { return [] }
        if let text = items as? String {
            guard text.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw TourAPIError(file: source, field: "items", reason: localized("tourapi.items-text"))
            }
            return []
        }
        throw TourAPIError(file: source, field: "items", reason: localized("tourapi.items-object"))
    }
}

/// What a reader made of a page: the document, or the words of its error.
enum TourAPIOutcome: Equatable, CustomStringConvertible {
    case document(TourAPIDocument)
    case refused(String)

    init(_ read: () throws -> TourAPIDocument) {
        do { self = .document(try read()) } catch { self = .refused("\(error)") }
    }

    var description: String {
        switch self {
        case .document(let document): "\(document.records.count) records, \(document.skipped.count) skipped"
        case .refused(let words): words
        }
    }
}
