/// `kata list`: every kata, in order, with its status, then each pack's. Builds nothing.
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
        // Each pack's katas under its name, with the progress kept in the pack.
        let (packs, problems) = Pack.all(in: workbook.root)
        for pack in packs {
            let progress = ProgressStore(root: pack.root).load().progress
            workbook.console.print("\n" + Renderer.packList(pack, progress, style: workbook.console.style))
        }
        for problem in problems { workbook.console.warn(problem) }
        return ExitCode.success
    }
}
