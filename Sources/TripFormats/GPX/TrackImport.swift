/// How a GPX file that holds only tracks becomes stops.
public enum TrackPointChoice: String, CaseIterable, Sendable {
    /// The points the track names when it names any, else a simplified track.
    case auto
    /// The track simplified to at most ``TrackImportOptions/maximumStops`` points.
    case simplify
    /// Only the points the track names (`<trkpt><name>`).
    case named
}

/// What the user asked of a track import.
public struct TrackImportOptions: Hashable, Sendable {
    /// The default `--max-stops`: enough for a day's walk or drive, few enough to plan with.
    public static let defaultMaximumStops = 50

    public var choice: TrackPointChoice
    public var maximumStops: Int

    public init(choice: TrackPointChoice = .auto, maximumStops: Int = defaultMaximumStops) {
        self.choice = choice
        self.maximumStops = maximumStops
    }
}

/// What became of a track, so the command can say it: how many points the file had and which were kept.
public struct TrackImport: Hashable, Sendable {
    public enum Method: String, Hashable, Sendable {
        case simplified, named
    }

    public var method: Method
    /// Points in the file's tracks.
    public var trackPoints: Int
    /// Stops made from them.
    public var stops: Int
}
