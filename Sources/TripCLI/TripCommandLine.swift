/// Entry point of the `trip` command line.
public enum TripCommandLine {
    public static func main(arguments: [String]) -> Int32 { 0 }
}
