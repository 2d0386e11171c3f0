extension Workbook {
    /// `kata report FILE…`: the room's view of the learners' results.
    func report(_ invocation: Invocation) throws -> Int32 {
        let report = RoomReport.make(files: invocation.arguments)
        for warning in report.warnings { console.warn(warning) }
        console.print(Renderer.room(report, style: console.style))
        return report.learners.isEmpty ? ExitCode.failure : ExitCode.success
    }
}
