import Foundation
import KataKit

/// `kata run <kata>`: build one kata, run its checks, show each as it finishes.
struct RunCommand: Command {
    static let solution = CommandSpec.Option(name: "solution", help: "Run the checks against the reference solution instead of your code.")
    static let noProgress = CommandSpec.Option(name: "no-progress", help: "Do not record the result in .kata/progress.json.")
    static let prebuilt = CommandSpec.Option(name: "prebuilt", valueName: "executable",
                                             help: "Run this checks executable, built already (the package plugin does), instead of building the kata. Believed only when it is this kata's own checks, built from this package after its files last changed; otherwise nothing is run or recorded.")
    static let indexStore = CommandSpec.Option(name: "index-store", valueName: "folder",
                                               help: "With --prebuilt: the compiler's index store of the build that made it (Xcode's DataStore).")
    static let act = CommandSpec.Option(name: "act", valueName: "1|2",
                                        help: "Run this act's checks: 1, the kata's own; 2, its change request's too (by default: 2 once the change request is open).")
    static let spec = CommandSpec(
        name: "run",
        abstract: "Build one kata and run its checks against your code.",
        discussion: "Builds only that kata, runs its hidden checks against your code in Katas/, and records the result in .kata/progress.json.",
        argument: .init(name: "kata", help: "The kata's id or number (default: the first kata not passing yet).", isRequired: false),
        options: [solution, act, .json, .timeout, .buildSystem, noProgress, .verbose, .now, prebuilt, indexStore],
        examples: ["swift run kata run trip-validation", "swift run kata run trip-validation --solution"]
    )

    /// The kata's id or number; nil: the first not passing yet.
    var kata: String?
    var solution = false
    /// With `solution`: open the reference (its parts, places in its code) before the kata passes.
    var early = false
    var json = false
    var timeout = ChecksRunner.defaultTimeout
    /// nil: the toolchain's default.
    var buildSystem: BuildSystem?
    var recordsProgress = true
    var verbose = false
    var prebuilt: String?
    var indexStore: String?
    /// The act asked for; nil: the one progress says the kata is in.
    var act: KataInfo.Act?
    /// Run for `kata watch`, whose footer says what watch does next.
    var watching = false

    init(kata: String?, buildSystem: BuildSystem?, verbose: Bool, watching: Bool) {
        self.kata = kata
        self.buildSystem = buildSystem
        self.verbose = verbose
        self.watching = watching
    }

    init(_ arguments: Arguments) throws(UsageError) {
        kata = arguments.first
        solution = arguments.has(Self.solution)
        early = arguments.has(.now)
        json = arguments.has(.json)
        timeout = try arguments.timeout()
        buildSystem = try arguments.buildSystem()
        recordsProgress = !arguments.has(Self.noProgress)
        verbose = arguments.has(.verbose)
        prebuilt = arguments.value(of: Self.prebuilt)
        indexStore = arguments.value(of: Self.indexStore)
        act = try arguments.act(Self.act)
    }

    func run(in workbook: Workbook) throws -> Int32 {
        let kata = try workbook.kata(kata)
        if act == .two && kata.change == nil {
            throw UsageError(message: "\(kata.id) has no change request yet: it has one act, and no --act 2", help: ["Run: swift run kata run \(kata.id)"])
        }
        if act == .two && !solution && workbook.loadProgress(warns: false)[kata.id].change == nil {
            // Not a mistake of the command line: the act is not open yet, as a kata not yet passed.
            workbook.console.print(Renderer.changeClosed(kata, progress: workbook.loadProgress()[kata.id], style: workbook.console.style))
            return ExitCode.checksFailed
        }
        // A prebuilt executable (the package plugin's, which builds `<Module>Checks`) is the first
        // act's unless `--act 2` says otherwise.
        // Read quietly: the run records its progress, and says then what is wrong with the file.
        let chosen = act ?? (prebuilt != nil ? .one : workbook.loadProgress(warns: false).act(of: kata))
        return try workbook.run(self, kata: kata.inAct(chosen))
    }
}

private extension Workbook {
    func run(_ command: RunCommand, kata: KataInfo) throws -> Int32 {
        let solution = command.solution
        let json = command.json
        let verbose = command.verbose
        let prebuilt = command.prebuilt
        let system = prebuilt == nil ? try BuildSystem.forKata(chosen: command.buildSystem, root: root) : .native
        if !json { console.print(Renderer.runHeader(kata, solution: solution, style: console.style)) }
        var shownRulesHeading = false
        // The reference's checks may run before it opens (they pass or not), but nothing names its
        // files or symbols: no parts, no places in its code, in the terminal or in JSON.
        let namesReference = !solution || solutionIsOpen(kata)
            || (command.early && mayShowSolution(of: [kata], early: true, command: "run --solution"))
        var report = try runChecks(of: kata, solution: solution, timeout: command.timeout, buildSystem: system,
                                   prebuilt: prebuilt, indexStore: command.indexStore, readsArchitecture: namesReference) { result, code in
            guard !json else { return }
            if result.kind == .architecture && !shownRulesHeading {
                console.print(Renderer.rulesHeading(style: console.style))
                shownRulesHeading = true
            }
            console.print(Renderer.check(result, code: namesReference ? code : nil, verbose: verbose, style: console.style))
        }
        if !namesReference {
            report.architecture = nil
            report.codeLocations = [:]
        }
        var change = ChangeStep.none
        if !solution && command.recordsProgress {
            let shown = report.checks.count
            change = recordRun(of: kata, &report)
            // A locality rule over the change's footprint, judged once every other check passed.
            for result in report.checks.dropFirst(shown) where !json {
                if !shownRulesHeading { console.print(Renderer.rulesHeading(style: console.style)) }
                shownRulesHeading = true
                console.print(Renderer.check(result, verbose: verbose, style: console.style))
            }
        }
        if case .graph(var graph) = report.architecture {
            graph.declarations = nil
            report.architecture = .graph(graph)
        }
        if json {
            console.print(ResultsDocument(reports: [report]).encoded())
        } else {
            if let architecture = report.architecture, let text = Renderer.architecture(architecture, kataID: kata.id, isSolution: solution, style: console.style) {
                console.print(text)
            }
            console.print(Renderer.runFooter(report, next: catalog.kata(after: kata.id), watching: command.watching, verbose: verbose,
                                              style: console.style))
            if let text = Renderer.changeStep(change, of: kata, watching: command.watching, style: console.style) {
                console.print(text)
            }
        }
        if !solution && command.recordsProgress {
            shareWithRoom([report])
        }
        return ExitCode.of([report])
    }
}
