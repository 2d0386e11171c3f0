/// Every command of `kata`, in the order help lists them: dispatch is by this table.
enum CommandTable {
    static let commands: [any Command.Type] = [
        StatusCommand.self, ListCommand.self, RunCommand.self, WatchCommand.self, CheckCommand.self, GradeCommand.self, HintCommand.self, ChangeCommand.self,
        SolutionCommand.self, ResetCommand.self, CompareCommand.self, GraphCommand.self, ReportCommand.self, RoomCommand.self, DevCommand.self,
    ]

    /// `kata help [command]`, which the command line handles itself (it needs no package).
    static let help = CommandSpec(
        name: "help",
        abstract: "Show help for kata or one of its commands.",
        argument: .init(name: "command", help: "The command to describe.", isRequired: false),
        examples: ["swift run kata help run"]
    )

    /// What help lists: every command, then help.
    static let specs: [CommandSpec] = commands.map { $0.spec } + [help]

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.spec.name == name }
    }

    static func spec(named name: String) -> CommandSpec? {
        specs.first { $0.name == name }
    }
}
