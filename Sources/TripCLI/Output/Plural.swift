/// `1 trip`, `2 trips`, `1 search`, `3 searches`: a count with the noun that agrees with it.
///
/// English plurals are not all "add s", so irregular ones are spelled out by the caller.
/// - Parameters:
///   - count: how many.
///   - singular: the noun for one.
///   - plural: the noun for any other count; `singular + "s"` when not given.
func plural(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
}
