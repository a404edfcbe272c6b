/// The one table of size limits, shared by every input (command line, import, restore, TourAPI) and
/// by the store, so that whatever is accepted can be exported and read back by `trip import`.
///
/// The README's "Limits" table lists the same numbers; a test compares the two.
public enum InputLimits {
    /// Characters in a trip's name.
    public static let tripName = 500
    /// Characters in a stop's name.
    public static let stopName = 500
    /// Characters in an address.
    public static let address = 1_000
    /// Characters in a companion's (or any person's) name.
    public static let personName = 100
    /// Characters in an expense's description.
    public static let expenseDescription = 1_000
    /// Characters in a trip's or a stop's notes.
    public static let notes = 65_536
    /// Stops on one trip.
    public static let stops = 10_000
    /// Companions on one trip.
    public static let companions = 1_000
    /// Expenses on one trip.
    public static let expenses = 10_000
    /// People sharing one expense.
    public static let sharesPerExpense = 1_000
    /// Characters in a spot's title, address, phone number or home page.
    public static let spotLine = 1_000
    /// Characters in a spot's overview or one barrier-free fact.
    public static let spotOverview = 100_000
    /// Bytes of one trip document (and of any file `trip import` reads): a trip is refused when its
    /// JSON could exceed this, so every stored trip exports to a file that imports again.
    public static let documentBytes = 32 * 1024 * 1024
}
