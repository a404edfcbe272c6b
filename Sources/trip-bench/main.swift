// trip-bench: benchmarks. One file per benchmark; this file only dispatches.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Each benchmark takes its arguments (after its name) and returns a sysexits exit code.
let benchmarks: [String: ([String]) -> Int32] = [
    "spots": SpotsBenchmark.run
]

let arguments = Array(CommandLine.arguments.dropFirst())
if let name = arguments.first, let run = benchmarks[name] {
    exit(run(Array(arguments.dropFirst())))
}
let usage = "USAGE: trip-bench <\(benchmarks.keys.sorted().joined(separator: "|"))> [args]\n"
_ = usage.withCString { write(2, $0, strlen($0)) }
exit(64)
