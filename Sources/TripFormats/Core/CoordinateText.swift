import Foundation

/// Writes coordinates in plain decimal notation with enough digits to round-trip.
///
/// Nine decimals are 0.1 mm on the ground, far below the 1e-7° a round trip must keep. Swift's
/// shortest representation is not used because it switches to exponents (`1e-05`), which GPX's
/// `xsd:decimal`, KML and most spreadsheets reject.
enum CoordinateText {
    static func decimal(_ value: Double, digits: Int = 9) -> String {
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// Whole metres, for legs and totals.
    static func metres(_ value: Double) -> String {
        String(Int(value.rounded()))
    }

    /// A distance for people: metres below 1 km, kilometres with one decimal above.
    static func humanDistance(_ metres: Double) -> String {
        metres < 1000 ? "\(Int(metres.rounded())) m" : String(format: "%.1f km", metres / 1000)
    }
}
