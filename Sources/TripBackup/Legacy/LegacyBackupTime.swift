import Foundation
import TripModel

/// When a 여행가자곰 backup was made, the only clock the format carries.
public enum LegacyBackupTime {
    /// Korea Standard Time, where the app's users live; the app names files in local time.
    static let offsetSeconds: Int64 = 9 * 3600

    /// Reads the time from the app's file name `Trip_yyMMdd_HH.mm.zip` (taken as KST).
    /// - Parameter fileName: the last path component; any other name gives nil.
    public static func fromFileName(_ fileName: String) -> Timestamp? {
        let digits = fileName.unicodeScalars.filter { CharacterSet.decimalDigits.contains($0) }
        guard fileName.hasPrefix("Trip_"), fileName.hasSuffix(".zip"), digits.count == 10 else { return nil }
        let text = String(String.UnicodeScalarView(digits))
        func number(_ start: Int, _ length: Int) -> Int? {
            let from = text.index(text.startIndex, offsetBy: start)
            return Int(text[from..<text.index(from, offsetBy: length)])
        }
        guard let year = number(0, 2), let month = number(2, 2), let day = number(4, 2),
            let hour = number(6, 2), let minute = number(8, 2), hour < 24, minute < 60,
            let date = LocalDate(year: 2000 + year, month: month, day: day)
        else { return nil }
        let seconds = date.daysSinceEpoch * 86_400 + Int64(hour * 3600 + minute * 60) - offsetSeconds
        return Timestamp(millisecondsSinceEpoch: seconds * 1000)
    }
}
