/// `kata change <kata>`: the kata's change request (its second act), once the kata passes.
struct ChangeCommand: Command {
    static let spec = CommandSpec(
        name: "change",
        abstract: "Show a kata's change request, the second act that opens once the kata passes.",
        discussion: "The change request tells what must now hold and names its new checks; from then on `kata run` runs the first act's checks and the new ones against your code.",
        argument: .kata,
        examples: ["swift run kata change trip-validation"]
    )

    var kata: String

    init(_ arguments: Arguments) {
        kata = arguments.first ?? ""
    }

    func run(in workbook: Workbook) throws -> Int32 {
        let kata = try workbook.catalog.kata(kata)
        let console = workbook.console
        guard let request = kata.change else {
            console.print("\(kata.id) has no change request yet: it has one act.")
            return ExitCode.success
        }
        let progress = workbook.loadProgress()[kata.id]
        guard progress.change != nil else {
            console.print(Renderer.changeClosed(kata, progress: progress, style: console.style))
            return ExitCode.checksFailed
        }
        console.print(Renderer.change(request, of: kata, progress: progress, style: console.style))
        return ExitCode.success
    }
}
