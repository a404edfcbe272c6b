/// The colour of each day on maps, shared by SVG and KML so a day looks the same everywhere.
enum DayPalette {
    /// Eight colours that stay distinct for colour-blind readers (Okabe–Ito, with black replaced).
    static let colours = ["#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#7f7f7f", "#b8a000"]

    /// `#rrggbb` for day `day`; days cycle through the palette, an undivided trip takes the first colour.
    static func colour(for day: Int?) -> String {
        colours[((day ?? 1) - 1) % colours.count]
    }
}
