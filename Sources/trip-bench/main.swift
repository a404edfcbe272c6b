import Foundation

let benchArguments = Array(CommandLine.arguments.dropFirst())
if benchArguments.first == "backup" { exit(BackupBenchmark.run(Array(benchArguments.dropFirst()))) }
print("trip-bench")
