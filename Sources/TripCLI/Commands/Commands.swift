/// The command tree. Each command lives in its own file; add new ones here with one line.
enum Commands {
    static let root = CommandSpec(
        name: "trip",
        abstract: "Plan trips from the shell: stops, companions, routes, backups.",
        discussion: """
            Commands without a TRIP use the current trip (the one started with 'trip start').
            A trip is named by its name, its id, a unique id prefix (at least 4 characters) or a unique
            name prefix ('trip show 제주' finds '제주 3일').
            """,
        subcommands: [
            NewCommand.spec,
            ListCommand.spec,
            ShowCommand.spec,
            RenameCommand.spec,
            CopyCommand.spec,
            EditTripCommand.spec,
            RemoveCommand.spec,
            StartCommand.spec,
            FinishCommand.spec,
            HistoryCommand.spec,
            StopCommands.spec,
            CompanionCommands.spec,
            DayCommands.spec,
            PlanCommands.spec,
            ScheduleCommand.spec,
            FareCommand.spec,
            ExpenseCommands.spec,
            SettleCommand.spec,
            SpotsCommands.spec,
            FestivalsCommand.spec,
            BackupCommands.spec,
            SyncCommands.spec,
            ExportCommand.spec,
            ImportCommand.spec,
            RouteCommand.spec,
            DistanceCommand.spec,
            CompletionsCommand.spec,
        ])
}
