extension Workbook {
    /// `kata hint <kata>`: the next hint not yet shown, or all of them.
    func hint(_ invocation: Invocation) throws -> Int32 {
        let kata = try catalog.kata(invocation.argument ?? "")
        let hints = kata.hints
        guard !hints.isEmpty else {
            console.print("\(kata.id) has no hints yet. Read its lesson: \(kata.lessonPath)")
            return ExitCode.success
        }
        let style = console.style
        if invocation.has("all") {
            for (number, hint) in hints.enumerated() {
                console.print(style.bold("Hint \(number + 1) of \(hints.count)") + "\n" + hint + "\n")
            }
            updateProgress { $0[kata.id].hintsShown = hints.count }
            return ExitCode.success
        }
        let shown = loadProgress()[kata.id].hintsShown
        let index = min(shown, hints.count - 1)
        console.print(style.bold("Hint \(index + 1) of \(hints.count)") + " for \(kata.id)\n\n" + hints[index] + "\n")
        if index + 1 < hints.count {
            console.print(style.dim("Another hint: swift run kata hint \(kata.id)"))
        } else {
            console.print(style.dim("That was the last hint. The reference solution: swift run kata solution \(kata.id)"))
        }
        updateProgress { $0[kata.id].hintsShown = max($0[kata.id].hintsShown, index + 1) }
        return ExitCode.success
    }
}
