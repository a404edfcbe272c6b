import Foundation
import TripBackup

/// The structure-aware mode (`TRIP_FUZZ_MODE=structure`): each input is a recipe that mutates a
/// valid backup field by field; the backup is re-packed with a consistent manifest and run
/// through `RestoreOracle`. Violations are not crashes: each distinct one is logged once to the
/// findings folder with the input that produced it, and fuzzing goes on.
final class StructureFuzzer {
    private let seed: SeedBackup
    private let oracle: RestoreOracle
    private let directory: String
    private let findingsFolder: String
    private var signatures = Set<String>()
    private var runs = 0

    init() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("trip-fuzz-\(getpid())").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        directory = scratch
        seed = try SeedBackup.build(in: scratch)
        oracle = RestoreOracle(directory: scratch, targetDatabase: seed.targetDatabase)
        findingsFolder = ProcessInfo.processInfo.environment["TRIP_FUZZ_FINDINGS"] ?? ".build/fuzz/findings"
        try FileManager.default.createDirectory(atPath: findingsFolder, withIntermediateDirectories: true)
        // Findings of earlier runs stay found: their signatures are kept one per line.
        let known = (try? String(contentsOfFile: "\(findingsFolder)/signatures", encoding: .utf8)) ?? ""
        signatures = Set(known.split(separator: "\n").map(String.init))
    }

    /// Mutates, re-packs and checks one input.
    func run(_ bytes: [UInt8]) {
        runs += 1
        var recipe = FuzzRecipe(bytes)
        var mutator = FieldMutator(
            entries: seed.entries.compactMap { entry in FuzzJSON.parse(entry.data).map { (entry.path, $0) } })
        let original = mutator.entries.map(\.document)
        for _ in 0..<(1 + recipe.pick(3)) { mutator.mutate(&recipe) }
        let options = recipe.byte()
        let entries = mutator.entries.enumerated().map { index, entry -> (path: String, data: Data) in
            // Untouched documents keep the writer's exact bytes.
            if index < original.count, original[index].sameDocument(as: entry.document),
                let seedEntry = seed.entries.first(where: { $0.path == entry.path })
            {
                return (entry.path, seedEntry.data)
            }
            return (entry.path, entry.document.serialized())
        }
        let archive = directory + "/mutated"
        do {
            try BackupRepacker.write(
                entries: entries, seedCounts: seed.counts, generator: seed.generator,
                format: options & 1 == 0 ? .tarGzip : .zip, keepCounts: options & 0x0e == 0, to: archive)
        } catch {
            record("repack failed: \(error)", mutations: mutator.log, input: bytes)
            return
        }
        if let violation = oracle.violation(archive: archive, replace: options & 0x30 == 0x30) {
            record(violation, mutations: mutator.log, input: bytes)
        }
        if runs % 500 == 0 {
            FileHandle.standardError.write(
                Data("trip-fuzz: \(runs) runs, \(signatures.count) distinct findings\n".utf8))
        }
    }

    /// Logs a finding the first time its signature (the message with numbers and ids blurred) is seen.
    private func record(_ message: String, mutations: [String], input: [UInt8]) {
        let signature = String(Self.blur(message).replacingOccurrences(of: "\n", with: " ").prefix(160))
        guard signatures.insert(signature).inserted else { return }
        let name = "finding-\(signatures.count)"
        // The finding is also logged below with its message, so a failed input file loses only the bytes.
        _ = FileManager.default.createFile(atPath: "\(findingsFolder)/\(name).input", contents: Data(input))
        let line =
            "\(name): \(message.trimmingCharacters(in: .whitespacesAndNewlines))\n    after: "
            + mutations.joined(separator: "; ") + "\n"
        Self.append(line, to: "\(findingsFolder)/findings.log")
        Self.append(signature + "\n", to: "\(findingsFolder)/signatures")
        FileHandle.standardError.write(Data("trip-fuzz: new finding \(name): \(message.prefix(200))\n".utf8))
    }

    private static func append(_ text: String, to path: String) {
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        guard let file = FileHandle(forWritingAtPath: path) else { return }
        file.seekToEndOfFile()
        file.write(Data(text.utf8))
        file.closeFile()
    }

    private static func blur(_ text: String) -> String {
        var out = ""
        var lastWasDigit = false
        for character in text {
            let digit = character.isHexDigit && (character.isNumber || lastWasDigit)
            if digit {
                if !lastWasDigit { out.append("#") }
            } else {
                out.append(character)
            }
            lastWasDigit = digit
        }
        return out
    }
}
