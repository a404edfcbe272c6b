public import Foundation
public import TripModel

/// A trip without its stops: what lists show and what references resolve to.
public struct TripSummary: Hashable, Sendable {
    public let id: UUID
    public let name: String
    public let status: TripStatus
    public let startDate: LocalDate?
    public let endDate: LocalDate?
    public let updatedAt: Timestamp
    public let finishedAt: Timestamp?
    public let stopCount: Int

    /// The short id shown in lists: enough of the UUID to be typed.
    public var shortID: String { String(id.uuidString.lowercased().prefix(8)) }

    /// A label for messages: the name, or the short id for an unnamed trip.
    public var label: String { name.isEmpty ? shortID : name }
}
