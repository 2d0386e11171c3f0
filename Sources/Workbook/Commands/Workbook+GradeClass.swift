import Foundation

extension Workbook {
    /// `kata grade <class folder>`: grades each learner's submission in turn, as `kata grade`
    /// grades one, and writes the gradebook (`--format csv`) or prints it as a table; with
    /// `--similarity`, compares the submissions instead, building nothing.
    func gradeClass(_ group: ClassFolder, _ command: GradeCommand) throws -> Int32 {
        if let format = command.format {
            throw InstructorError("--format \(format.rawValue) grades one submission, for its platform: a class folder is graded with --format csv (a gradebook), or without --format", isUsage: true)
        }
        let modules = catalog.katas.map(\.module)
        if command.similarity {
            if command.isCSV {
                throw InstructorError("--similarity compares the class's code and grades nothing: leave out --format csv, or grade the class without --similarity", isUsage: true)
            }
            let learners = group.learners.compactMap { learner -> (name: String, submission: Submission)? in
                do {
                    return (name: learner.name, submission: try Submission.read(learner.folder, modules: modules))
                } catch {
                    self.console.warn("\(learner.name) is not compared: \(ErrorMessage(error).text)")
                    return nil
                }
            }
            if command.json && command.html {
                throw InstructorError("--json and --html are two forms of one report: choose one", isUsage: true)
            }
            var opened: [String: Set<String>] = [:]
            for learner in group.learners {
                opened[learner.name] = Submission.openedSecondAct(in: learner.folder, katas: catalog.katas.map(\.id))
            }
            let report = SimilarityReport.make(learners: learners, katas: catalog.katas, root: root, threshold: command.threshold ?? SimilarityReport.defaultThreshold,
                                               openedSecondAct: opened)
            let text = command.json ? GradeFormat.encoded(report) : command.html ? SimilarityPage.html(report) : report.text + "\n"
            try write(text, to: command.output.map(outputPath))
            return ExitCode.success
        }
        if (command.canvas != nil || command.assignment != nil) && (!command.isCSV || command.canvas == nil) {
            throw InstructorError("--canvas <export.csv> goes with --format csv (and --assignment with --canvas)", isUsage: true)
        }
        // Canvas's export is read, and refused, before anything is graded.
        let canvasExport = try command.canvas.map { path -> String in
            guard let data = FileManager.default.contents(atPath: outputPath(path)) else {
                throw InstructorError("cannot read Canvas's export \(path): nothing was graded", isUsage: true)
            }
            let text = String(decoding: data, as: UTF8.self)
            _ = try CanvasGradebook.fill(export: text, gradebook: Gradebook(katas: catalog.katas, act: command.act))
            return text
        }
        let start = Date()
        let points = try GradePoints.load(command.points, root: root, ids: catalog.katas.map(\.id))
        let destination = command.output.map(outputPath)
        if let destination { try createFolder(for: destination) }
        let system = try BuildSystem.forKata(chosen: command.buildSystem, root: root)
        var gradebook = Gradebook(katas: catalog.katas, act: command.act)
        let count = group.learners.count
        let console = console
        try withGradingTurn { copy in
            for (index, learner) in group.learners.enumerated() {
                let shown = learner.name.escapingControlCharacters()
                console.writeError("grading \(shown) (\(index + 1) of \(count))…\n")
                let submission: Submission
                do {
                    submission = try Submission.read(learner.folder, modules: modules, workbook: root)
                } catch {
                    gradebook.addUngraded(learner.name, because: ErrorMessage(error).text)
                    continue
                }
                let done = gradebook.rows.map { $0.learner.escapingControlCharacters() }
                let graded = try grade(submission, in: copy, act: command.act, timeout: command.timeout, buildSystem: system, readsGraphs: false, trace: nil) {
                    console.warn("stopped while grading \(shown), \(index + 1) of \(count): "
                                 + (done.isEmpty ? "no learner was graded" : "graded \(done.count) (\(done.joined(separator: ", ")))")
                                 + "; nothing was written, and this workbook's katas are back")
                }
                let summary = Self.gradeSummary(submission, starters: graded.starters, katas: catalog.katas, act: command.act)
                let results = GradeResults(reports: graded.reports, points: points, baseline: graded.baseline, summary: summary,
                                           executionTime: Date().timeIntervalSince(start))
                let edited = submission.ignoredWorkbookFiles
                gradebook.add(learner.name, results: results,
                              note: edited.isEmpty ? nil : "the workbook's own files edited or added (ignored): " + edited.prefix(5).joined(separator: ", ")
                                + (edited.count > 5 ? ", and \(edited.count - 5) more" : ""))
                console.writeError("  \(results.headline)\n")
            }
        }
        if let canvasExport {
            let filled = try CanvasGradebook.fill(export: canvasExport, gradebook: gradebook, assignment: command.assignment ?? CanvasGradebook.defaultAssignment)
            for warning in filled.warnings { console.warn(warning) }
            try write(filled.csv, to: destination)
            if let destination { console.print("Canvas's import file for \(count) learners written to \(destination) (Grades → Import)") }
        } else if command.isCSV {
            try write(gradebook.csv, to: destination)
            if let destination { console.print("Gradebook of \(count) learners written to \(destination)") }
        } else {
            try write(gradebook.table + "\n", to: destination)
        }
        return ExitCode.success
    }

    /// `--output`'s path, from the current folder.
    private func outputPath(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)).path
    }

    private func createFolder(for path: String) throws {
        do {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw CommandError("cannot write to \(path): \(error.localizedDescription); nothing was graded")
        }
    }
}
