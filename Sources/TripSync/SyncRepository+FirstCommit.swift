import Foundation
import TripModel

/// A commit without parents (a database's first sync), written without fast-import's tree handling.
///
/// Why: fast-import finds a path's place in a tree by walking the folder's entries one by one, so
/// filling `trips/` with 10,000 documents compared names 50 million times, a quarter of its work on a
/// first sync. Here fast-import only stores the documents and says their ids; `git mktree` sorts each
/// folder once, and `git commit-tree` writes the commit. Later commits change a few paths of an
/// existing tree, where fast-import's walk is cheap, and keep the one-run path.
extension SyncRepository {
    func firstCommit(changes: [String: Change], message: () -> String, trip: ((UUID) throws -> Trip)?) throws
        -> String
    {
        var blobs: [String: String] = [:]
        var written: [String] = []
        for (path, change) in changes {
            if case .blob(let id) = change { blobs[path] = id }
        }
        // Streamed as in every commit: the trips are read and encoded while git stores the ones before.
        let output = try git.run(Self.fastImport) { feed in
            for path in changes.keys.sorted() {
                guard let bytes = try Self.bytes(of: changes[path], trip: trip) else { continue }
                written.append(path)
                try feed.line("blob")
                try feed.line("mark :\(written.count)")
                try feed.data(bytes)
                try feed.line("get-mark :\(written.count)")
            }
            try feed.line("done")
        }
        let ids = output.text.split(separator: "\n").map(String.init)
        guard ids.count == written.count, ids.allSatisfy({ $0.count == 40 }) else {
            throw SyncError.git(
                command: "fast-import",
                message: localized("sync.blob-count", ["ids": ids.count, "documents": written.count]))
        }
        for (path, id) in zip(written, ids) { blobs[path] = id }
        let tree = try writeTrees(blobs)
        let (name, email) = Self.nameAndEmail(git.machine)
        let commit = try git.run(
            ["commit-tree", tree], input: Data(message().utf8),
            extraEnvironment: [
                "GIT_AUTHOR_NAME": name, "GIT_COMMITTER_NAME": name, "GIT_AUTHOR_EMAIL": email,
                "GIT_COMMITTER_EMAIL": email,
            ]
        ).trimmed
        guard commit.count == 40 else {
            throw SyncError.git(command: "commit-tree", message: localized("sync.fast-import-no-commit"))
        }
        return commit
    }

    /// Writes the trees holding `blobs` (path → blob id) and returns the root's id: one `mktree`
    /// run per depth, deepest first, since a folder's tree names the trees of the folders inside it.
    func writeTrees(_ blobs: [String: String]) throws -> String {
        guard !blobs.isEmpty else { return Self.emptyTree }
        // Folder ("" for the root) → entry name → mktree's "mode type id" for it.
        var folders: [String: [String: String]] = ["": [:]]
        for (path, blob) in blobs {
            var components = path.split(separator: "/").map(String.init)
            guard let name = components.popLast(), !name.isEmpty,
                !path.contains("\n"), !path.contains("\t")
            else {
                throw SyncError.git(command: "mktree", message: localized("sync.unfit-path", ["path": path]))
            }
            folders[components.joined(separator: "/"), default: [:]][name] = "100644 blob \(blob)"
            while !components.isEmpty {
                components.removeLast()
                _ = folders[components.joined(separator: "/"), default: [:]]
            }
        }
        func depth(_ folder: String) -> Int { folder.isEmpty ? 0 : folder.split(separator: "/").count }
        let deepest = folders.keys.map(depth).max() ?? 0
        for level in stride(from: deepest, through: 0, by: -1) {
            let batch = folders.keys.filter { depth($0) == level }.sorted()
            // Every folder here holds an entry (a document or a folder with one): no empty tree, which
            // `--batch` could not tell from the blank line between trees.
            let input = batch.map { folder in
                (folders[folder] ?? [:]).map { "\($0.value)\t\($0.key)\n" }.joined() + "\n"
            }.joined()
            let ids = try git.run(["mktree", "--batch"], input: Data(input.utf8)).text.split(separator: "\n")
            guard ids.count == batch.count, ids.allSatisfy({ $0.count == 40 }) else {
                throw SyncError.git(
                    command: "mktree",
                    message: localized("sync.tree-count", ["ids": ids.count, "folders": batch.count]))
            }
            if level == 0 { return String(ids[0]) }
            for (folder, id) in zip(batch, ids) {
                var components = folder.split(separator: "/").map(String.init)
                let name = components.removeLast()
                folders[components.joined(separator: "/"), default: [:]][name] = "040000 tree \(id)"
            }
        }
        return Self.emptyTree
    }
}
