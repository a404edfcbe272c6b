import TripCLI

#if canImport(Glibc)
    import Glibc
#endif

exit(TripCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))
