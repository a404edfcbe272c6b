// trip-bench: benchmarks and solver harness. One file per benchmark; this file only dispatches.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Each benchmark takes its arguments (after its name) and returns a sysexits exit code.
let benchmarks: [String: ([String]) -> Int32] = [
    "tsp": TSPBenchmark.run,
    "tsptw": TSPTWBenchmark.run,
    "days": DaysBenchmark.run,
    "locked": LockedBenchmark.run,
    "spots": SpotsBenchmark.run,
    "spots-import": SpotsImportBenchmark.run,
    "spots-threshold": SpotsThresholdBenchmark.run,
    "backup": BackupBenchmark.run,
    "sync": SyncBenchmark.run,
]

let arguments = Array(CommandLine.arguments.dropFirst())
if let name = arguments.first, let run = benchmarks[name] {
    exit(run(Array(arguments.dropFirst())))
}
let usage = "USAGE: trip-bench <\(benchmarks.keys.sorted().joined(separator: "|"))> [args]\n"
if let first = arguments.first, first == "-h" || first == "--help" {
    print(usage, terminator: "")
    exit(0)
}
writeError(arguments.first.map { "Error: unknown benchmark '\($0)'.\n" + usage } ?? usage)
exit(64)
