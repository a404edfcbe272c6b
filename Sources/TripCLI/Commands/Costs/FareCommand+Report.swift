import Foundation
import TripModel

/// How `trip fare` shows an estimate: a table with notes, or JSON with stable keys.
struct FareReport {
    let trip: Trip
    let estimate: FareEstimate
    let model: FareModel
    /// Whether `--at` was given; without it the day rate is stated as an assumption.
    let atGiven: Bool
    /// Whether each leg was priced at its own scheduled departure.
    var scheduled = false
    /// How the tariff was picked; nil prints no `tariff` key (callers that price with a fixed model).
    var tariff: FareTariff?

    var surcharge: Int { estimate.legs.first?.quote.surchargePercent ?? 0 }

    func money(_ amount: Int64) -> String { CostCommandSupport.money(amount, model.currency) }

    /// The assumptions every estimate rests on, printed with the table and in JSON.
    var notes: [String] {
        let detour = String(format: "%.2f", estimate.detour).replacingOccurrences(
            of: #"\.?0+$"#, with: "", options: .regularExpression)
        var notes = [
            localized("costs.note-road-distance", ["detour": detour]),
            localized("costs.note-separate-rides"),
            localized("costs.note-rounding", ["unit": money(model.roundingUnit)]),
        ]
        let time = estimate.departure.description
        if scheduled {
            notes.append(localized("costs.note-scheduled"))
        } else if !atGiven {
            notes.append(localized("costs.note-day-rate-assumed"))
        } else if surcharge == 0 {
            notes.append(localized("costs.note-day-rate-at", ["time": time]))
        } else {
            notes.append(localized("costs.note-night-at", ["time": time, "percent": surcharge]))
        }
        return notes
    }

    func write(to context: CommandContext) {
        context.print(
            localized(
                "costs.fare-heading", ["trip": trip.name, "model": model.displayName(), "people": estimate.people]))
        var columns: [Table.Column] = [
            .init(localized("costs.column-leg"), .right), .init(localized("costs.column-from-to"), flexible: true),
            .init(localized("costs.column-road"), .right), .init(localized("costs.column-fare"), .right),
            .init(localized("costs.column-each"), .right),
        ]
        if scheduled { columns.insert(.init(localized("costs.column-leaves"), .right), at: 2) }
        var table = Table(columns)
        for leg in estimate.legs {
            var row = [
                String(leg.leg), "\(leg.from) → \(leg.to)", Formatting.distance(leg.roadMeters),
                money(leg.quote.fare), money(leg.perPerson),
            ]
            if scheduled { row.insert(leg.departure.description + surchargeMark(leg), at: 2) }
            table.append(row)
        }
        context.printTable(table)
        context.print(
            localized(
                "costs.fare-total", ["total": money(estimate.totalFare), "each": money(estimate.totalPerPerson)]))
        for note in notes { context.print(localized("costs.note", ["note": note])) }
    }

    /// ` +20 %` after a departure that pays a night surcharge.
    private func surchargeMark(_ leg: LegFare) -> String {
        leg.quote.surchargePercent == 0 ? "" : " +\(leg.quote.surchargePercent) %"
    }

    var document: Document {
        Document(
            trip: trip.name, model: model.name, currency: model.currency, departure: estimate.departure.description,
            surchargePercent: surcharge, people: estimate.people, detour: estimate.detour,
            distanceMethod: FareCommand.DistanceMethod.name,
            legs: estimate.legs.map { leg in
                Document.Leg(
                    leg: leg.leg, from: leg.from, to: leg.to, straightMeters: leg.geodesicMeters,
                    roadMeters: leg.roadMeters, departure: leg.departure.description,
                    surchargePercent: leg.quote.surchargePercent, steps: leg.quote.steps,
                    meterFare: leg.quote.meterFare, fare: leg.quote.fare, perPerson: leg.perPerson)
            },
            // Scripts read the JSON, so its notes stay in English whatever the language of the command.
            totalFare: estimate.totalFare, totalPerPerson: estimate.totalPerPerson,
            notes: Language.$current.withValue(.english) { notes },
            tariff: tariff.map { Document.Tariff(region: $0.region, chosenBy: $0.source) })
    }

    /// `trip fare --json`; amounts in integer minor units of `currency`.
    struct Document: Encodable {
        let trip: String
        let model: String
        let currency: String
        let departure: String
        let surchargePercent: Int
        let people: Int
        let detour: Double
        let distanceMethod: String
        let legs: [Leg]
        let totalFare: Int64
        let totalPerPerson: Int64
        let notes: [String]
        let tariff: Tariff?

        /// Where the tariff came from: `chosenBy` is `stops`, `fallback` (no city matched: Seoul), `taxi` or
        /// `file`; `region` is the built-in city (`seoul`, `busan`, …) or null for a file.
        struct Tariff: Encodable {
            let region: String?
            let chosenBy: FareTariff.Source

            enum CodingKeys: String, CodingKey { case region, chosenBy }

            /// Written by hand so a file's missing region is an explicit null, not a missing key.
            func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(region, forKey: .region)
                try container.encode(chosenBy, forKey: .chosenBy)
            }
        }

        struct Leg: Encodable {
            let leg: Int
            let from: String
            let to: String
            let straightMeters: Double
            let roadMeters: Double
            /// When this ride leaves and the surcharge that time pays.
            let departure: String
            let surchargePercent: Int
            let steps: Int64
            let meterFare: Int64
            let fare: Int64
            let perPerson: Int64
        }
    }
}
