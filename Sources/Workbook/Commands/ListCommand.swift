/// `kata list`: every kata, in order, with its status. Builds nothing.
struct ListCommand: Command {
    static let spec = CommandSpec(
        name: "list",
        abstract: "List every kata in workshop order, with its status.",
        examples: ["swift run kata list"]
    )

    init() {}

    init(_ arguments: Arguments) {}

    func run(in workbook: Workbook) -> Int32 {
        workbook.console.print(Renderer.list(workbook.catalog, workbook.loadProgress(), style: workbook.console.style))
        return ExitCode.success
    }
}
