/// The text rules of a catalog spot, shared by decoding a backup and by the store, so a spot that
/// any input accepts can always be shown and backed up again (``TextRules``, ``InputLimits``).
public enum SpotRules {
    /// The spot's field at fault and why, or nil when every text field is acceptable.
    public static func problem(_ spot: Spot) -> (field: String, message: String)? {
        let times: [(String, Timestamp?)] = [
            ("createdAt", spot.createdAt), ("modifiedAt", spot.modifiedAt), ("updatedAt", spot.updatedAt),
        ]
        for case let (field, time?) in times where !time.isInRange {
            return (field, TripRules.outOfRange(time))
        }
        if let problem = TextRules.nameProblem(
            spot.title, what: localized("subject.the-title"), limit: InputLimits.spotLine)
        {
            return ("title", problem)
        }
        let lines: [(String, String)] = [
            ("source", spot.source), ("contentId", spot.contentId ?? ""), ("address", spot.address),
            ("phone", spot.phone), ("homepage", spot.homepage),
        ]
        for (field, text) in lines {
            if let problem = TextRules.lineProblem(
                text, what: localized("subject.the-field", ["field": field]), limit: InputLimits.spotLine)
            {
                return (field, problem)
            }
        }
        if let problem = TextRules.notesProblem(
            spot.overview, what: localized("subject.the-overview"), limit: InputLimits.spotOverview)
        {
            return ("overview", problem)
        }
        // TourAPI writes these on several lines (`<br>` between seasons), so newlines may stay.
        for (field, text) in [("useTime", spot.useTime), ("restDate", spot.restDate)] {
            if let problem = TextRules.notesProblem(
                text, what: localized("subject.the-field", ["field": field]), limit: InputLimits.spotLine)
            {
                return (field, problem)
            }
        }
        for (facility, text) in spot.barrierFree.texts.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            if let problem = TextRules.notesProblem(
                text, what: localized("subject.the-fact"), limit: InputLimits.spotOverview)
            {
                return ("barrierFree.\(facility.rawValue)", problem)
            }
        }
        return nil
    }
}
