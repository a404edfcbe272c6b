import Foundation

extension FareModel {
    /// Fields a model file may hold; anything else is a typo worth reporting.
    static let knownKeys: Set<String> = [
        "name", "currency", "baseFare", "baseDistanceMeters", "stepDistanceMeters", "stepFare", "roundingUnit",
        "nightSurcharges", "notes",
    ]

    /// How a message names the file as a whole, where no one field is at fault.
    static var topLevel: String { localized("fare.top-level") }

    /// Reads and checks a model file's JSON.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - source: The file name used in errors.
    /// - Returns: A model whose every field is in range.
    /// - Throws: ``CostError/invalidFareModel(file:field:reason:)`` naming the file and the field.
    public static func load(_ data: Data, source: String) throws -> FareModel {
        let model: FareModel
        do {
            let object = try JSONSerialization.jsonObject(with: data)
            guard let fields = object as? [String: Any] else {
                throw CostError.invalidFareModel(
                    file: source, field: topLevel, reason: localized("fare.expected-object"))
            }
            if let unknown = fields.keys.sorted().first(where: { !knownKeys.contains($0) }) {
                throw CostError.invalidFareModel(file: source, field: unknown, reason: localized("fare.unknown-field"))
            }
            if let field = firstFraction(in: fields) {
                throw CostError.invalidFareModel(
                    file: source, field: field, reason: localized("fare.expected-whole-number"))
            }
            model = try JSONDecoder().decode(FareModel.self, from: data)
        } catch let error as CostError {
            throw error
        } catch let error as DecodingError {
            throw CostError.invalidFareModel(file: source, field: error.fieldPath, reason: error.reason)
        } catch {
            throw CostError.invalidFareModel(file: source, field: topLevel, reason: localized("json.invalid"))
        }
        if let (field, reason) = model.problem() {
            throw CostError.invalidFareModel(file: source, field: field, reason: reason)
        }
        return model
    }

    /// The first whole-number field holding a fraction. Checked before decoding because Foundation's
    /// decoder on Linux reports `10.5` for an integer as invalid JSON without naming the field.
    static func firstFraction(in fields: [String: Any]) -> String? {
        func isFraction(_ value: Any?) -> Bool {
            guard let number = value as? NSNumber else { return false }
            return number.doubleValue.rounded() != number.doubleValue
        }
        let integers = ["baseFare", "baseDistanceMeters", "stepDistanceMeters", "stepFare", "roundingUnit"]
        if let field = integers.first(where: { isFraction(fields[$0]) }) { return field }
        let windows = fields["nightSurcharges"] as? [Any] ?? []
        for (index, window) in windows.enumerated() where isFraction((window as? [String: Any])?["percent"]) {
            return "nightSurcharges[\(index)].percent"
        }
        return nil
    }

    /// The first out-of-range field and why, or nil.
    func problem() -> (field: String, reason: String)? {
        if name.trimmingCharacters(in: .whitespaces).isEmpty { return ("name", localized("fare.empty")) }
        guard (try? Currency(code: currency))?.code == currency else {
            return ("currency", localized("fare.currency", ["code": currency]))
        }
        let limit: Int64 = 1_000_000
        if !(0...limit).contains(baseFare) {
            return ("baseFare", localized("fare.minor-units-range", ["low": 0, "high": limit]))
        }
        if !(0...1_000_000).contains(baseDistanceMeters) {
            return ("baseDistanceMeters", localized("fare.range", ["low": 0, "high": 1_000_000]))
        }
        if !(1...1_000_000).contains(stepDistanceMeters) {
            return ("stepDistanceMeters", localized("fare.range", ["low": 1, "high": 1_000_000]))
        }
        if !(0...limit).contains(stepFare) {
            return ("stepFare", localized("fare.minor-units-range", ["low": 0, "high": limit]))
        }
        if !(1...1_000_000).contains(roundingUnit) {
            return ("roundingUnit", localized("fare.minor-units-range", ["low": 1, "high": 1_000_000]))
        }
        return surchargeProblem()
    }

    private func surchargeProblem() -> (field: String, reason: String)? {
        for (index, window) in nightSurcharges.enumerated() {
            let field = "nightSurcharges[\(index)]"
            if !(0...1000).contains(window.percent) {
                return (field + ".percent", localized("fare.range", ["low": 0, "high": 1000]))
            }
            if window.from == window.to { return (field, localized("fare.empty-window")) }
            let earlier = nightSurcharges.prefix(index)
            if let clash = (0..<1440).compactMap(TimeOfDay.init(minutes:)).first(where: { time in
                window.contains(time) && earlier.contains { $0.contains(time) }
            }) {
                return (field, localized("fare.overlap", ["time": clash]))
            }
        }
        return nil
    }
}

extension DecodingError {
    /// `nightSurcharges[1].from` style path of the failing value.
    var fieldPath: String {
        let path: [CodingKey] =
            switch self {
            case .keyNotFound(let key, let context): context.codingPath + [key]
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
                context.codingPath
            @unknown default: []
            }
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? FareModel.topLevel : text
    }

    var reason: String {
        switch self {
        case .keyNotFound: localized("fare.missing")
        case .typeMismatch(let type, _): localized("json.expected", ["kind": TripDocumentCoding.kind(type)])
        case .valueNotFound(let type, _):
            localized("json.expected-not-null", ["kind": TripDocumentCoding.kind(type)])
        case .dataCorrupted(let context): context.debugDescription
        @unknown default: localized("json.invalid")
        }
    }
}
