/// The name a trip gets when it is finished without one.
///
/// 여행가자곰 let a trip go unnamed while planning and named it when it was finished. We name it after
/// the day it started (or, without a start date, the day it finished): `2026.11.30 여행`, which
/// sorts by date and reads naturally in the history.
public enum DefaultTripName {
    public static func make(startDate: LocalDate?, finishedOn: LocalDate) -> String {
        let date = startDate ?? finishedOn
        let month = date.month < 10 ? "0\(date.month)" : "\(date.month)"
        let day = date.day < 10 ? "0\(date.day)" : "\(date.day)"
        return "\(date.year).\(month).\(day) 여행"
    }

    /// True when `name` is empty after trimming, the case the default name replaces.
    public static func isUnnamed(_ name: String) -> Bool {
        name.allSatisfy { $0.isWhitespace }
    }
}
