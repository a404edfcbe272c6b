import Foundation

/// Runs saved inputs (crash reproducers, corpus files) through the fuzz target once each.
enum FuzzReplay {
    /// Replays every file and exits: 0 when all ran, 66 when one could not be read.
    static func run(arguments: [String]) -> Int32 {
        if arguments.isEmpty {
            FileHandle.standardError.write(Data("usage: trip-fuzz FILE...  (build with scripts/fuzz to fuzz)\n".utf8))
            exit(64)
        }
        for path in arguments {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("trip-fuzz: cannot read \(path)\n".utf8))
                exit(66)
            }
            _ = data.withUnsafeBytes { buffer in
                fuzzRestoreReader(buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count)
            }
            print("\(path): ok")
        }
        exit(0)
    }
}
