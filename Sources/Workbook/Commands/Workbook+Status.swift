extension Workbook {
    /// `kata`: where the learner is and what to do next.
    func status() -> Int32 {
        console.print(Renderer.status(catalog, loadProgress(), style: console.style))
        return ExitCode.success
    }

    /// `kata list`: every kata, in order, with its status. Builds nothing.
    func list() -> Int32 {
        console.print(Renderer.list(catalog, loadProgress(), style: console.style))
        return ExitCode.success
    }
}
