import Foundation

extension Workbook {
    /// `kata watch [kata]`: run a kata, then again each time one of its files is saved.
    ///
    /// Commands are typed as a letter and Enter (see ``LineReader``); `q` ends watch at once,
    /// ending a run in progress.
    func watch(_ invocation: Invocation) throws -> Int32 {
        var kata = try invocation.argument.map(catalog.kata) ?? Renderer.nextKata(catalog, loadProgress()) ?? catalog.katas[0]
        let verbose = invocation.has("verbose")
        let input = LineReader { Interruption.end(exitCode: ExitCode.success, message: "Stopped watching.\n") }
        var watcher = FileWatcher(folder: root.appendingPathComponent(kata.starterPath))
        // Each run is `kata run` with the build system chosen once.
        let runOptions = ["build-system": try buildSystem(invocation).rawValue]
        let runFlags: Set<String> = verbose ? ["verbose"] : []
        runOnce(kata, options: runOptions, flags: runFlags)
        while true {
            if let event = input.next(timeout: FileWatcher.pollInterval) {
                switch event {
                case .endOfInput:
                    return ExitCode.success
                case .line(""):
                    continue
                case .line("h"), .line("H"):
                    _ = try hint(Invocation(action: .command("hint"), argument: kata.id))
                case .line("l"), .line("L"):
                    console.print(Renderer.list(catalog, loadProgress(), style: console.style))
                case .line("r"), .line("R"):
                    runOnce(kata, options: runOptions, flags: runFlags)
                case .line("n"), .line("N"):
                    guard let next = catalog.kata(after: kata.id) else {
                        console.print("\(kata.id) is the last kata.")
                        continue
                    }
                    kata = next
                    watcher = FileWatcher(folder: root.appendingPathComponent(kata.starterPath))
                    runOnce(kata, options: runOptions, flags: runFlags)
                case .line(let text):
                    console.print(Renderer.unknownWatchCommand(text, style: console.style))
                }
            }
            if watcher.hasChanged() {
                // Several saves in quick succession (an editor writing a few files) give one run.
                repeat { Thread.sleep(forTimeInterval: FileWatcher.quietPeriod) } while watcher.hasChanged()
                runOnce(kata, options: runOptions, flags: runFlags)
            }
        }
    }

    /// Runs the kata once, showing the result, and says what the learner can do next.
    private func runOnce(_ kata: KataInfo, options: [String: String], flags: Set<String>) {
        if console.isTerminal { console.write("\u{1B}[2J\u{1B}[H") }
        console.print(Renderer.watchStarted(kata, at: Date(), style: console.style))
        do {
            _ = try run(Invocation(action: .command("run"), argument: kata.id, flags: flags, values: options), watching: true)
        } catch let error as WorkbookError {
            console.writeError(console.style.red("error: ") + error.message + "\n")
        } catch {
            console.writeError(console.style.red("error: ") + "\(error)\n")
        }
        console.print("\n" + Renderer.watchFooter(kata, style: console.style))
    }
}
