import Foundation
import KataKit

/// `kata grade <submission>`: grades a learner's submission in this workbook, the instructor's
/// copy, so that the hidden checks, `Package.swift` and the plugins are the instructor's.
struct GradeCommand: Command {
    static let format = CommandSpec.Option(name: "format", valueName: GradeFormat.allCases.map(\.rawValue).joined(separator: "|"),
                                           help: "Write the results in a grading platform's format, where the platform reads them (or to --output); the exit code is then 0 once they are written.")
    /// `kata grade`'s own `--format`: the platforms' formats, and `csv` for a class folder.
    static let gradeFormat = CommandSpec.Option(name: "format", valueName: (GradeFormat.allCases.map(\.rawValue) + ["csv"]).joined(separator: "|"),
                                                help: "Write the results in a grading platform's format, where the platform reads them (or to --output); the exit code is then 0 once they are written. For a class folder: csv, the gradebook (a row per learner, a column per kata and act, and the total).")
    static let output = CommandSpec.Option(name: "output", valueName: "file", help: "With --format: write the results to this file (json: standard output when not given). For a class folder: write the gradebook, or the similarities, there.")
    static let similarityOption = CommandSpec.Option(name: "similarity", help: "For a class folder: list, per kata, the pairs of learners whose code is near-identical once names, literals and layout are taken out, and the learners whose code is near-identical to the reference. Builds nothing.")
    static let thresholdOption = CommandSpec.Option(name: "threshold", valueName: "percent",
                                                    help: "With --similarity: the least similarity reported, 0 to 100; a pair is called a copy from \(GradeResults.shown(SimilarityReport.defaultThreshold)) or this threshold when higher, and below that \"shares N%\". (default: \(GradeResults.shown(SimilarityReport.defaultThreshold)))")
    static let jsonOption = CommandSpec.Option(name: "json", help: "With --similarity: one JSON document (each pair's kata, both submissions, the figure, \"reference\": true for a learner and the reference, \"copy\" at or above the copy threshold, and the matched regions).")
    static let htmlOption = CommandSpec.Option(name: "html", help: "With --similarity: one self-contained HTML page (to --output, or standard output), each pair's matched regions side by side.")
    static let canvas = CommandSpec.Option(name: "canvas", valueName: "export.csv",
                                           help: "With a class folder and --format csv: write the file Canvas imports as it is, from Canvas's own gradebook export (Grades → Export): its student columns, and one assignment column filled by SIS Login ID (the learners' folders' names).")
    static let assignment = CommandSpec.Option(name: "assignment", valueName: "title",
                                               help: "With --canvas: the assignment's column (an assignment of the export by its title, or a new one). (default: \(CanvasGradebook.defaultAssignment))")
    static let points = CommandSpec.Option(name: "points", valueName: "file", help: "The points of each kata. (default: \(GradePoints.defaultPath) when it exists, else 100 split evenly)")
    static let baseline = CommandSpec.Option(name: "baseline", help: "Only grade the pristine starters, and keep which checks they already pass (.kata/grade-baseline.json), as the platforms' set-ups do once; a grade makes it itself when it is missing or out of date.")
    static let timeBudget = CommandSpec.Option(name: "time-budget", valueName: "seconds",
                                               help: "End every check by this many seconds after the grade started (the platform's time limit, less a margin): checks still running then fail, and the summary says the grade was cut. (default: none)")
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
            graded: the submission's snapshot is the learner's own file, and is not read). The workbook's own files \
            that a submission holds (an edited hidden check, Package.swift, a reference) are named first.

            A class folder holds no Katas folder and no kata's folder itself, and each of its subfolders is one \
            learner's submission (a folder with a single zipped workbook is one submission). Each is graded in turn, \
            as one is, the workbook put back after each; a kata that does not compile scores 0, and the class goes on. \
            Without --format: a table, a line per learner; --format csv: the gradebook an LMS imports (Graders/README.md, \
            "Gradebook"). --similarity compares the class's code instead, building nothing (Graders/README.md, \
            "Similarity"). The exit code is 0 once the class is graded or compared.
            """,
        argument: .init(name: "submission", help: "The learner's folder: a copy of the workbook, or its Katas folder; or a class folder, with one such folder per learner, named after them.", isRequired: false),
        options: [gradeFormat, output, points, act, baseline, timeBudget, similarityOption, thresholdOption, jsonOption, htmlOption, canvas, assignment, .timeout, .buildSystem],
        examples: ["swift run kata grade ../submissions/ada", "kata grade /autograder/submission --format gradescope",
                   "swift run kata grade ../submissions/ada --act 2",
                   "swift run kata grade ../submissions --format csv --output grades.csv",
                   "swift run kata grade ../submissions --format csv --canvas canvas-export.csv --output canvas-import.csv",
                   "swift run kata grade ../submissions --similarity",
                   "swift run kata grade ../submissions --similarity --html --output similarity.html"]
    )

    /// Nil with `--baseline`.
    var submission: String?
    var isBaselineOnly = false
    var format: GradeFormat?
    var output: String?
    var points: String?
    var timeout: Double
    var timeBudget: Double?
    var buildSystem: BuildSystem?
    var act: KataInfo.Act = .one
    /// `--format csv`: a class's gradebook.
    var isCSV = false
    var similarity = false
    var threshold: Double?
    var json = false
    var html = false
    /// `--canvas`: Canvas's gradebook export, and the assignment's title.
    var canvas: String?
    var assignment: String?

    init(_ arguments: Arguments) throws(UsageError) {
        isBaselineOnly = arguments.flags.contains(Self.baseline.name)
        submission = arguments.first
        if isBaselineOnly, let submission {
            throw UsageError(message: "kata grade --baseline grades the pristine starters only: '\(UsageError.shown(submission))' would not be graded",
                             help: ["Run 'kata grade --baseline' alone, then 'kata grade \(UsageError.shown(submission))'."])
        }
        if !isBaselineOnly, submission == nil {
            throw UsageError(message: "missing <submission>: kata grade needs the learner's folder",
                             help: ["Usage: \(Self.spec.usage)", "See 'kata grade --help'."])
        }
        if arguments.value(of: Self.gradeFormat) == "csv" {
            isCSV = true
        } else {
            do {
                format = try arguments.gradeFormat()
            } catch {
                throw UsageError(message: error.message, help: error.help.map { $0 + ", csv (a class folder's gradebook)" })
            }
        }
        similarity = arguments.has(Self.similarityOption)
        json = arguments.has(Self.jsonOption)
        html = arguments.has(Self.htmlOption)
        canvas = arguments.value(of: Self.canvas)
        assignment = arguments.value(of: Self.assignment)
        if let value = arguments.value(of: Self.thresholdOption) {
            guard let percent = Double(value), percent >= 0, percent <= 100 else {
                throw UsageError(message: "--threshold takes a percentage from 0 to 100, not '\(UsageError.shown(value))'", help: ["See 'kata grade --help'."])
            }
            threshold = percent
        }
        output = arguments.value(of: Self.output)
        points = arguments.value(of: Self.points)
        timeout = try arguments.timeout()
        if let budget = arguments.value(of: Self.timeBudget) {
            guard let seconds = Double(budget), seconds.isFinite, seconds > 0 else {
                throw UsageError(message: "--time-budget needs a number of seconds above 0, not '\(UsageError.shown(budget))'", help: ["See 'kata grade --help'."])
            }
            timeBudget = seconds
        }
        buildSystem = try arguments.buildSystem()
        act = try arguments.act(Self.act) ?? .one
    }

    func run(in workbook: Workbook) throws -> Int32 {
        // A grade tries every sequence of every search, however busy the machine: KATA_SEED,
        // which replays one sequence in a learner's own run, is never handed on to a
        // submission's checks, and no search stops early for time.
        ProcessEnvironment.remove(SearchBudget.replayedSeedVariable)
        ProcessEnvironment.set(SearchBudget.everySequenceVariable, to: "1")
        return try workbook.grade(self)
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

extension Workbook {
    func grade(_ command: GradeCommand) throws -> Int32 {
        if command.isBaselineOnly { return try makeBaseline(command) }
        let folder = URL(fileURLWithPath: command.submission ?? ".", relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
        // A platform's format always gets its results file: an empty upload is graded (0).
        if let group = try ClassFolder.read(folder, modules: catalog.katas.map(\.module), allowsEmpty: command.format != nil) {
            return try gradeClass(group, command)
        }
        if (command.json || command.html || command.threshold != nil) && !command.similarity {
            throw InstructorError("--json, --html and --threshold go with --similarity (for one submission's results as JSON: --format json)", isUsage: true)
        }
        if command.canvas != nil || command.assignment != nil {
            throw InstructorError("--canvas and --assignment fill Canvas's gradebook from a class folder (one subfolder per learner); \(folder.path) is one submission", isUsage: true)
        }
        if command.isCSV {
            throw InstructorError("--format csv writes a class's gradebook: give a class folder (one subfolder per learner); \(folder.path) is one submission", isUsage: true)
        }
        if command.similarity {
            throw InstructorError("--similarity compares the submissions of a class folder (one subfolder per learner); \(folder.path) is one submission", isUsage: true)
        }
        return try gradeOne(folder, command)
    }

    func gradeOne(_ folder: URL, _ command: GradeCommand) throws -> Int32 {
        let start = Date()
        let trace = PhaseTrace(write: console.writeError)
        // What can be refused is refused before the submission is read or anything is changed.
        let points = try GradePoints.load(command.points, root: root, ids: catalog.katas.map(\.id))
        let destination: String? = try command.format.flatMap { try resultsPath(for: $0, output: command.output) }
        let submission = try Submission.read(folder, modules: catalog.katas.map(\.module), workbook: root)
        trace.mark("read the submission")
        // The results file exists from now on and is true whatever ends the grade: until the
        // results are written over it, it says that the grade did not finish.
        var resultsFile: ResultsFile?
        if let format = command.format, let destination {
            resultsFile = try ResultsFile(path: destination, placeholder: format.render(unfinishedResults(points: points, started: start)))
        }
        let system = try BuildSystem.forKata(chosen: command.buildSystem, root: root)
        let graded = try withGradingTurn { copy in
            try grade(submission, in: copy, act: command.act, timeout: command.timeout, buildSystem: system,
                      readsGraphs: command.format == .prairielearn, deadline: command.timeBudget.map { start.addingTimeInterval($0) }, trace: trace)
        }
        let reports = graded.reports
        trace.mark("restore this workbook's files")
        let summary = Self.gradeSummary(submission, starters: graded.starters, katas: catalog.katas, act: command.act)
        var results = GradeResults(reports: reports, points: points, baseline: graded.baseline, summary: summary, executionTime: Date().timeIntervalSince(start))
        results.images = Self.pictures(of: reports)
        let stopped = reports.flatMap(\.checks).filter { $0.failures.contains { $0.message.hasPrefix(ChecksRunner.budgetRanOut) } }.count
        if stopped > 0, let budget = command.timeBudget {
            results.cut = "the grade was cut at its time budget of \(GradeResults.shown(budget)) s: \(stopped) check\(stopped == 1 ? " was" : "s were") stopped (and fail)"
        }
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
        console.print(results.pointsLines.joined(separator: "\n"))
        console.print(results.headline)
        if let destination { console.print("Results written to \(destination)") }
        return command.format == nil ? ExitCode.of(reports) : ExitCode.success
    }

    /// `kata grade --baseline`: grades the pristine starters of both acts and keeps the baseline.
    func makeBaseline(_ command: GradeCommand) throws -> Int32 {
        let system = try BuildSystem.forKata(chosen: command.buildSystem, root: root)
        let workbookRoot = root
        let unlinked = catalog.katas.filter { $0.change != nil && !ChangeChecksLink.isLinked($0, root: workbookRoot) }
        let baseline = try withGradingTurn { copy in
            try Interruption.run(cleanup: { [console] in
                do { try copy.restore() } catch { console.error(ErrorMessage(error).text) }
                for kata in unlinked { ChangeChecksLink.remove(kata, root: workbookRoot) }
            }) {
                try self.starterBaseline(through: .two, copy: copy, timeout: command.timeout, buildSystem: system)
            }
        }
        for act in ["1", "2"] {
            let katas = baseline.acts[act] ?? [:]
            let checks = katas.values.reduce(0) { $0 + $1.count }
            let passing = katas.values.reduce(0) { $0 + $1.filter(\.passes).count }
            console.print("Act \(act): the pristine starters pass \(passing) of \(checks) checks (\(katas.count) katas); those earn no points.")
        }
        console.print("Kept in \(GradeBaseline.path).")
        return ExitCode.success
    }

    /// What the pristine starters pass, act by act up to `act`: read when up to date, else made
    /// by grading them (with this workbook's katas put back after), and kept.
    func starterBaseline(through act: KataInfo.Act, copy: GradingCopy, timeout: Double, buildSystem: BuildSystem) throws -> GradeBaseline {
        let key = GradeBaseline.key(root: root)
        var baseline = GradeBaseline.load(root: root, key: key) ?? GradeBaseline(key: key)
        let acts: [KataInfo.Act] = act == .two ? [.one, .two] : [.one]
        for act in acts where baseline.acts[String(act.rawValue)] == nil {
            let katas: [String: [GradeBaseline.Check]]
            if act == .one {
                console.warn("grading the pristine starters once, so that what they already pass earns nothing…")
                _ = try copy.install(Submission())
                let reports = try checkAll(solutions: false, timeout: timeout, buildSystem: buildSystem, useCache: false, act: .one) { _ in }
                try copy.restore()
                for broken in reports where broken.status == .error {
                    console.warn("the pristine starter of \(broken.kata.id) does not compile here: its checks cannot be listed, and a grade of it "
                        + "gives points for every check that passes")
                }
                katas = GradeBaseline.checks(reports)
            } else {
                // The change's checks call what only the change adds: the starters cannot build
                // them. The second act's checks are the references'; the first act's keep what the
                // starter did, and the change's own are all to earn.
                let first = baseline.acts["1"] ?? [:]
                var second = first
                if catalog.katas.contains(where: { $0.change != nil }) {
                    console.warn("listing the second act's checks once, from the references…")
                    let references = try checkAll(solutions: true, timeout: timeout, buildSystem: buildSystem, act: .two) { _ in }
                    for report in references where report.status != .error && report.kata.change != nil {
                        let starter = first[report.kata.id] ?? []
                        second[report.kata.id] = report.checks.map { check in
                            GradeBaseline.Check(name: check.name, kind: check.kind.rawValue,
                                                passes: starter.first { $0.name == check.name }?.passes ?? false)
                        }
                    }
                }
                katas = second
            }
            baseline.acts[String(act.rawValue)] = katas
            do { try baseline.store(root: root) } catch {
                console.warn("cannot keep the baseline in \(GradeBaseline.path): \(error.localizedDescription); the next grade makes it again")
            }
        }
        return baseline
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
            // The workbook's own files first (an edited hidden check, Package.swift, a reference):
            // what an instructor looks for is never past the cap of the other names.
            var parts: [String] = []
            if !submission.ignoredWorkbookFiles.isEmpty {
                parts.append("the workbook's own files, edited or added (this workbook's own are used) (\(submission.ignoredWorkbookFiles.count)): "
                             + submission.ignoredWorkbookFiles.joined(separator: ", "))
            }
            if !submission.ignored.isEmpty || submission.unlistedIgnoredCount > 0 {
                parts.append((parts.isEmpty ? "" : "other files: ") + submission.ignored.joined(separator: ", ")
                             + (submission.unlistedIgnoredCount > 0 ? (submission.ignored.isEmpty ? "" : ", and ") + "\(submission.unlistedIgnoredCount) more" : ""))
            }
            if submission.unchangedWorkbookFileCount > 0 {
                parts.append("\(submission.unchangedWorkbookFileCount) of the workbook's own files as this workbook has them")
            }
            lines.append("Ignored (\(submission.ignoredCount), never built nor run): " + parts.joined(separator: "; ") + ".")
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
