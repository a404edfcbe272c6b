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
        case .unknownCurrency(let code):
            "'\(code)' is not an active ISO 4217 currency code; use a code like KRW, USD, JPY or EUR"
        case .notANumber(let text):
            "'\(text)' is not an amount; write digits with an optional decimal point, like 12000, 12,000 or 12.50"
        case .notPositive(let text): "the amount '\(text)' must be greater than zero"
        case .tooManyDecimals(let text, let currency, let allowed):
            allowed == 0
                ? "'\(text)' has decimals but \(currency) has no minor unit; write a whole amount"
                : "'\(text)' has more than \(allowed) decimals, the minor unit of \(currency)"
        case .amountTooLarge(let text): "the amount '\(text)' is too large"
        case .unknownPerson(let name, let known):
            "'\(name)' is not on this trip; use one of: \(known.joined(separator: ", "))"
        case .ambiguousPerson(let name, let candidates):
            "'\(name)' could mean \(candidates.joined(separator: " or ")); write the name exactly"
        case .personListedTwice(let name): "'\(name)' is listed twice; name each person once"
        case .malformedShare(let text):
            "'\(text)' is not a share; write NAME=WEIGHT with a whole weight from 0 to 1000000, like 지민=2"
        case .sharesSumToZero: "the shares sum to zero; give at least one person a positive share"
        case .emptyDescription: "an expense needs a description; pass --desc TEXT"
        case .invalidTime(let text): "'\(text)' is not a time of day; write HH:MM from 00:00 to 23:59"
        case .invalidFareModel(let file, let field, let reason):
            "the fare model \(file) is invalid at '\(field)': \(reason)"
        case .noLegs(let what): "\(what) has no taxi leg to price; a leg needs two consecutive stops"
        case .noSuchLeg(let leg, let count):
            "there is no leg \(leg); legs are 1…\(count), leg N running from stop N to stop N+1"
        }
    }
}
