import Foundation
import TripModel

/// The options of `trip fare`, checked before the database is opened.
struct FareOptions {
    var selection: FareSelection = .route
    var departure: TimeOfDay?
    var model: FareModel
    /// Whether --taxi or --model named the tariff; otherwise `trip fare` picks it from where the stops are.
    var modelGiven = false
    var people: Int?
    var detour = FareCommand.defaultDetour

    init(_ arguments: ParsedArguments, io: TerminalIO) throws {
        let path = arguments.commandPath
        if arguments.value("leg") != nil, arguments.value("day") != nil {
            throw CLIError.usage("give either --leg or --day, not both", helpPath: path)
        }
        if let leg = arguments.value("leg") { selection = .leg(try ValueParsing.positiveInt(leg, option: "leg")) }
        if let day = arguments.value("day") { selection = .day(try ValueParsing.day(day)) }
        departure = try arguments.value("at").map(TimeOfDay.init)
        if let people = arguments.value("people") {
            let count = try ValueParsing.positiveInt(people, option: "people")
            guard count <= 100 else { throw CLIError.usage("--people \(count) is more than 100", helpPath: path) }
            self.people = count
        }
        if let text = arguments.value("detour") {
            guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, (1...5).contains(value)
            else {
                throw CLIError.usage("--detour expects a factor from 1 to 5 like 1.3, got '\(text)'", helpPath: path)
            }
            detour = value
        }
        model = try FareOptions.model(arguments)
        modelGiven = arguments.value("taxi") != nil || arguments.value("model") != nil
    }

    /// `--model FILE`, else the built-in `--taxi` tariff.
    static func model(_ arguments: ParsedArguments) throws -> FareModel {
        let path = arguments.commandPath
        if let file = arguments.value("model") {
            if arguments.value("taxi") != nil {
                throw CLIError.usage("give either --taxi or --model, not both", helpPath: path)
            }
            guard let data = FileManager.default.contents(atPath: file) else {
                throw CLIError.noInput("cannot read the fare model \(file); check the path")
            }
            return try FareModel.load(data, source: file)
        }
        let name = arguments.value("taxi") ?? "mid"
        guard let model = try BuiltInFareModels.model(named: name)
        else {
            let names = BuiltInFareModels.names.joined(separator: ", ")
            throw CLIError.usage("--taxi expects one of \(names), got '\(name)'", helpPath: path)
        }
        return model
    }
}
