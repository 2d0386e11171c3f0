import Foundation
import KataKit

/// `kata check`: every kata, one summary table.
struct CheckCommand: Command {
    static let solutions = CommandSpec.Option(name: "solutions", help: "Run the checks against the reference solutions instead of your code.")
    static let junit = CommandSpec.Option(name: "junit", valueName: "file", help: "Also write the results as JUnit XML to this file, for autograders and CI.")
    static let noCache = CommandSpec.Option(name: "no-cache", help: "Run every check again, even for katas whose files have not changed since the last check.")
    static let spec = CommandSpec(
        name: "check",
        abstract: "Run every kata's checks and show one summary table.",
        discussion: "A kata that does not compile is reported as such, and the others still run. A kata whose files have not changed since the last check is not run again: its results are reused.",
        options: [solutions, .json, junit, GradeCommand.format, GradeCommand.output, GradeCommand.points, noCache, .timeout, .buildSystem],
        examples: ["swift run kata check", "swift run kata check --json > results.json", "swift run kata check --junit results.xml"]
    )

    var solutions: Bool
    var json: Bool
    /// `--junit`: where to write the JUnit XML too.
    var junit: String?
    var usesCache: Bool
    var timeout: Double
    /// nil: the toolchain's default.
    var buildSystem: BuildSystem?
    /// `--format`, `--output` and `--points`: a grading platform's results file (see ``GradeCommand``).
    var format: GradeFormat?
    var output: String?
    var points: String?

    init(_ arguments: Arguments) throws(UsageError) {
        solutions = arguments.has(Self.solutions)
        json = arguments.has(.json)
        junit = arguments.value(of: Self.junit)
        usesCache = !arguments.has(Self.noCache)
        timeout = try arguments.timeout()
        buildSystem = try arguments.buildSystem()
        format = try arguments.gradeFormat()
        output = arguments.value(of: GradeCommand.output)
        points = arguments.value(of: GradeCommand.points)
    }

    func run(in workbook: Workbook) throws -> Int32 {
        try workbook.check(self)
    }
}

private extension Workbook {
    func check(_ command: CheckCommand) throws -> Int32 {
        let solutions = command.solutions
        let json = command.json
        if let path = command.junit { try JUnitReport.checkWritable(path) }
        let start = Date()
        let points = try GradePoints.load(command.points, root: root, ids: catalog.katas.map(\.id))
        let destination: String? = try command.format.flatMap { try resultsPath(for: $0, output: command.output) }
        let system = try BuildSystem.forKata(chosen: command.buildSystem, root: root)
        let showProgress = !json && console.isTerminal
        if showProgress { console.write("Building every kata…") }
        // `--json` carries each kata's graph of parts, as `kata run --json` does (the learner's
        // code only: the references' parts stay unnamed), for the katas whose checks ran.
        var reports = try checkAll(solutions: solutions, timeout: command.timeout, buildSystem: system,
                                   useCache: command.usesCache, readsGraphs: json && !solutions) { step in
            if showProgress { console.write("\r\u{1B}[2KBuilding every kata… \(step.prefix(60))") }
        }
        if showProgress { console.write("\r\u{1B}[2K") }
        for index in reports.indices {
            if case .graph(var graph) = reports[index].architecture {
                graph.declarations = nil
                reports[index].architecture = .graph(graph)
            }
        }
        var started: [String: Bool] = [:]
        if !solutions {
            // `check` runs every kata, but a kata the learner never opened stays "not started"
            // unless it passes: the status list and the room's report depend on it.
            updateProgress { progress in
                for report in reports {
                    let id = report.kata.id
                    started[id] = progress[id].runs > 0
                    if progress[id].runs > 0 || report.status == .pass {
                        // In the act it ran; `kata check` opens no change request (`kata run` does).
                        progress.record(report.progressStatus, for: id, act: report.kata.act, at: Date())
                    }
                }
            }
        }
        if let path = command.junit {
            do {
                try JUnitReport.xml(reports).write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw CommandError("cannot write the JUnit report to \(path): \(error.localizedDescription)")
            }
        }
        if let format = command.format {
            try write(format.render(GradeResults(reports: reports, points: points, summary: "", executionTime: Date().timeIntervalSince(start))),
                      to: destination)
        }
        if command.format != nil && destination == nil {
            // The format's document is the output.
        } else if json {
            console.print(ResultsDocument(reports: reports, started: started).encoded())
        } else {
            console.print(Renderer.checkTable(reports, style: console.style))
        }
        if !solutions {
            shareWithRoom(reports.filter { started[$0.kata.id] == true || $0.status == .pass })
        }
        // Platforms read the file, not the exit code (Classroom 50: 0 means it ran).
        return command.format == nil ? ExitCode.of(reports) : ExitCode.success
    }
}
