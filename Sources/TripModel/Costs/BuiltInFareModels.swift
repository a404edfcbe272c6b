import Foundation

/// The tariffs shipped with `trip`, embedded so an installed binary works without its sample files.
///
/// Each text is byte for byte the file of the same name in `Samples/fares/` (a test checks), so the
/// files stay the documented, editable form and `--model FILE` with a copy gives the same answers.
public enum BuiltInFareModels {
    /// Seoul mid-size taxi, the default (`--taxi mid`); `Samples/fares/seoul-2023-mid.json`.
    public static let seoulMidJSON = """
        {
          "name": "Seoul mid-size taxi (since 2023-02-01)",
          "currency": "KRW",
          "baseFare": 4800,
          "baseDistanceMeters": 1600,
          "stepDistanceMeters": 131,
          "stepFare": 100,
          "roundingUnit": 100,
          "nightSurcharges": [
            { "from": "22:00", "to": "23:00", "percent": 20 },
            { "from": "23:00", "to": "02:00", "percent": 40 },
            { "from": "02:00", "to": "04:00", "percent": 20 }
          ],
          "notes": [
            "Seoul Metropolitan Government tariff since 2023-02-01; night windows since 2022-12-01.",
            "Not modelled: the time charge of 100 KRW per 30 s below about 15 km/h; estimates are by distance.",
            "Surcharged fares round to the nearest 100 KRW, as the night base fares 5,800 and 6,700 KRW show."
          ]
        }

        """

    /// Seoul deluxe and jumbo taxi (`--taxi deluxe`); `Samples/fares/seoul-2023-deluxe.json`.
    public static let seoulDeluxeJSON = """
        {
          "name": "Seoul deluxe/jumbo taxi (since 2023-02-01)",
          "currency": "KRW",
          "baseFare": 7000,
          "baseDistanceMeters": 3000,
          "stepDistanceMeters": 151,
          "stepFare": 200,
          "roundingUnit": 100,
          "nightSurcharges": [
            { "from": "22:00", "to": "04:00", "percent": 20 }
          ],
          "notes": [
            "Seoul deluxe and jumbo taxis: base fare 7,000 KRW for the first 3 km since 2023-02-01.",
            "ASSUMED: 200 KRW per full 151 m, the step set in 2019; reports of the 2023 change name only the base.",
            "Night surcharge +20 % from 22:00 to 04:00 for deluxe and jumbo taxis since 2022-12-01.",
            "Not modelled: the time charge of 200 KRW per 36 s when slow; estimates are by distance."
          ]
        }

        """

    /// The `--taxi` names in the order help and errors list them.
    public static let names: [String] = ["mid", "deluxe", "seoul-deluxe"] + FareRegion.all.map(\.key)

    /// The model for a `--taxi` name (case-insensitive): `mid` or `seoul` (Seoul mid-size), `deluxe` or
    /// `seoul-deluxe`, or a city of ``FareRegion/all``; nil for another name.
    /// - Throws: ``CostError/invalidFareModel(file:field:reason:)`` only if an embedded text were broken,
    ///   which the tests rule out.
    public static func model(named name: String) throws -> FareModel? {
        switch name.lowercased() {
        case "mid": return try model(of: FareRegion.all[0])
        case "deluxe", "seoul-deluxe":
            return try FareModel.load(Data(seoulDeluxeJSON.utf8), source: "built-in seoul-2023-deluxe.json")
        case let key:
            guard let region = FareRegion.all.first(where: { $0.key == key }) else { return nil }
            return try model(of: region)
        }
    }

    /// The mid-size tariff of `region`.
    /// - Throws: ``CostError/invalidFareModel(file:field:reason:)`` only if an embedded text were broken.
    public static func model(of region: FareRegion) throws -> FareModel {
        try FareModel.load(Data(region.json.utf8), source: "built-in " + region.file)
    }
}
