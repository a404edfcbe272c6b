import Foundation
import TripModel

/// The options of `trip fare`, checked before the database is opened.
struct FareOptions {
    static let leg = Option.positiveInt("leg", "N", "Only leg N, from stop N to stop N+1")
    static let day = Option.day("Only the legs between stops of day D")
    static let departure = Option<TimeOfDay>(
        "at", "HH:MM", "One departure time for every leg (default: each leg's scheduled time, else daytime)"
    ) { try TimeOfDay(parsing: $0) }
    static let taxi = Option<String>(
        "taxi", "NAME",
        "Built-in tariff: mid or seoul, deluxe or seoul-deluxe, busan, daegu, incheon, gwangju, daejeon, jeju "
            + "(default: the stops' city)")
    static let model = Option<String>("model", "FILE", "A fare model JSON file instead (see Samples/fares)")
    static let people = Option.positiveInt("people", "N", "How many share each ride (default: companions + you)")
    static let detour = Option<String>("detour", "F", "Road distance over straight distance, 1 to 5 (default: 1.3)")

    static let specs: [OptionSpec] = [
        leg.spec, day.spec, departure.spec, taxi.spec, model.spec, people.spec, detour.spec, Flag.json.spec,
    ]

    var tripReference: String?
    var selection: FareSelection = .route
    var departure: TimeOfDay?
    var model: FareModel
    /// Whether --taxi or --model named the tariff; otherwise `trip fare` picks it from where the stops are.
    var modelGiven = false
    /// `--taxi` as given, for the report.
    var taxiName: String?
    var people: Int?
    var detour = FareCommand.defaultDetour
    var json: Bool

    init(_ arguments: ParsedArguments, io: TerminalIO) throws {
        let path = arguments.commandPath
        tripReference = arguments.positional(0)
        if arguments.has(Self.leg), arguments.has(Self.day) {
            throw CLIError.usage(localized("costs.leg-or-day"), helpPath: path)
        }
        if let leg = try arguments[Self.leg] { selection = .leg(leg) }
        if let day = try arguments[Self.day] { selection = .day(day) }
        departure = try arguments[Self.departure]
        if let count = try arguments[Self.people] {
            guard count <= 100 else {
                throw CLIError.usage(localized("costs.too-many-people", ["count": count]), helpPath: path)
            }
            self.people = count
        }
        if let text = try arguments[Self.detour] {
            guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, (1...5).contains(value)
            else {
                throw CLIError.usage(localized("costs.detour-expects", ["text": text]), helpPath: path)
            }
            detour = value
        }
        model = try FareOptions.model(arguments, taxi: Self.taxi, model: Self.model)
        json = arguments[Flag.json]
        taxiName = try arguments[Self.taxi]
        modelGiven = arguments.has(Self.taxi) || arguments.has(Self.model)
    }

    /// `--model FILE`, else the built-in `--taxi` tariff; `trip schedule` reads them with its own help.
    static func model(_ arguments: ParsedArguments, taxi: Option<String>, model: Option<String>) throws -> FareModel {
        let path = arguments.commandPath
        if let file = try arguments[model] {
            if arguments.has(taxi) {
                throw CLIError.usage(localized("costs.taxi-or-model"), helpPath: path)
            }
            guard let data = FileManager.default.contents(atPath: file) else {
                throw CLIError.noInput(localized("costs.model-unreadable", ["file": file]))
            }
            return try FareModel.load(data, source: file)
        }
        let name = try arguments[taxi] ?? "mid"
        guard let model = try BuiltInFareModels.model(named: name)
        else {
            let names = BuiltInFareModels.names.joined(separator: ", ")
            throw CLIError.usage(localized("costs.taxi-expects", ["names": names, "text": name]), helpPath: path)
        }
        return model
    }
}
