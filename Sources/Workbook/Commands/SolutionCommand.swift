import Foundation

/// `kata solution <kata>`: the reference solution's files, or a comparison with the learner's.
struct SolutionCommand: Command {
    static let diff = CommandSpec.Option(name: "diff", help: "Show a unified diff from your files to the reference solution.")
    static let sideBySide = CommandSpec.Option(name: "side-by-side",
                                               help: "Show your files and the reference solution in two columns (COLUMNS sets the width).")
    static let act = CommandSpec.Option(name: "act", valueName: "1|2",
                                        help: "Whose reference: 1, the kata's; 2, its change request's (by default: 2 once your second act passed).")
    static let spec = CommandSpec(
        name: "solution",
        abstract: "Show the reference solution of a kata, once your code passes.",
        discussion: "Before your kata passes, it says so (exit 1) and how to see it anyway. The second act's reference opens once your second act passes. In a room, the instructor decides (kata room release / hold; a release opens the first act's).",
        argument: .kata,
        options: [.now, act, diff, sideBySide],
        examples: ["swift run kata solution trip-validation", "swift run kata solution trip-validation --diff",
                   "swift run kata solution trip-validation --act 2",
                   "COLUMNS=200 swift run kata solution trip-validation --side-by-side"]
    )

    /// How the solution is shown.
    enum Form: Sendable { case files, diff, sideBySide }

    var kata: String
    var form: Form
    /// `--now`: before the kata passes.
    var early: Bool
    /// The act asked for; nil: the second once the learner's second act passed, else the first.
    var act: KataInfo.Act?

    init(_ arguments: Arguments) throws(UsageError) {
        kata = arguments.first ?? ""
        form = arguments.has(Self.sideBySide) ? .sideBySide : arguments.has(Self.diff) ? .diff : .files
        early = arguments.has(.now)
        act = try arguments.act(Self.act)
    }

    func run(in workbook: Workbook) throws -> Int32 {
        let kata = try workbook.catalog.kata(kata)
        // Read quietly: showing the solution reads it again, and says what is wrong with it.
        let change = workbook.loadProgress(warns: false)[kata.id].change
        if act == .two {
            guard kata.change != nil else {
                throw UsageError(message: "\(kata.id) has no change request yet: it has one act, and no --act 2", help: ["Its reference: swift run kata solution \(kata.id)"])
            }
            guard change != nil || workbook.refreshedMembership()?.role == .instructor else {
                workbook.console.print(Renderer.changeClosed(kata, progress: workbook.loadProgress()[kata.id], style: workbook.console.style))
                return ExitCode.checksFailed
            }
        }
        let chosen = act ?? ((change?.passes ?? 0) > 0 ? .two : .one)
        return try workbook.showSolution(of: kata.inAct(chosen), self)
    }
}

private extension Workbook {
    func showSolution(of kata: KataInfo, _ command: SolutionCommand) throws -> Int32 {
        guard mayShowSolution(of: [kata], early: command.early, command: "solution") else { return ExitCode.checksFailed }
        let style = console.style
        if command.form == .sideBySide {
            let width = Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 160
            let column = max(20, (width - 3) / 2)
            for pair in try filePairs(of: kata) {
                let left = pair.learner == nil ? "(no such file)" : pair.learnerPath
                let right = pair.solution == nil ? "(no such file)" : pair.solutionPath
                console.print(style.bold(left.padding(toLength: column, withPad: " ", startingAt: 0) + "   " + right))
                console.print(UnifiedDiff.sideBySide(pair.learner, pair.solution, width: width)
                    .map { Renderer.sideBySideRow($0, style: style, column: column) }.joined(separator: "\n"))
                console.print()
            }
            return ExitCode.success
        }
        if command.form == .diff {
            let diffs = try filePairs(of: kata).map { pair in
                UnifiedDiff.make(from: pair.learner, to: pair.solution,
                                 oldName: pair.learner == nil ? "/dev/null" : pair.learnerPath,
                                 newName: pair.solution == nil ? "/dev/null" : pair.solutionPath)
            }.filter { !$0.isEmpty }
            for diff in diffs { console.print(Renderer.diff(diff, style: style)) }
            if diffs.isEmpty { console.print("Your files are the same as the reference solution's.") }
            return ExitCode.success
        }
        for name in try SwiftFiles.list(in: root.appendingPathComponent(kata.solutionPath)) {
            let text = SwiftFiles.read(root.appendingPathComponent("\(kata.solutionPath)/\(name)")) ?? ""
            console.print(style.bold("── \(kata.solutionPath)/\(name.escapingControlCharacters()) ──"))
            console.print(text.escapingControlCharacters(keepingLines: true))
        }
        let act = kata.change == nil ? "" : kata.act == .two ? " --act 2" : " --act 1"
        console.print(style.dim("Your files and these, line by line: swift run kata solution \(kata.id)\(act) --diff"))
        if kata.act == .two {
            console.print(style.dim("This is the reference after the change request; the first act's: swift run kata solution \(kata.id) --act 1"))
        }
        return ExitCode.success
    }

    /// A Swift file of the learner and the same file of the solution; nil where it is missing.
    struct FilePair {
        var learnerPath: String
        var solutionPath: String
        var learner: String?
        var solution: String?
    }

    /// Every Swift file of either side, by name, sorted.
    func filePairs(of kata: KataInfo) throws -> [FilePair] {
        let learnerFiles = try SwiftFiles.list(in: root.appendingPathComponent(kata.starterPath))
        let solutionFiles = try SwiftFiles.list(in: root.appendingPathComponent(kata.solutionPath))
        return Set(learnerFiles).union(solutionFiles).sorted().map { name in
            let learnerPath = "\(kata.starterPath)/\(name)", solutionPath = "\(kata.solutionPath)/\(name)"
            // Escaped before the layout, so that the side-by-side columns stay aligned.
            return FilePair(learnerPath: learnerPath.escapingControlCharacters(), solutionPath: solutionPath.escapingControlCharacters(),
                            learner: SwiftFiles.read(root.appendingPathComponent(learnerPath))?.escapingControlCharacters(keepingLines: true),
                            solution: SwiftFiles.read(root.appendingPathComponent(solutionPath))?.escapingControlCharacters(keepingLines: true))
        }
    }
}
