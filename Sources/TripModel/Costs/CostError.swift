/// Errors from money, expense splitting and fare estimates. Each description is one sentence that
/// names the value at fault and says what to do.
public enum CostError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownCurrency(String)
    case notANumber(String)
    case notPositive(String)
    case tooManyDecimals(String, currency: String, allowed: Int)
    case amountTooLarge(String)
    case unknownPerson(String, known: [String])
    case ambiguousPerson(String, candidates: [String])
    case personListedTwice(String)
    case malformedShare(String)
    case sharesSumToZero
    case emptyDescription
    case invalidTime(String)
    case invalidFareModel(file: String, field: String, reason: String)
    case noLegs(String)
    case noSuchLeg(Int, legCount: Int)

    /// True when the value on the command line is malformed by itself (sysexits 64, usage);
    /// false when it is well formed but contradicts the data (sysexits 65, bad input data).
    public var isUsageProblem: Bool {
        switch self {
        case .unknownPerson, .ambiguousPerson, .invalidFareModel, .noLegs, .noSuchLeg: false
        default: true
        }
    }

    public var description: String {
        switch self {
        case .unknownCurrency(let code): localized("cost.unknown-currency", ["code": code])
        case .notANumber(let text): localized("cost.not-a-number", ["text": text])
        case .notPositive(let text): localized("cost.not-positive", ["text": text])
        case .tooManyDecimals(let text, let currency, let allowed):
            allowed == 0
                ? localized("cost.no-minor-unit", ["text": text, "currency": currency])
                : localized("cost.too-many-decimals", ["text": text, "currency": currency, "allowed": allowed])
        case .amountTooLarge(let text): localized("cost.amount-too-large", ["text": text])
        case .unknownPerson(let name, let known):
            localized("cost.unknown-person", ["name": name, "known": known.joined(separator: ", ")])
        case .ambiguousPerson(let name, let candidates):
            localized(
                "cost.ambiguous-person",
                ["name": name, "candidates": candidates.joined(separator: localized("cost.or-separator"))])
        case .personListedTwice(let name): localized("cost.person-listed-twice", ["name": name])
        case .malformedShare(let text): localized("cost.malformed-share", ["text": text])
        case .sharesSumToZero: localized("cost.shares-sum-to-zero")
        case .emptyDescription: localized("cost.empty-description")
        case .invalidTime(let text): localized("cost.invalid-time", ["text": text])
        case .invalidFareModel(let file, let field, let reason):
            localized("cost.invalid-fare-model", ["file": file, "field": field, "reason": reason])
        case .noLegs(let what): localized("cost.no-legs", ["what": what])
        case .noSuchLeg(let leg, let count): localized("cost.no-such-leg", ["leg": leg, "count": count])
        }
    }
}
