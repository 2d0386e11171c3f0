/// `kata`: where the learner is and what to do next.
struct StatusCommand: Command {
    static let spec = CommandSpec(
        name: "status",
        abstract: "Show your progress and what to do next. (default command)",
        examples: ["swift run kata"]
    )

    init() {}

    init(_ arguments: Arguments) {}

    func run(in workbook: Workbook) -> Int32 {
        workbook.console.print(Renderer.status(workbook.catalog, workbook.loadProgress(), style: workbook.console.style))
        return ExitCode.success
    }
}
