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
        let output = try git.run(["diff-tree", "-r", "-z", "--no-renames", from ?? (try emptyTree()), to])
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

    func emptyTree() throws -> String {
        try git.run(["mktree"]).trimmed
    }

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

    /// Writes `documents` as blobs, in one git run; returns each one's blob id.
    func writeBlobs(_ documents: [String: Data]) throws -> [String: String] {
        guard !documents.isEmpty else { return [:] }
        let staging = folder + "/trip-staging-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: staging) }
        let paths = documents.keys.sorted()
        var files: [String] = []
        for (index, path) in paths.enumerated() {
            let file = "\(staging)/\(index)"
            try documents[path, default: Data()].write(to: URL(fileURLWithPath: file))
            files.append(file)
        }
        let output = try git.run(
            ["hash-object", "-w", "--no-filters", "--stdin-paths"], input: Data(files.joined(separator: "\n").utf8))
        let ids = output.text.split(separator: "\n").map(String.init)
        guard ids.count == paths.count else {
            throw SyncError.git(command: "hash-object", message: "wrote \(ids.count) of \(paths.count) documents")
        }
        return Dictionary(uniqueKeysWithValues: zip(paths, ids))
    }

    /// A commit whose tree is `start`'s with `changes` applied (blob id, or nil to remove), or `start`
    /// itself when that changes nothing.
    func commit(
        onto start: String?, changes: [String: String?], parents: [String], message: String
    ) throws -> String? {
        let index = folder + "/trip-index-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: index) }
        let environment = ["GIT_INDEX_FILE": index]
        if let start {
            try git.run(["read-tree", start], extraEnvironment: environment)
        } else {
            try git.run(["read-tree", "--empty"], extraEnvironment: environment)
        }
        let lines = changes.keys.sorted().map { path -> String in
            if let blob = changes[path] ?? nil { return "100644 \(blob)\t\(path)\n" }
            return "0 \(Self.zero)\t\(path)\n"
        }
        try git.run(["update-index", "--index-info"], input: Data(lines.joined().utf8), extraEnvironment: environment)
        let tree = try git.run(["write-tree"], extraEnvironment: environment).trimmed
        if parents.count == 1, let start, try git.run(["rev-parse", start + "^{tree}"]).trimmed == tree {
            return start
        }
        // The message goes through standard input: listing 10,000 changed trips is far over the kernel's
        // limit for one argument (128 KiB), which made git impossible to start on a first sync.
        var arguments = ["commit-tree", tree]
        for parent in parents { arguments += ["-p", parent] }
        return try git.run(arguments, input: Data(message.utf8)).trimmed
    }

    /// Who made a commit (the machine name).
    func machine(of commit: String) throws -> String {
        try git.run(["log", "-1", "--format=%an", commit]).trimmed
    }
}
