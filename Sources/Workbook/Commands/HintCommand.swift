/// `kata hint <kata>`: the next hint not yet shown, or all of them.
struct HintCommand: Command {
    static let all = CommandSpec.Option(name: "all", help: "Show every hint of the kata.")
    static let spec = CommandSpec(
        name: "hint",
        abstract: "Show the next hint of a kata.",
        discussion: "Each call shows one more hint, from a nudge to nearly the answer; progress remembers how many you have seen.",
        argument: .kata,
        options: [all],
        examples: ["swift run kata hint trip-validation", "swift run kata hint trip-validation --all"]
    )

    var kata: String
    var showsAll = false

    init(kata: String, showsAll: Bool = false) {
        self.kata = kata
        self.showsAll = showsAll
    }

    init(_ arguments: Arguments) {
        self.init(kata: arguments.first ?? "", showsAll: arguments.has(Self.all))
    }

    func run(in workbook: Workbook) throws -> Int32 {
        let kata = try workbook.catalog.kata(self.kata)
        let console = workbook.console
        // Once the change request is open, its hints come next (`kata list` shows the act).
        if let change = kata.change, workbook.loadProgress(warns: false)[kata.id].change != nil {
            return showChangeHints(change.hints, of: kata, in: workbook)
        }
        let hints = kata.hints
        guard !hints.isEmpty else {
            console.print("\(kata.id) has no hints yet. Read its lesson: \(kata.lessonPath)")
            return ExitCode.success
        }
        let style = console.style
        if showsAll {
            for (number, hint) in hints.enumerated() {
                console.print(style.bold("Hint \(number + 1) of \(hints.count)") + "\n" + hint + "\n")
            }
            workbook.updateProgress { $0[kata.id].hintsShown = hints.count }
            return ExitCode.success
        }
        let shown = workbook.loadProgress()[kata.id].hintsShown
        let index = min(shown, hints.count - 1)
        console.print(style.bold("Hint \(index + 1) of \(hints.count)") + " for \(kata.id)\n\n" + hints[index] + "\n")
        if index + 1 < hints.count {
            console.print(style.dim("Another hint: swift run kata hint \(kata.id)"))
        } else {
            console.print(style.dim("That was the last hint. The reference solution: swift run kata solution \(kata.id)"))
        }
        workbook.updateProgress { $0[kata.id].hintsShown = max($0[kata.id].hintsShown, index + 1) }
        return ExitCode.success
    }

    /// The change request's hints, counted apart from the first act's.
    private func showChangeHints(_ hints: [String], of kata: KataInfo, in workbook: Workbook) -> Int32 {
        let console = workbook.console, style = console.style
        let shown = workbook.loadProgress()[kata.id].change?.hintsShown ?? 0
        let indices = showsAll ? Array(hints.indices) : [min(shown, hints.count - 1)]
        for index in indices {
            console.print(style.bold("Act 2, hint \(index + 1) of \(hints.count)") + " for \(kata.id)\n\n" + hints[index] + "\n")
        }
        if let last = indices.last, last + 1 < hints.count {
            console.print(style.dim("Another hint: swift run kata hint \(kata.id)"))
        }
        let seen = (indices.last ?? 0) + 1
        workbook.updateProgress { progress in
            let before = progress[kata.id].change?.hintsShown ?? 0
            progress[kata.id].change?.hintsShown = max(before, seen)
        }
        return ExitCode.success
    }
}
