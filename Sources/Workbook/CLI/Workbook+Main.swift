import Foundation

/// The `kata` command's logic: find the package, parse the command line, carry it out, and
/// return the exit code. Everything it shows goes through its ``Console``.
extension Workbook {
    /// Runs `kata` with these arguments and returns its exit code.
    public static func main(arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
                            directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> Int32 {
        if let code = helperProcess(arguments: arguments, environment: environment) { return code }
        let colorMode = arguments.contains("--no-color") || arguments.contains("--no-colour") ? ColorMode.never : .auto
        return main(arguments: arguments, directory: directory, console: Console.standard(mode: colorMode, environment: environment)) { mode in
            Console.standard(mode: mode, environment: environment)
        }
    }

    /// Runs `kata` with this console: the one the command line's colour mode chooses.
    ///
    /// - Parameter console: Shows what goes wrong before the colour mode is known.
    static func main(arguments: [String], directory: URL, console: Console,
                     consoleFor: (ColorMode) -> Console) -> Int32 {
        var console = console
        do {
            let invocation = try ArgumentParser.parse(arguments)
            console = consoleFor(invocation.colorMode)
            switch invocation.action {
            case .version:
                console.print(HelpText.version)
                return ExitCode.success
            case .help(let topic):
                console.write(topic.flatMap(CommandTable.spec(named:)).map(HelpText.help(for:)) ?? HelpText.overview)
                return ExitCode.success
            case .command(let name):
                var arguments = invocation.arguments
                var command = try command(named: name, arguments)
                let root = try findRoot(from: directory)
                var workbook = Workbook(root: root, catalog: try Catalog(root: root), console: console)
                // A kata of a pack: the command works in the pack's package.
                if let index = kataArgumentIndex(of: name), arguments.positional.indices.contains(index),
                   (try? workbook.catalog.kata(arguments.positional[index])) == nil,
                   let (pack, id) = Pack.find(arguments.positional[index], in: Pack.all(in: root).packs) {
                    arguments.positional[index] = id
                    command = try self.command(named: name, arguments)
                    workbook = Workbook(root: pack.root, catalog: pack.catalog, console: console)
                }
                return try command.run(in: workbook)
            }
        } catch {
            let message = ErrorMessage(error)
            // Cut short by Ctrl-C: the interruption says what happened, not this error.
            if !Interruption.isInterrupted { console.error(message.text) }
            return message.exitCode
        }
    }

    /// Where a command that works on one kata takes its id among its positional arguments; nil
    /// for the commands about every kata.
    static func kataArgumentIndex(of command: String) -> Int? {
        switch command {
        case DevCommand.spec.name: 1
        case RunCommand.spec.name, WatchCommand.spec.name, HintCommand.spec.name, ChangeCommand.spec.name,
             SolutionCommand.spec.name, ResetCommand.spec.name, GraphCommand.spec.name: 0
        default: nil
        }
    }

    /// The command of this name, read from its arguments.
    static func command(named name: String, _ arguments: Arguments) throws(UsageError) -> any Command {
        try (CommandTable.command(named: name) ?? StatusCommand.self).init(arguments)
    }

    /// Installs what `kata` does on Ctrl-C (and SIGTERM): end its child processes, say that
    /// nothing was lost, and exit. Call once, at start.
    public static func handleInterrupts() {
        // A launcher of a checks process (see ConfinedLaunch) only execs it.
        guard !isLauncher(ProcessInfo.processInfo.environment) else { return }
        Interruption.handleInterrupts {
            Console.standard(mode: .never, environment: [:]).end(
                exitCode: ExitCode.interrupted, message: "\nInterrupted. Your code and your progress are as they were before this run.\n")
        }
    }

    /// Ends `kata` with `status`, unless Ctrl-C or SIGTERM is ending it: the run it cut short
    /// returns (its child was killed, no other may start), while the signal's handler still puts
    /// the learner's or the instructor's files back and then exits with 130; exiting here first
    /// would cut that short. So this thread then waits for the handler's exit (ten minutes at
    /// most, should a cleanup never end).
    public static func exit(with status: Int32) -> Never {
        var waited = 0
        while Interruption.isInterrupted, waited < 600 {
            sleep(1)
            waited += 1
        }
        Foundation.exit(status)
    }

    /// The nearest folder, from `directory` up, that holds the workbook package, as a real path.
    ///
    /// Outside a package, the package this `kata` was built from: Xcode runs it with the
    /// build products folder as the current directory.
    ///
    /// - Parameter fallbacks: Paths inside the package to use when `directory` is not.
    static func findRoot(from directory: URL, fallbacks: [String] = builtFrom) throws -> URL {
        for start in [directory.path] + fallbacks {
            let folders = RealPath.ancestors(of: start)
            if let root = folders.first(where: isWorkbook) { return URL(fileURLWithPath: root, isDirectory: true) }
        }
        throw NotInPackage(
            "this is not the katas package: no \(Catalog.path) in \(directory.path) or above it. Run kata from the folder you cloned.")
    }

    /// Where this `kata` comes from: its executable (in `<root>/.build` after `swift build`)
    /// and the source it was compiled from (Xcode builds into DerivedData).
    static let builtFrom = [Bundle.main.executablePath, #filePath].compactMap { $0 }

    private static func isWorkbook(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(Catalog.path))
            && FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("Package.swift"))
    }
}
