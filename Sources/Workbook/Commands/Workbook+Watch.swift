import Foundation

extension Workbook {
    /// `kata watch [kata]`: run a kata, then again each time one of its files is saved.
    func watch(_ invocation: Invocation) throws -> Int32 {
        var kata = try invocation.argument.map(catalog.kata) ?? Renderer.nextKata(catalog, loadProgress()) ?? catalog.katas[0]
        let keys = KeyReader()
        Interruption.beforeExit = { keys.restore() }
        defer { keys.restore() }
        var watcher = FileWatcher(folder: root.appendingPathComponent(kata.starterPath))
        runOnce(kata, keys: keys)
        while true {
            if let event = keys.next(timeout: 0.05) {
                switch event {
                case .endOfInput:
                    if !keys.isTerminal { return ExitCode.success }
                case .key("q"), .key("Q"):
                    return ExitCode.success
                case .key("h"):
                    _ = try hint(Invocation(action: .command("hint"), argument: kata.id))
                case .key("l"):
                    console.print(Renderer.list(catalog, loadProgress(), style: console.style))
                case .key("r"):
                    runOnce(kata, keys: keys)
                case .key("n"):
                    guard let next = catalog.kata(after: kata.id) else {
                        console.print("\(kata.id) is the last kata.")
                        continue
                    }
                    kata = next
                    watcher = FileWatcher(folder: root.appendingPathComponent(kata.starterPath))
                    runOnce(kata, keys: keys)
                default:
                    continue
                }
            }
            if watcher.hasChanged() {
                // Several saves in quick succession (an editor writing a few files) give one run.
                Thread.sleep(forTimeInterval: 0.05)
                while watcher.hasChanged() { Thread.sleep(forTimeInterval: 0.05) }
                runOnce(kata, keys: keys)
            }
        }
    }

    /// Runs the kata once, showing the result, and says what the learner can do next.
    private func runOnce(_ kata: KataInfo, keys: KeyReader) {
        if console.isTerminal { console.write("\u{1B}[2J\u{1B}[H") }
        console.print(Renderer.watchStarted(kata, at: Date(), style: console.style))
        var passed = false
        do {
            let code = try run(Invocation(action: .command("run"), argument: kata.id))
            passed = code == ExitCode.success
        } catch let error as WorkbookError {
            console.writeError(console.style.red("error: ") + error.message + "\n")
        } catch {
            console.writeError(console.style.red("error: ") + "\(error)\n")
        }
        if passed, keys.isTerminal, let next = catalog.kata(after: kata.id) {
            console.print(console.style.green("Press n to go on to \(next.id)."))
        }
        console.print("\n" + (keys.isTerminal
            ? console.style.dim("Watching \(kata.starterPath) — keys: h hint · l list · r re-run · n next kata · q quit")
            : "Watching \(kata.starterPath) for saves (end of input or Ctrl-C to stop)."))
    }
}
