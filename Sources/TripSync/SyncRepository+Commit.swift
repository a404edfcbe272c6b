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
        /// A trip, encoded only while the commit is written (see ``commit(onto:changes:merging:message:)``).
        case trip(Trip)
        /// The path goes.
        case removed
    }

    /// The ref fast-import writes to; only a scratch name, since the caller moves `main` itself once
    /// the commit is complete.
    static let importRef = "refs/trip/import"

    /// A commit whose first parent (and starting tree) is `start`, with `changes` applied, and
    /// `merged` as further parents; or `start` itself when a single-parent commit would change nothing.
    func commit(
        onto start: String?, changes: [String: Change], merging merged: [String] = [], message: String
    ) throws -> String? {
        if changes.isEmpty && merged.isEmpty { return start }
        // Written to fast-import as it is produced: the trips are encoded on this core while git
        // hashes and compresses the ones before them on the other.
        let output = try git.run(["fast-import", "--quiet", "--force", "--done", "--date-format=raw"]) { feed in
            func line(_ text: String) throws { try feed.append((text + "\n").utf8) }
            func data(_ bytes: Data) throws {
                try line("data \(bytes.count)")
                try feed.append(bytes)
                try line("")
            }
            // A reset first, so a commit without `start` has no parent even when the scratch ref exists.
            try line("reset \(Self.importRef)")
            try line("commit \(Self.importRef)")
            try line("mark :1")
            try line("committer \(Self.identity(git.machine)) \(Int64(Date().timeIntervalSince1970)) +0000")
            try data(Data(message.utf8))
            if let start { try line("from \(start)") }
            for parent in merged { try line("merge \(parent)") }
            for path in changes.keys.sorted() {
                switch changes[path] {
                case .blob(let id)?: try line("M 100644 \(id) \(path)")
                case .document(let bytes)?:
                    try line("M 100644 inline \(path)")
                    try data(bytes)
                case .trip(let trip)?:
                    try line("M 100644 inline \(path)")
                    try data(try SyncDocuments.encode(trip))
                case .removed?, nil: try line("D \(path)")
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

    /// `Name <email>` for a machine name, without the characters fast-import's format cannot hold.
    static func identity(_ machine: String) -> String {
        let name = machine.filter { $0 != "<" && $0 != ">" && $0 != "\n" && $0 != "\r" }
        let email = machine.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }
        return "\(name.isEmpty ? "trip" : name) <\(email)@trip.invalid>"
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
