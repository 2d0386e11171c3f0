import Foundation

/// `kata watch [kata]`: run a kata, then again each time one of its files is saved.
///
/// Commands are typed as a letter and Enter (see ``LineReader``); `q` ends watch at once,
/// ending a run in progress.
struct WatchCommand: Command {
    static let spec = CommandSpec(
        name: "watch",
        abstract: "Run a kata, then again each time you save one of its files.",
        discussion: "Without a kata, watches the first one that does not pass yet. Type a letter and press Enter: h next hint, l list, r run again, n next kata, q quit (at once, even during a run). Anything else typed there is ignored.",
        argument: .init(name: "kata", help: "The kata's id or number (default: the first kata not passing yet).", isRequired: false),
        options: [.buildSystem, .verbose],
        examples: ["swift run kata watch", "swift run kata watch login-reducer"]
    )

    var kata: String?
    /// nil: the toolchain's default, chosen once for every run.
    var buildSystem: BuildSystem?
    var verbose: Bool

    init(_ arguments: Arguments) throws(UsageError) {
        kata = arguments.first
        buildSystem = try arguments.buildSystem()
        verbose = arguments.has(.verbose)
    }

    func run(in workbook: Workbook) throws -> Int32 {
        let console = workbook.console
        var kata = try workbook.kata(self.kata)
        let input = LineReader { console.end(exitCode: ExitCode.success, message: "Stopped watching.\n") }
        var watcher = FileWatcher(folder: workbook.root.appendingPathComponent(kata.starterPath))
        let system = try BuildSystem.forKata(chosen: buildSystem, root: workbook.root)
        runOnce(kata, buildSystem: system, in: workbook)
        while true {
            if let event = input.next(timeout: FileWatcher.pollInterval) {
                switch event {
                case .endOfInput:
                    return ExitCode.success
                case .line(""):
                    continue
                case .line("h"), .line("H"):
                    _ = try HintCommand(kata: kata.id).run(in: workbook)
                case .line("l"), .line("L"):
                    _ = ListCommand().run(in: workbook)
                case .line("r"), .line("R"):
                    runOnce(kata, buildSystem: system, in: workbook)
                case .line("n"), .line("N"):
                    guard let next = workbook.catalog.kata(after: kata.id) else {
                        console.print("\(kata.id) is the last kata.")
                        continue
                    }
                    kata = next
                    watcher = FileWatcher(folder: workbook.root.appendingPathComponent(kata.starterPath))
                    runOnce(kata, buildSystem: system, in: workbook)
                case .line(let text):
                    console.print(Renderer.unknownWatchCommand(text, style: console.style))
                }
            }
            if watcher.hasChanged() {
                // Several saves in quick succession (an editor writing a few files) give one run.
                repeat { Thread.sleep(forTimeInterval: FileWatcher.quietPeriod) } while watcher.hasChanged()
                runOnce(kata, buildSystem: system, in: workbook)
            }
        }
    }

    /// Runs the kata once (`kata run`, with watch's footer), showing the result, and says what
    /// the learner can do next.
    private func runOnce(_ kata: KataInfo, buildSystem: BuildSystem, in workbook: Workbook) {
        let console = workbook.console
        if console.isTerminal { console.write("\u{1B}[2J\u{1B}[H") }
        console.print(Renderer.watchStarted(kata, at: Date(), style: console.style))
        do {
            _ = try RunCommand(kata: kata.id, buildSystem: buildSystem, verbose: verbose, watching: true).run(in: workbook)
        } catch {
            console.error(ErrorMessage(error).text)
        }
        console.print("\n" + Renderer.watchFooter(kata, style: console.style))
    }
}
