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
    public var shortID: String {
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        let u = id.uuid
        var out: [UInt8] = []
        out.reserveCapacity(8)
        for byte in [u.0, u.1, u.2, u.3] {
            out.append(hex[Int(byte >> 4)])
            out.append(hex[Int(byte & 15)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A label for messages: the name, or the short id for an unnamed trip.
    public var label: String { name.isEmpty ? shortID : name }
}
