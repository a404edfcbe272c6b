// Two builds, one file, no compilation condition needed:
// - Normal builds (`swift build`, CI): this file is top-level code, so the global below is
//   initialized eagerly as the program and replays the inputs named on the command line through the
//   fuzz target (handy for re-running a crash without the sanitizer).
// - Fuzzer builds (`--sanitize=fuzzer`): the driver parses the module as a library, so no `main` is
//   emitted, the global is never touched, and libFuzzer's own `main` drives `LLVMFuzzerTestOneInput`.
let replayExitStatus: Int32 = FuzzReplay.run(arguments: Array(CommandLine.arguments.dropFirst()))
