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
        lazySubcommands: [
            .lazy("new") { NewCommand.spec },
            .lazy("list") { ListCommand.spec },
            .lazy("show") { ShowCommand.spec },
            .lazy("rename") { RenameCommand.spec },
            .lazy("copy") { CopyCommand.spec },
            .lazy("edit") { EditTripCommand.spec },
            .lazy("rm") { RemoveCommand.spec },
            .lazy("start") { StartCommand.spec },
            .lazy("finish") { FinishCommand.spec },
            .lazy("history") { HistoryCommand.spec },
            .lazy("stop") { StopCommands.spec },
            .lazy("companion") { CompanionCommands.spec },
            .lazy("day") { DayCommands.spec },
            .lazy("plan") { PlanCommands.spec },
            .lazy("schedule") { ScheduleCommand.spec },
            .lazy("fare") { FareCommand.spec },
            .lazy("expense") { ExpenseCommands.spec },
            .lazy("settle") { SettleCommand.spec },
            .lazy("spots") { SpotsCommands.spec },
            .lazy("festivals") { FestivalsCommand.spec },
            .lazy("backup") { BackupCommands.spec },
            .lazy("sync") { SyncCommands.spec },
            .lazy("export") { ExportCommand.spec },
            .lazy("import") { ImportCommand.spec },
            .lazy("route") { RouteCommand.spec },
            .lazy("distance") { DistanceCommand.spec },
            .lazy("completions") { CompletionsCommand.spec },
        ])
}
