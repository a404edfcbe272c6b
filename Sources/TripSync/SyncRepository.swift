import Foundation

/// The sync repository: a bare git repository beside the database holding one document per trip
/// (`trips/<uuid>.json`, the same bytes as in a backup) on the branch `main`, and the remote it
/// syncs with as `origin`.
///
/// Only git's plumbing is used (blobs, trees, commits, refs): there is no work tree that a crash could
/// leave half-written, and a ref moves only once its commit is complete.
struct SyncRepository {
    static let branch = "refs/heads/main"
    static let remoteBranch = "refs/remotes/origin/main"
    static let zero = String(repeating: "0", count: 40)

    let git: Git
    var folder: String { git.gitDirectory }

    /// `trip.sqlite` → `trip-sync.git` in the same folder.
    static func folder(forDatabase path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let name = url.deletingPathExtension().lastPathComponent
        return url.deletingLastPathComponent().appendingPathComponent("\(name)-sync.git").path
    }

    var exists: Bool {
        FileManager.default.fileExists(atPath: folder + "/HEAD")
    }

    /// Creates the bare repository and records `remote`.
    func create(remote: String?) throws {
        try git.run(["init", "--quiet", "--bare", "--initial-branch=main"])
        try git.run(["config", "gc.auto", "0"])
        if let remote { try setRemote(remote) }
    }

    func setRemote(_ remote: String) throws {
        if try self.remote() == nil {
            try git.run(["remote", "add", "origin", remote])
        } else {
            try git.run(["remote", "set-url", "origin", remote])
        }
        try git.run(["config", "remote.origin.fetch", "+refs/heads/*:refs/remotes/origin/*"])
    }

    func remote() throws -> String? {
        let output = try git.run(["config", "--get", "remote.origin.url"], check: false)
        return output.status == 0 ? output.trimmed : nil
    }

    /// The commit a ref names, or nil when it does not exist.
    func resolve(_ reference: String) throws -> String? {
        let output = try git.run(["rev-parse", "--quiet", "--verify", reference + "^{commit}"], check: false)
        return output.status == 0 ? output.trimmed : nil
    }

    func setBranch(_ commit: String) throws {
        try git.run(["update-ref", Self.branch, commit])
    }

    /// Fetches from origin; an unreachable remote throws ``SyncError/unreachable``.
    func fetch(remote: String) throws {
        let output = try git.run(["fetch", "--quiet", "--prune", "origin"], check: false)
        if output.status != 0 {
            throw SyncError.unreachable(remote: remote, message: Git.firstLine(of: output.stderr))
        }
    }

    enum PushOutcome { case pushed, rejected }

    /// Pushes `commit` as the remote's `main`; a push someone else's beat is `.rejected`.
    func push(_ commit: String, remote: String) throws -> PushOutcome {
        let output = try git.run(
            ["push", "--quiet", "--porcelain", "origin", "\(commit):refs/heads/main"], check: false)
        if output.status == 0 { return .pushed }
        let message = output.text + output.stderr
        if message.contains("[rejected]") || message.contains("non-fast-forward") || message.contains("fetch first") {
            return .rejected
        }
        throw SyncError.unreachable(remote: remote, message: Git.firstLine(of: output.stderr))
    }

    /// `main`, when it is another commit with `commit`'s tree and parents (the same changes committed
    /// by an earlier run), or `main`'s first parent when `main` is the merge an earlier run made of
    /// such a commit with the remote's (a run killed after merging or pushing); else nil.
    func twin(of commit: String) throws -> String? {
        guard let branch = try resolve(Self.branch), branch != commit else { return nil }
        let shapes = try shapes(of: [commit, branch])
        guard shapes.count == 2 else { return nil }
        if shapes[1] == shapes[0] { return branch }
        // A merge's first parent is our side: the commit this machine made before merging.
        guard shapes[1].parents.count > 1, let first = shapes[1].parents.first, first != commit,
            try self.shapes(of: [first]) == [shapes[0]]
        else { return nil }
        return first
    }

    /// What makes two commits the same changes: their tree and parents.
    private struct Shape: Equatable {
        var tree: String
        var parents: [String]
    }

    /// The shape of each commit, in the order given, in one git run; empty when one cannot be read.
    private func shapes(of commits: [String]) throws -> [Shape] {
        let output = try git.run(["log", "--no-walk=unsorted", "--format=%T %P"] + commits, check: false)
        let lines = output.text.split(separator: "\n")
        guard output.status == 0, lines.count == commits.count else { return [] }
        return lines.map { line in
            let fields = line.split(separator: " ").map(String.init)
            return Shape(tree: fields.first ?? "", parents: Array(fields.dropFirst()))
        }
    }

    func isAncestor(_ ancestor: String, of descendant: String) throws -> Bool {
        try git.run(["merge-base", "--is-ancestor", ancestor, descendant], check: false).status == 0
    }

    func mergeBase(_ one: String, _ two: String) throws -> String? {
        let output = try git.run(["merge-base", one, two], check: false)
        return output.status == 0 ? output.trimmed : nil
    }

    /// Paths that differ between two commits with the blob each holds in `to` (nil: removed there).
    /// A nil `from` is the empty tree.
    func changes(from: String?, to: String) throws -> [String: String?] {
        let output = try git.run(["diff-tree", "-r", "-z", "--no-renames", from ?? Self.emptyTree, to])
        let fields = output.stdout.split(separator: 0, omittingEmptySubsequences: false)
        var changes: [String: String?] = [:]
        var index = 0
        while index + 1 < fields.count {
            let header = String(decoding: fields[index], as: UTF8.self).split(separator: " ")
            let path = String(decoding: fields[index + 1], as: UTF8.self)
            index += 2
            guard header.count >= 5 else { continue }
            let blob = String(header[3])
            changes[path] = blob == Self.zero ? nil : blob
        }
        return changes
    }

    /// Git's empty tree: its id is fixed (SHA-1 repositories, which `git init` makes), so no run is needed.
    static let emptyTree = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"

    /// The contents of `path` at `commit` for each path (absent when it is not there), in one git run.
    func read(_ paths: [String], at commit: String) throws -> [String: Data] {
        guard !paths.isEmpty else { return [:] }
        let input = paths.map { "\(commit):\($0)\n" }.joined()
        let output = try git.run(["cat-file", "--batch"], input: Data(input.utf8))
        let bytes = [UInt8](output.stdout)
        var result: [String: Data] = [:]
        var cursor = 0
        for path in paths {
            guard let newline = bytes[cursor...].firstIndex(of: 0x0a) else { break }
            let header = String(decoding: bytes[cursor..<newline], as: UTF8.self).split(separator: " ")
            cursor = newline + 1
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]), cursor + size <= bytes.count
            else { continue }
            result[path] = Data(bytes[cursor..<cursor + size])
            cursor += size + 1
        }
        return result
    }

    /// Who made a commit (the machine name), or with `path`, the last commit up to it that changed `path`.
    func machine(of commit: String, path: String? = nil) throws -> String {
        try git.run(["log", "-1", "--format=%an", commit] + (path.map { ["--", $0] } ?? [])).trimmed
    }
}
