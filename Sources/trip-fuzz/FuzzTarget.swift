import TripBackup

/// Limits small enough that the fuzzer explores parsing rather than spending its time expanding.
let fuzzLimits = ArchiveLimits(
    maxEntries: 64, maxEntryBytes: 1 << 20, maxTotalBytes: 4 << 20, maxExpansionRatio: 400, ratioGraceBytes: 256 << 10)

/// libFuzzer's entry point: feeds one input through the whole restore reader (format detection,
/// libarchive with limits, entry checks, manifest, trip and legacy decoding). Any `BackupError` is
/// the expected outcome for garbage; a crash, leak or sanitizer report is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRestoreReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? BackupVerifier.verify(bytes: bytes, name: "fuzz-input", passphrase: "fuzz", limits: fuzzLimits)
    return 0
}
