import Foundation
import KataKit

/// `kata grade <submission>`: grades a learner's submission in this workbook, the instructor's
/// copy, so that the hidden checks, `Package.swift` and the plugins are the instructor's.
struct GradeCommand: Command {
    static let format = CommandSpec.Option(name: "format", valueName: GradeFormat.allCases.map(\.rawValue).joined(separator: "|"),
                                           help: "Write the results in a grading platform's format, where the platform reads them (or to --output); the exit code is then 0 once they are written.")
    static let output = CommandSpec.Option(name: "output", valueName: "file", help: "With --format: write the results to this file (json: standard output when not given).")
    static let points = CommandSpec.Option(name: "points", valueName: "file", help: "The points of each kata. (default: \(GradePoints.defaultPath) when it exists, else 100 split evenly)")
    static let act = CommandSpec.Option(name: "act", valueName: "1|2",
                                        help: "Grade this act: 1, each kata's own checks (the default); 2, with its change request's checks too.")
    static let spec = CommandSpec(
        name: "grade",
        abstract: "Grade a learner's submission here, with this workbook's own checks.",
        discussion: """
            Takes only the Swift files of each kata (Katas/<Module>/**/*.swift) from the submission (a copy of the \
            workbook, or its Katas folder), puts them in this workbook's Katas folders, builds and checks them, and \
            puts this workbook's files back, also on Ctrl-C. Nothing else of the submission is built, run or \
            changed; every file it ignores is named. A kata missing from the submission is graded as its starter. \
            Symbolic links are not followed; a Swift file over 256 KB is ignored. With --format, the exit code is 0 \
            once the results are written. The first act is graded, whatever the submission's .kata says; with \
            --act 2, each kata with a change request is graded on both acts' checks and rules (its footprint is not \
            graded: the submission's snapshot is the learner's own file, and is not read).
            """,
        argument: .init(name: "submission", help: "The learner's folder: a copy of the workbook, or its Katas folder.", isRequired: true),
        options: [format, output, points, act, .timeout, .buildSystem],
        examples: ["swift run kata grade ../submissions/ada", "kata grade /autograder/submission --format gradescope",
                   "swift run kata grade ../submissions/ada --act 2"]
    )

    var submission: String
    var format: GradeFormat?
    var output: String?
    var points: String?
    var timeout: Double
    var buildSystem: BuildSystem?
    var act: KataInfo.Act = .one

    init(_ arguments: Arguments) throws(UsageError) {
        guard let first = arguments.first else {
            throw UsageError(message: "kata grade needs the submission's folder", help: ["See 'kata grade --help'."])
        }
        submission = first
        format = try arguments.gradeFormat()
        output = arguments.value(of: Self.output)
        points = arguments.value(of: Self.points)
        timeout = try arguments.timeout()
        buildSystem = try arguments.buildSystem()
        act = try arguments.act(Self.act) ?? .one
    }

    func run(in workbook: Workbook) throws -> Int32 {
        try workbook.grade(self)
    }
}

extension Arguments {
    /// `--format`; nil when not given.
    func gradeFormat() throws(UsageError) -> GradeFormat? {
        guard let name = value(of: GradeCommand.format) else { return nil }
        guard let format = GradeFormat(rawValue: name) else {
            throw UsageError(message: "there is no format '\(UsageError.shown(name))'",
                             help: ["Formats: \(GradeFormat.allCases.map(\.rawValue).joined(separator: ", "))"])
        }
        return format
    }
}

private extension Workbook {
    func grade(_ command: GradeCommand) throws -> Int32 {
        let start = Date()
        let trace = PhaseTrace(write: console.writeError)
        let folder = URL(fileURLWithPath: command.submission, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
        // What can be refused is refused before the submission is read or anything is changed.
        let points = try GradePoints.load(command.points, root: root, ids: catalog.katas.map(\.id))
        let destination: String? = try command.format.flatMap { try resultsPath(for: $0, output: command.output) }
        let submission = try Submission.read(folder, modules: catalog.katas.map(\.module))
        trace.mark("read the submission")
        // The results file exists from now on and is true whatever ends the grade: until the
        // results are written over it, it says that the grade did not finish.
        var resultsFile: ResultsFile?
        if let format = command.format, let destination {
            resultsFile = try ResultsFile(path: destination, placeholder: format.render(unfinishedResults(points: points, started: start)))
        }
        let system = try BuildSystem.forKata(chosen: command.buildSystem, root: root)
        // Held from before the submission's files go in until this workbook's are back: a second
        // grade in this workbook waits, and says so, rather than grade the other's files.
        let turn = BuildLock(root: root, name: BuildLock.gradeLockName, onWait: { [console] holder in
            console.warn("waiting for another grade in this workbook to finish"
                + (holder.pid.map { " (process \($0), \(holder.command))" } ?? "") + ": grades take turns…")
        }, onUnlocked: console.warn)
        defer { withExtendedLifetime(turn) {} }
        // Puts this workbook's katas back at once if this process is ended from outside.
        let guardian = GradeGuardian.start(root: root)
        defer { guardian?.closeInput() }
        let copy = GradingCopy(root: root, katas: catalog.katas)
        if try copy.recoverIfInterrupted() {
            console.warn("this workbook's katas were put back from \(copy.backup.path), left by a grade that was stopped")
        }
        let console = console
        // The second act's checks are linked in for the grading only: this workbook's own links
        // stay as they were.
        let workbookRoot = root
        let unlinked = catalog.katas.filter { command.act == .two && $0.change != nil && !ChangeChecksLink.isLinked($0, root: workbookRoot) }
        let (starters, reports) = try Interruption.run(cleanup: {
            do { try copy.restore() } catch { console.error(ErrorMessage(error).text) }
            for kata in unlinked { ChangeChecksLink.remove(kata, root: workbookRoot) }
        }) {
            let starters = try copy.install(submission)
            trace.mark("put its files in place")
            let reports = try checkAll(solutions: false, timeout: command.timeout, buildSystem: system, useCache: false,
                                       readsGraphs: command.format == .prairielearn, act: command.act) { _ in } onBuilt: {
                trace.mark("build")
            }
            trace.mark("checks")
            return (starters, reports)
        }
        trace.mark("restore this workbook's files")
        let summary = Self.gradeSummary(submission, starters: starters, katas: catalog.katas, act: command.act)
        var results = GradeResults(reports: reports, points: points, summary: summary, executionTime: Date().timeIntervalSince(start))
        results.images = Self.pictures(of: reports)
        if let format = command.format {
            if let resultsFile {
                try resultsFile.finish(format.render(results))
            } else {
                try write(format.render(results), to: destination)
            }
            trace.mark("write the results")
            if destination == nil { return ExitCode.success }
        }
        console.print(Renderer.checkTable(reports, style: console.style))
        console.print(summary.escapingControlCharacters(keepingLines: true))
        console.print(results.headline)
        if let destination { console.print("Results written to \(destination)") }
        return command.format == nil ? ExitCode.of(reports) : ExitCode.success
    }

    /// What the results file says until the grade writes its results: every kata not graded, for
    /// the grade did not finish (it was ended, or could not write its results).
    func unfinishedResults(points: GradePoints, started: Date) -> GradeResults {
        let message = "not graded: the grade did not finish (it was ended, or could not write its results, before it graded this kata)"
        let reports = catalog.katas.map { kata -> KataReport in
            var report = KataReport(kata: kata, isSolution: false)
            report.diagnostics = [Diagnostic(file: kata.starterPath, line: 1, column: 1, severity: .error, message: message)]
            return report
        }
        return GradeResults(reports: reports, points: points,
                            summary: "The grade did not finish: these results were written when it started, and nothing was graded.",
                            executionTime: Date().timeIntervalSince(started))
    }

    /// Markdown lines: the katas graded, those graded as their starter, the files ignored.
    static func gradeSummary(_ submission: Submission, starters: [KataInfo], katas: [KataInfo], act: KataInfo.Act = .one) -> String {
        let graded = katas.filter { kata in !starters.contains { $0.id == kata.id } }
        var lines = ["Graded with the workbook's own checks: " + (graded.isEmpty ? "no kata" : graded.map { "\($0.id) (\(submission.katasPrefix)\($0.module), \(Self.swiftFiles(submission.files[$0.module]?.count ?? 0)))" }.joined(separator: ", ")) + "."]
        let changed = katas.filter { $0.change != nil }.map(\.id)
        if act == .two, !changed.isEmpty {
            lines.append("The second act: " + changed.joined(separator: ", ") + " graded on both acts' checks (the change requests').")
        }
        if !starters.isEmpty {
            lines.append("Not in the submission, graded as the starter (failing): " + starters.map(\.id).joined(separator: ", ") + ".")
        }
        if submission.ignoredCount > 0 {
            lines.append("Ignored (\(submission.ignoredCount), never built nor run): " + submission.ignored.joined(separator: ", ")
                         + (submission.unlistedIgnoredCount > 0 ? ", and \(submission.unlistedIgnoredCount) more" : "") + ".")
        }
        return lines.joined(separator: "\n")
    }

    /// The learner's parts of each kata with rules, as SVG data URLs (PrairieLearn's `images`).
    static func pictures(of reports: [KataReport]) -> [PrairieLearnResults.Image] {
        reports.compactMap { report in
            guard case .graph(let graph)? = report.architecture, !graph.nodes.isEmpty else { return nil }
            let svg = PartGraphSVG.make(graph, title: "\(report.kata.id): your code (\(report.kata.starterPath))")
            return PrairieLearnResults.Image(label: "\(report.kata.id): your parts",
                                             url: "data:image/svg+xml;base64," + Data(svg.utf8).base64EncodedString())
        }
    }

    static func swiftFiles(_ count: Int) -> String {
        count == 1 ? "1 Swift file" : "\(count) Swift files"
    }
}

extension Workbook {
    /// Where `--format` writes: `--output`, or where the platform reads; nil for standard output.
    func resultsPath(for format: GradeFormat, output: String?) throws -> String? {
        let current = FileManager.default.currentDirectoryPath
        guard let path = try output ?? format.defaultPath(environment: ProcessInfo.processInfo.environment, currentDirectory: current) else {
            return nil
        }
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: current, isDirectory: true))
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw CommandError("cannot write the results to \(url.path): \(error.localizedDescription); nothing was graded")
        }
        return url.path
    }

    /// Writes `text` to `path`, or prints it when `path` is nil.
    func write(_ text: String, to path: String?) throws {
        guard let path else {
            console.write(text)
            return
        }
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw CommandError("cannot write the results to \(path): \(error.localizedDescription)")
        }
    }
}
