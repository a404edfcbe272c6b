import Foundation
import TripModel

/// Writing commits: every document, the tree and the commit go through one `git fast-import` run.
///
/// Why fast-import: `hash-object -w` writes one loose object file per document, and a first sync of
/// 10,000 trips spent most of its time creating those files and then packing them again to push.
/// fast-import streams the documents into one pack in a single process, and the push reuses that pack.
extension SyncRepository {
    /// One path's new state in a commit.
    enum Change: Equatable {
        /// A blob already in the repository (taken from another commit).
        case blob(String)
        /// New bytes.
        case document(Data)
        /// A trip, read from the database and encoded only while the commit is written (see
        /// ``commit(onto:changes:merging:message:trip:)``), so reading, encoding and git's hashing
        /// overlap and no more than one trip is held at a time.
        case trip(UUID)
        /// The path goes.
        case removed
    }

    /// The ref fast-import writes to; only a scratch name, since the caller moves `main` itself once
    /// the commit is complete.
    static let importRef = "refs/trip/import"

    /// A commit whose first parent (and starting tree) is `start`, with `changes` applied, and
    /// `merged` as further parents; or `start` itself when a single-parent commit would change nothing.
    /// - Parameters:
    ///   - message: asked for once every document is written, so it can name what they held.
    ///   - trip: loads the trip of a ``Change/trip(_:)``.
    func commit(
        onto start: String?, changes: [String: Change], merging merged: [String] = [],
        message: () -> String, trip: ((UUID) throws -> Trip)? = nil
    ) throws -> String? {
        if changes.isEmpty && merged.isEmpty { return start }
        if start == nil && merged.isEmpty { return try firstCommit(changes: changes, message: message, trip: trip) }
        let paths = changes.keys.sorted()
        // Written to fast-import as it is produced: the trips are read and encoded on this core while
        // git hashes and compresses the ones before them on the other. The documents go first as
        // marked blobs, the commit after them, because its message names what they held.
        let output = try git.run(Self.fastImport) { feed in
            func line(_ text: String) throws { try feed.line(text) }
            var marks: [String: Int] = [:]
            for path in paths {
                guard let bytes = try Self.bytes(of: changes[path], trip: trip) else { continue }
                // Mark 1 is the commit's.
                marks[path] = marks.count + 2
                try line("blob")
                try line("mark :\(marks.count + 1)")
                try feed.data(bytes)
            }
            // A reset first, so a commit without `start` has no parent even when the scratch ref exists.
            try line("reset \(Self.importRef)")
            try line("commit \(Self.importRef)")
            try line("mark :1")
            try line("committer \(Self.identity(git.machine)) \(Int64(Date().timeIntervalSince1970)) +0000")
            try feed.data(Data(message().utf8))
            if let start { try line("from \(start)") }
            for parent in merged { try line("merge \(parent)") }
            for path in paths {
                if let mark = marks[path] {
                    try line("M 100644 :\(mark) \(path)")
                } else if case .blob(let id)? = changes[path] {
                    try line("M 100644 \(id) \(path)")
                } else {
                    try line("D \(path)")
                }
            }
            try line("")
            try line("get-mark :1")
            try line("done")
        }
        let commit = output.trimmed
        guard commit.count == 40 else {
            throw SyncError.git(command: "fast-import", message: localized("sync.fast-import-no-commit"))
        }
        if merged.isEmpty, let start {
            let trees = try git.run(["rev-parse", start + "^{tree}", commit + "^{tree}"]).text
                .split(separator: "\n")
            if trees.count == 2 && trees[0] == trees[1] { return start }
        }
        return commit
    }

    /// The bytes of a new document, or nil for a change that writes none.
    static func bytes(of change: Change?, trip: ((UUID) throws -> Trip)?) throws -> Data? {
        switch change {
        case .document(let document)?: return document
        case .trip(let id)?:
            guard let trip else {
                throw SyncError.git(
                    command: "fast-import", message: localized("sync.no-reader", ["id": id.lowercasedString]))
            }
            return try SyncDocuments.encode(try trip(id))
        case .blob?, .removed?, nil: return nil
        }
    }

    static let fastImport = ["fast-import", "--quiet", "--force", "--done", "--date-format=raw"]

    /// `Name <email>` for a machine name, without the characters fast-import's format cannot hold.
    static func identity(_ machine: String) -> String {
        let (name, email) = nameAndEmail(machine)
        return "\(name) <\(email)>"
    }

    /// The name and email of ``identity(_:)``, for commands that take them apart.
    static func nameAndEmail(_ machine: String) -> (name: String, email: String) {
        let name = machine.filter { $0 != "<" && $0 != ">" && $0 != "\n" && $0 != "\r" }
        let email = machine.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }
        return (name.isEmpty ? "trip" : name, "\(email)@trip.invalid")
    }

    /// Packs past which the repository is packed again into one.
    static let packLimit = 50

    /// Packs the repository again once it holds more than `limit` packs: fast-import makes one per
    /// commit and a fetch may add one, and every object lookup looks through them all. `repack -a -d`
    /// writes the new pack before it deletes the old ones, so a kill leaves the repository whole.
    func repackIfNeeded(limit: Int) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/objects/pack")) ?? []
        guard names.filter({ $0.hasSuffix(".pack") }).count > limit else { return }
        try git.run(["repack", "-a", "-d", "-q"])
    }
}
