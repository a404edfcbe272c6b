/// `trip plan …`: planning a trip's structure (for now, splitting it into days).
enum PlanCommands {
    static let spec = CommandSpec(
        name: "plan", abstract: "Plan a trip's structure: split its stops into days around a base.",
        subcommands: [PlanDaysCommand.spec])
}
