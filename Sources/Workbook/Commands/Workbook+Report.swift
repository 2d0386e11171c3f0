extension Workbook {
    /// `kata report FILE…`: the room's view of the learners' results.
    ///
    /// - Throws: ``UsageError`` (exit 64) when no file is a results document: the files named
    ///   on the command line are wrong, the workbook is fine (70) and no check failed (1).
    func report(_ invocation: Invocation) throws -> Int32 {
        let report = RoomReport.make(files: invocation.arguments)
        for warning in report.warnings { console.warn(warning) }
        guard !report.learners.isEmpty else {
            throw UsageError(message: "none of the files is a `kata check --json` document: nothing to report",
                             help: ["Usage: \(HelpText.usage(of: Commands.report))",
                                    "Each learner writes one with: swift run kata check --json > <name>.json"])
        }
        if invocation.has("json") {
            console.print(report.jsonText())
        } else {
            console.print(Renderer.room(report, style: console.style))
        }
        return ExitCode.success
    }
}
