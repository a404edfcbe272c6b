public import Foundation
import Synchronization

/// The people decoding put back on a trip, so the command that read the file can say so.
///
/// Earlier versions let `companion rm` take off someone who paid or shares an expense, so their
/// backups and exports can hold an expense naming a person who is no longer a companion. That
/// person was on the trip when the expense was recorded: decoding makes them a companion again
/// (see ``Trip/bringBackStrangers()``) instead of refusing the whole file, and records it here when
/// the decoder carries a log under ``key``.
///
/// A class because decoding cannot return anything besides the value; the mutex makes one log safe
/// to share with a decoder running on another thread (the restore pipeline's reader).
public final class CompanionsBroughtBack: Sendable {
    /// One trip and the people brought back onto it, normalized, in the order its expenses name them.
    public struct Entry: Equatable, Sendable {
        public let tripID: UUID
        public let tripName: String
        public let names: [String]

        /// The sentence the commands print, naming the trip and the people.
        public var note: String { CompanionsBroughtBack.note(trip: tripName, names: names) }
    }

    /// Where a decoder carries the log (`JSONDecoder.userInfo`).
    public static let key = CodingUserInfoKey(rawValue: "trip.companionsBroughtBack")

    private let recorded = Mutex<[Entry]>([])

    public init() {}

    /// Everything recorded so far, in decoding order.
    public var entries: [Entry] { recorded.withLock { $0 } }

    func record(_ entry: Entry) {
        recorded.withLock { $0.append(entry) }
    }

    /// Attaches this log to `decoder`, so the trips it decodes are recorded here.
    public func attach(to decoder: JSONDecoder) {
        if let key = Self.key { decoder.userInfo[key] = self }
    }

    /// The note for `trip` (its name as the user will see it) and the people brought back onto it.
    public static func note(trip: String, names: [String]) -> String {
        let people = names.map { VisibleText.quoted($0) }.joined(separator: ", ")
        return localized(
            "companion.brought-back", ["trip": VisibleText.quoted(trip), "people": people, "count": names.count])
    }
}

extension Trip {
    /// Makes every person an expense names who is neither a companion nor `me` a companion again,
    /// and returns their names in the order the expenses name them (empty for every trip this
    /// version writes).
    ///
    /// Names that break the name rules are left alone, so the rules refuse them naming the expense's
    /// field, as before. Each person's id is ``broughtBackID(_:)``, and `updatedAt` is unknown.
    mutating func bringBackStrangers() -> [String] {
        guard !expenses.isEmpty else { return [] }
        var people = Set(Participants(companions: companions.map(\.name)).names)
        var added: [String] = []
        for expense in expenses {
            for name in [expense.paidBy] + expense.shares.map(\.name) {
                let person = Companion.normalize(name)
                guard Companion.nameProblem(person) == nil, people.insert(person).inserted else { continue }
                added.append(person)
            }
        }
        companions += added.map { Companion(id: Self.broughtBackID($0), name: $0, updatedAt: nil) }
        return added
    }

    /// The id a person brought back onto a trip gets: derived from the normalized name alone, so
    /// verify and restore agree, restoring the same backup twice gives the same id, and a person
    /// brought back onto several trips of one backup is one companion (one id, one name, as
    /// BackupConsistency and the store require).
    ///
    /// FNV-1a in two differently seeded 64-bit lanes, laid out as a version-8 ("custom") UUID: the id
    /// must be the same on every run and machine (Swift's `Hasher` is seeded per process) and need not
    /// be secret. Were a name ever to collide with another person's id, the store refuses the trip
    /// ("companion id … is … here") rather than merging two people.
    public static func broughtBackID(_ name: String) -> UUID {
        let prime: UInt64 = 0x0000_0100_0000_01b3
        var lanes: [UInt64] = [0xcbf2_9ce4_8422_2325, 0x8422_2325_cbf2_9ce4]
        for (index, lane) in lanes.enumerated() {
            var hash = lane
            for byte in ("companion brought back\u{0}\(index)\u{0}" + Companion.normalize(name)).utf8 {
                hash = (hash ^ UInt64(byte)) &* prime
            }
            lanes[index] = hash
        }
        var bytes = lanes.flatMap { lane in (0..<8).map { UInt8(truncatingIfNeeded: lane >> (56 - 8 * $0)) } }
        bytes[6] = (bytes[6] & 0x0f) | 0x80
        bytes[8] = (bytes[8] & 0x3f) | 0x80
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}
