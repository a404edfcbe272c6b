import Foundation
import TripBackup

/// Limits small enough that the fuzzer explores parsing rather than spending its time expanding.
let fuzzLimits = ArchiveLimits(
    maxEntries: 64, maxEntryBytes: 1 << 20, maxTotalBytes: 4 << 20, maxExpansionRatio: 400, ratioGraceBytes: 256 << 10)

/// Which target runs: the byte-level restore reader (default) or, with `TRIP_FUZZ_MODE=structure`,
/// field-by-field mutations of a valid backup checked against the restore invariant.
nonisolated(unsafe) private var structureFuzzer: StructureFuzzer? = {
    guard ProcessInfo.processInfo.environment["TRIP_FUZZ_MODE"] == "structure" else { return nil }
    do {
        return try StructureFuzzer()
    } catch {
        FileHandle.standardError.write(Data("trip-fuzz: cannot build the seed backup: \(error)\n".utf8))
        exit(70)
    }
}()

/// libFuzzer calls this once before the first input: the structure mode's seed backup is built
/// here, so its memory, kept for the whole run, is not counted against (and reported as a leak of)
/// whichever input happened to come first.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<Int32>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> Int32 {
    _ = structureFuzzer
    return 0
}

/// libFuzzer's entry point. In the default mode one input goes through the whole restore reader
/// (format detection, libarchive with limits, entry checks, manifest, trip and legacy decoding): any
/// `BackupError` is the expected outcome for garbage; a crash, leak or sanitizer report is a
/// finding. In structure mode see `StructureFuzzer`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRestoreReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let structureFuzzer {
        structureFuzzer.run(bytes)
        return 0
    }
    _ = try? BackupVerifier.verify(bytes: bytes, name: "fuzz-input", passphrase: "fuzz-pass", limits: fuzzLimits)
    return 0
}
